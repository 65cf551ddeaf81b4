import { useLingui } from "@lingui/react/macro";
import { Loader2 } from "lucide-react";
import { useId } from "react";
import { cn } from "@/lib/cn";

/**
 * One on/off setting (spec 02 §4 Toggles): a real switch named by its label; while saving it is
 * disabled with a spinner, and a failure shows under it.
 */
export function SettingSwitch({
  label,
  description,
  checked,
  saving,
  error,
  onChange,
}: {
  label: string;
  description?: string;
  checked: boolean;
  saving: boolean;
  error: string | null;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div>
      <div className="flex items-start justify-between gap-4">
        <div>
          <label htmlFor={id} className="text-sm font-medium text-slate-800">
            {label}
          </label>
          {description && (
            <p id={`${id}-description`} className="mt-0.5 text-sm text-slate-600">
              {description}
            </p>
          )}
        </div>
        <div className="flex shrink-0 items-center gap-2">
          {saving && <Loader2 className="h-4 w-4 animate-spin text-slate-500" aria-label={t`Saving`} />}
          <button
            id={id}
            type="button"
            role="switch"
            aria-checked={checked}
            aria-busy={saving}
            aria-describedby={[description && `${id}-description`, error && `${id}-error`].filter(Boolean).join(" ") || undefined}
            disabled={saving}
            onClick={() => onChange(!checked)}
            className={cn(
              "relative inline-flex h-6 w-11 items-center rounded-full transition-colors",
              "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
              "disabled:cursor-not-allowed disabled:opacity-60",
              checked ? "bg-brand-700" : "bg-slate-300",
            )}
          >
            <span
              aria-hidden
              className={cn(
                "inline-block h-5 w-5 rounded-full bg-white shadow transition-transform",
                checked ? "translate-x-5" : "translate-x-0.5",
              )}
            />
          </button>
        </div>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
