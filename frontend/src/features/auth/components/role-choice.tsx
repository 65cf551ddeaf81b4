import { useLingui } from "@lingui/react/macro";
import { CheckCircle2 } from "lucide-react";
import { useId, type ComponentProps } from "react";
import { cn } from "@/lib/cn";
import { ROLE_OPTIONS } from "../roles";

/**
 * The role choice as three large radio cards (Speaker, Musician, Church). Native radios inside
 * labels: arrow keys move between them, and the card shows focus and the checked state.
 * `inputProps` is what react-hook-form's register("role") returns.
 */
export function RoleChoice({
  legend,
  error,
  inputProps,
}: {
  legend: string;
  error?: string;
  inputProps: Omit<ComponentProps<"input">, "type" | "value">;
}) {
  const { t } = useLingui();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    // The choice as a whole is invalid (ARIA puts aria-invalid on the group, not on a radio).
    <fieldset role="radiogroup" aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 block text-sm font-medium text-slate-800">{legend}</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        {ROLE_OPTIONS.map(({ value, label, description, icon: Icon }) => (
          <label
            key={value}
            className={cn(
              "group relative flex cursor-pointer items-center gap-3 rounded-lg border-2 bg-white p-3",
              "sm:flex-col sm:items-center sm:p-4 sm:text-center",
              "transition-colors hover:border-brand-500/60 hover:bg-brand-50/40",
              "has-checked:border-brand-600 has-checked:bg-brand-50",
              "has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600",
              error ? "border-red-300" : "border-slate-200",
            )}
          >
            <input
              {...inputProps}
              type="radio"
              value={value}
              className="sr-only"
            />
            <CheckCircle2
              className="absolute top-2 right-2 hidden h-4 w-4 text-brand-700 group-has-checked:block"
              aria-hidden
            />
            <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
              <Icon className="h-5 w-5" aria-hidden />
            </span>
            <span>
              <span className="block text-sm font-semibold text-slate-900">{t(label)}</span>
              <span className="mt-0.5 block text-xs text-slate-600">{t(description)}</span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
