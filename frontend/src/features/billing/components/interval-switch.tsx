import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { PlanInterval } from "@/features/billing/api/checkout";
import { cn } from "@/lib/cn";

const LABELS: Record<PlanInterval, MessageDescriptor> = { month: msg`Monthly`, year: msg`Yearly (2 months free)` };

/** Monthly or yearly billing, as a pair of radio buttons. */
export function IntervalSwitch({
  value,
  onChange,
  className,
}: {
  value: PlanInterval;
  onChange: (value: PlanInterval) => void;
  className?: string;
}) {
  const { t } = useLingui();
  return (
    <div role="radiogroup" aria-label={t`Billing interval`} className={cn("inline-flex rounded-lg bg-slate-100 p-1", className)}>
      {(["month", "year"] as const).map((option) => (
        <button
          key={option}
          type="button"
          role="radio"
          aria-checked={value === option}
          onClick={() => onChange(option)}
          className="rounded-md px-4 py-2 text-sm font-medium text-slate-600 focus-visible:outline-2 focus-visible:outline-brand-600 aria-checked:bg-white aria-checked:text-slate-900 aria-checked:shadow-sm"
        >
          {t(LABELS[option])}
        </button>
      ))}
    </div>
  );
}
