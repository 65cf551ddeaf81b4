import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { useQuery } from "@tanstack/react-query";
import { Bell, BellDot } from "lucide-react";
import { useRef, useState } from "react";
import { Link } from "react-router";
import type { User } from "@/lib/auth/session";
import { cn } from "@/lib/cn";
import { useUnreadCounts } from "@/lib/realtime/store";
import { recentNotificationsQuery, useMarkRead } from "../api/notifications-api";
import { badgeText, bellLabel } from "../format";
import type { Notification } from "../notification";
import { NotificationDialog } from "./notification-dialog";
import { NotificationMenu } from "./notification-menu";

// The dropdown's trigger stays lit while its menu is open (Radix marks it data-state="open").
const BUTTON =
  "relative mr-2 flex h-10 w-10 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=open]:bg-slate-100 data-[state=open]:text-slate-900";

/**
 * The bell (spec 02 §2.4): the unread count live from the realtime client, capped at "99+", an
 * ellipsis until known, none at zero, a different bell while anything is unread. With no
 * notifications at all it leads to /notifications; otherwise it opens the dropdown, whose rows open
 * the detail dialog.
 */
export function NotificationBell({ user }: { user: User }) {
  const unread = useUnreadCounts().notifications;
  const recent = useQuery(recentNotificationsQuery(user.id));
  const markRead = useMarkRead();
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState<Notification | null>(null);
  // The row chosen in the menu: the dialog opens once the menu has closed and handed focus back
  // to the bell, so closing the dialog returns focus there too.
  const chosen = useRef<Notification | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  const label = bellLabel(unread);
  const face = <BellFace unread={unread} />;

  if (recent.isSuccess && recent.data.items.length === 0 && !unread) {
    return (
      <Link to="/notifications" aria-label={label} className={BUTTON}>
        {face}
      </Link>
    );
  }

  const choose = (notification: Notification) => {
    chosen.current = notification;
    if (!notification.is_read) markRead.mutate(notification.id);
  };

  return (
    <>
      <DropdownMenu.Root open={open} onOpenChange={setOpen}>
        <DropdownMenu.Trigger ref={trigger} aria-label={label} className={BUTTON}>
          {face}
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={6}
            collisionPadding={8}
            className="z-50 flex w-80 flex-col rounded-lg border border-slate-200 bg-white shadow-lg sm:w-96"
            onCloseAutoFocus={(event) => {
              const notification = chosen.current;
              chosen.current = null;
              if (!notification) return;
              // Focus the bell first, so the dialog knows where to hand focus back when it closes.
              event.preventDefault();
              trigger.current?.focus();
              setShown(notification);
            }}
          >
            <NotificationMenu query={recent} unread={unread} onChoose={choose} />
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <NotificationDialog notification={shown} onClose={() => setShown(null)} returnFocusTo={trigger} />
    </>
  );
}

/** The bell icon (a dotted bell with unread) and its badge. */
export function BellFace({ unread }: { unread: number | null }) {
  const text = badgeText(unread);
  const Icon = unread ? BellDot : Bell;
  return (
    <>
      <Icon className="h-5 w-5" aria-hidden data-icon={unread ? "bell-dot" : "bell"} />
      {text !== null && (
        <span
          aria-hidden
          data-testid="bell-badge"
          className={cn(
            "absolute top-0.5 left-[18px] flex h-[18px] min-w-[18px] items-center justify-center rounded-full px-1 text-[11px] leading-none font-semibold ring-2 ring-white",
            unread === null ? "bg-slate-200 text-slate-600" : "bg-red-600 text-white",
          )}
        >
          {text}
        </span>
      )}
    </>
  );
}
