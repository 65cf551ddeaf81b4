import { Trans, useLingui } from "@lingui/react/macro";
import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import type { components } from "@/lib/api/schema";
import { cn } from "@/lib/cn";

export type Fit = components["schemas"]["FitOut"];

/**
 * A ministry fit score ("87% fit") and, on demand, why: each reason with the points it adds (a gap
 * adds none), then what one side left blank. Churches and talent see the same reasons.
 */
export function FitSummary({ fit, className }: { fit: Fit; className?: string }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const score = fit.score;
  const blanks = fit.not_stated.join("; ");
  return (
    <div className={cn("rounded-md bg-brand-50 px-3 py-2 text-sm", className)}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-brand-900">
          <Trans>{score}% fit</Trans>
        </p>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((shown) => !shown)}
          className="inline-flex items-center gap-1 font-medium text-brand-800 underline hover:text-brand-900"
        >
          <Trans>Why this match</Trans>
          <ChevronDown className={cn("h-4 w-4 transition-transform", open ? "rotate-180" : "rotate-0")} aria-hidden />
        </button>
      </div>
      <div id={listId} hidden={!open}>
        <ul className="mt-2 space-y-1" aria-label={t`Reasons`}>
          {fit.reasons.map((reason) => (
            <li key={reason.factor} className="flex items-start justify-between gap-3">
              <span className={reason.kind === "gap" ? "text-slate-600" : "text-slate-800"}>{reason.text}</span>
              <span
                className={cn(
                  "shrink-0 tabular-nums",
                  reason.kind === "gap" ? "text-slate-500" : "font-medium text-emerald-800",
                )}
              >
                {reason.kind === "gap" ? t`gap` : `+${reason.points}`}
              </span>
            </li>
          ))}
        </ul>
        {fit.not_stated.length > 0 && (
          <p className="mt-2 text-xs text-slate-500">
            <Trans>Left out (not stated): {blanks}</Trans>
          </p>
        )}
      </div>
    </div>
  );
}
