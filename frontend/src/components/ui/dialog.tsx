import { useLingui } from "@lingui/react/macro";
import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { useRef, type ReactNode } from "react";
import { cn } from "@/lib/cn";
import { Button } from "./button";

const overlayClass = "fixed inset-0 z-40 bg-slate-900/50";

/**
 * These dialogs open from state, not from a Radix trigger, so Radix has nowhere to return focus
 * when they close (it would drop it on the page). Remember what had focus as the dialog opened and
 * return there, when it is still on the page.
 */
function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    remember: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    restore: (event: Event) => {
      const target = opener.current;
      opener.current = null;
      if (!target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}

/** Whether a dialog or sheet is open, controlled by its owner (Radix calls onOpenChange on Escape,
 * the close button and outside clicks). */
export interface DialogOpenProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** A centred dialog: focus is trapped, Escape and the close button close it (Radix Dialog). */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  size = "md",
  children,
}: DialogOpenProps & {
  title: string;
  description?: string;
  size?: "md" | "xl";
  children: ReactNode;
}) {
  const { t } = useLingui();
  const focus = useReturnFocus();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={overlayClass} />
        <DialogPrimitive.Content
          // Without a description, say so (Radix otherwise warns about a missing one).
          {...(description ? {} : { "aria-describedby": undefined })}
          onOpenAutoFocus={focus.remember}
          onCloseAutoFocus={focus.restore}
          className={cn(
            "fixed top-1/2 left-1/2 z-50 flex max-h-[92vh] w-[calc(100vw-1.5rem)] -translate-x-1/2 -translate-y-1/2 flex-col",
            "rounded-xl bg-white shadow-xl focus:outline-none",
            size === "xl" ? "max-w-5xl" : "max-w-md",
          )}
        >
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4">
            <div>
              <DialogPrimitive.Title className="text-lg font-semibold text-slate-900">{title}</DialogPrimitive.Title>
              {description && (
                <DialogPrimitive.Description className="mt-1 text-sm text-slate-600">
                  {description}
                </DialogPrimitive.Description>
              )}
            </div>
            <DialogPrimitive.Close
              className="rounded-md p-2 text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
              aria-label={t`Close`}
            >
              <X className="h-5 w-5" aria-hidden />
            </DialogPrimitive.Close>
          </div>
          <div className="overflow-y-auto">{children}</div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/**
 * Asks before something that cannot be undone. An alert dialog: focus is trapped and starts on
 * the safe choice (cancel); Escape and a click outside cancel.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel,
  destructive = false,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel?: string;
  destructive?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const focus = useReturnFocus();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={(next) => !next && onCancel()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={overlayClass} />
        <DialogPrimitive.Content
          role="alertdialog"
          onOpenAutoFocus={(event) => {
            focus.remember();
            event.preventDefault();
            cancelRef.current?.focus();
          }}
          onCloseAutoFocus={focus.restore}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl focus:outline-none"
        >
          <DialogPrimitive.Title className="text-lg font-semibold text-slate-900">{title}</DialogPrimitive.Title>
          <DialogPrimitive.Description className="mt-2 text-sm text-slate-600">
            {description}
          </DialogPrimitive.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant={destructive ? "destructive" : "primary"} onClick={onConfirm}>
              {confirmLabel}
            </Button>
            <Button ref={cancelRef} variant="secondary" onClick={onCancel}>
              {cancelLabel ?? t`Cancel`}
            </Button>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
