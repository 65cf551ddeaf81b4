import { Loader2 } from "lucide-react";
import { Button, type ButtonProps } from "./button";

/** A form's submit button: disabled with a spinner and `busyLabel` while the form is sending. */
export function SubmitButton({
  busy,
  busyLabel,
  disabled,
  children,
  ...props
}: Omit<ButtonProps, "type" | "asChild"> & { busy: boolean; busyLabel: string }) {
  return (
    <Button type="submit" disabled={busy || disabled} aria-busy={busy} {...props}>
      {busy && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
      {busy ? busyLabel : children}
    </Button>
  );
}
