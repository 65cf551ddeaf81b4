import { useLingui } from "@lingui/react/macro";
import { Eye, EyeOff } from "lucide-react";
import { useState, type ComponentProps } from "react";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";

/**
 * A password field with a show/hide toggle. Takes the props of an input (so FormField can give it
 * its id and error wiring, and react-hook-form its ref); the toggle is a real button, reachable by
 * keyboard, that names what it will do.
 */
export function PasswordInput({
  className,
  disabled,
  toggleSubject,
  ...props
}: Omit<ComponentProps<"input">, "type"> & {
  /** What the toggle names ("Show current password"), "password" unless given: a form with several needs them apart. */
  toggleSubject?: string;
}) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  const subject = toggleSubject ?? t`password`;
  return (
    <div className="relative">
      <Input
        {...props}
        disabled={disabled}
        type={visible ? "text" : "password"}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        className={cn("pr-11", className)}
      />
      <button
        type="button"
        onClick={() => setVisible((shown) => !shown)}
        disabled={disabled}
        aria-label={visible ? t`Hide ${subject}` : t`Show ${subject}`}
        aria-controls={props.id}
        className={cn(
          "absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-slate-500",
          "hover:text-slate-800 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600",
          "disabled:opacity-50",
        )}
      >
        {visible ? <EyeOff className="h-4 w-4" aria-hidden /> : <Eye className="h-4 w-4" aria-hidden />}
      </button>
    </div>
  );
}
