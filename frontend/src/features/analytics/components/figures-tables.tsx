import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import type { Analytics } from "../api/analytics-api";
import { bucketLabel, count, isMonthly, metricLabel, metricsOf, wholeNumber } from "../metrics";
import { lastPeriod } from "../periods";

const CELL = "px-3 py-2 text-right tabular-nums whitespace-nowrap";
const HEAD = "px-3 py-2 text-right font-medium whitespace-nowrap";
// The day stays in view while a narrow screen scrolls the figures sideways.
const STICKY = "sticky left-0 bg-inherit";

/**
 * The charts' figures as tables, for screen readers always and for everyone after "Show as table":
 * hidden ones are only visually hidden, and hold nothing that takes focus then.
 */
export function FiguresTables({ analytics, visible }: { analytics: Analytics; visible: boolean }) {
  const { t } = useLingui();
  const { kind, period } = analytics;
  const metrics = metricsOf(analytics);
  const monthly = isMonthly(period);
  const last = lastPeriod(period);
  return (
    <div className={cn(visible ? "mt-6 space-y-6" : "sr-only")}>
      <Scroller visible={visible} label={monthly ? t`Figures by month` : t`Figures by day`}>
        <table className="w-full text-sm">
          <caption className="px-3 py-2 text-left font-semibold text-slate-900">
            {monthly ? t`Figures by month, ${last}` : t`Figures by day, ${last}`}
          </caption>
          <thead className="text-slate-700">
            <tr className="bg-slate-50">
              <th scope="col" className={cn(STICKY, "px-3 py-2 text-left font-medium")}>
                {monthly ? t`Month` : t`Day`}
              </th>
              {metrics.map((metric) => (
                <th key={metric} scope="col" className={HEAD}>
                  {metricLabel(kind, metric)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {analytics.buckets.map((bucket) => (
              <tr key={bucket.start} className="bg-white">
                <th scope="row" className={cn(STICKY, "px-3 py-2 text-left font-normal whitespace-nowrap text-slate-700")}>
                  {bucketLabel(bucket.start, period)}
                </th>
                {metrics.map((metric) => (
                  <td key={metric} className={CELL}>
                    {wholeNumber(count(bucket, metric))}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t-2 border-slate-200 font-semibold text-slate-900">
            <tr className="bg-white">
              <th scope="row" className={cn(STICKY, "px-3 py-2 text-left")}>
                <Trans>Total</Trans>
              </th>
              {metrics.map((metric) => (
                <td key={metric} className={CELL}>
                  {wholeNumber(count(analytics.totals, metric))}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </Scroller>
      {kind === "church" && analytics.opportunities.length > 0 && (
        <Scroller visible={visible} label={t`Applicants per opportunity`}>
          <table className="w-full text-sm">
            <caption className="px-3 py-2 text-left font-semibold text-slate-900">
              <Trans>Views and applicants per opportunity, {last}</Trans>
            </caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2 text-left font-medium">
                  <Trans>Opportunity</Trans>
                </th>
                <th scope="col" className={HEAD}>
                  <Trans>Views</Trans>
                </th>
                <th scope="col" className={HEAD}>
                  <Trans>Applicants</Trans>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {analytics.opportunities.map((opportunity) => (
                <tr key={opportunity.id}>
                  <th scope="row" className="px-3 py-2 text-left font-normal break-words text-slate-700">
                    {opportunity.title}
                  </th>
                  <td className={CELL}>{wholeNumber(opportunity.views)}</td>
                  <td className={CELL}>{wholeNumber(opportunity.applicants)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Scroller>
      )}
    </div>
  );
}

/** A wide table scrolls sideways on a narrow screen; shown, the keyboard can scroll it too. */
function Scroller({ visible, label, children }: { visible: boolean; label: string; children: ReactNode }) {
  if (!visible) return children;
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      {children}
    </div>
  );
}
