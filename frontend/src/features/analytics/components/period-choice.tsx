import { i18n } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { Lock } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { cn } from "@/lib/cn";
import type { Period } from "../api/analytics-api";
import { PERIOD_LABELS, PERIODS } from "../periods";

/**
 * The period as native radio buttons (arrow keys move between them). Locked periods stay in view,
 * disabled with a lock, and the note beside them says how to get them.
 */
export function PeriodChoice({
  value,
  onChange,
  locked,
}: {
  value: Period;
  onChange: (period: Period) => void;
  locked: (period: Period) => boolean;
}) {
  const { t } = useLingui();
  const lockedLabels = PERIODS.filter(locked).map((period) => t(PERIOD_LABELS[period]));
  const lockedList = listed(lockedLabels);
  const noteId = useId();
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium text-slate-700">
        <Trans>Period</Trans>
      </legend>
      {/* Four equal columns on a phone, so the choice never wraps onto a second line. */}
      <div className="mt-1.5 grid grid-cols-4 gap-1 rounded-lg bg-slate-100 p-1 sm:inline-flex">
        {PERIODS.map((period) => {
          const disabled = locked(period);
          return (
            <label
              key={period}
              className={cn(
                "relative flex items-center justify-center gap-1.5 rounded-md px-1.5 py-2 text-[13px] font-medium whitespace-nowrap sm:px-3 sm:text-sm",
                "has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-brand-600",
                disabled
                  ? "cursor-not-allowed text-slate-400"
                  : value === period
                    ? "cursor-pointer bg-white text-slate-900 shadow-sm"
                    : "cursor-pointer text-slate-600 hover:text-slate-900",
              )}
            >
              <input
                type="radio"
                name="analytics-period"
                value={period}
                checked={value === period}
                disabled={disabled}
                aria-describedby={disabled ? noteId : undefined}
                onChange={() => onChange(period)}
                className="sr-only"
              />
              {disabled && <Lock className="absolute top-0.5 right-0.5 h-2.5 w-2.5 sm:static sm:h-3.5 sm:w-3.5" aria-hidden />}
              {t(PERIOD_LABELS[period])}
            </label>
          );
        })}
      </div>
      {lockedLabels.length > 0 && (
        <p id={noteId} className="mt-2 text-sm text-slate-600">
          <Trans>{lockedList} come with Pro.</Trans>{" "}
          <Link to="/pricing" className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800">
            <Trans>Upgrade to Pro</Trans>
          </Link>
        </p>
      )}
    </fieldset>
  );
}

/** "7 days, 90 days and 12 months". */
function listed(items: string[]): string {
  return new Intl.ListFormat(i18n.locale, { type: "conjunction" }).format(items);
}
