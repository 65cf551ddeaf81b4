import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import type { Analytics } from "../api/analytics-api";
import { bucketLabel, count, isMonthly, metricLabel, metricsOf } from "../metrics";
import { lastPeriod } from "../periods";

const number = new Intl.NumberFormat("en-US");
const CELL = "px-3 py-2 text-right tabular-nums whitespace-nowrap";
const HEAD = "px-3 py-2 text-right font-medium whitespace-nowrap";
// The day stays in view while a narrow screen scrolls the figures sideways.
const STICKY = "sticky left-0 bg-inherit";

/**
 * The charts' figures as tables, for screen readers always and for everyone after "Show as table":
 * hidden ones are only visually hidden, and hold nothing that takes focus then.
 */
export function FiguresTables({ analytics, visible }: { analytics: Analytics; visible: boolean }) {
  const { kind, period } = analytics;
  const metrics = metricsOf(analytics);
  const unit = isMonthly(period) ? "Month" : "Day";
  return (
    <div className={cn(visible ? "mt-6 space-y-6" : "sr-only")}>
      <Scroller visible={visible} label={`Figures by ${unit.toLowerCase()}`}>
        <table className="w-full text-sm">
          <caption className="px-3 py-2 text-left font-semibold text-slate-900">
            Figures by {unit.toLowerCase()}, {lastPeriod(period)}
          </caption>
          <thead className="text-slate-700">
            <tr className="bg-slate-50">
              <th scope="col" className={cn(STICKY, "px-3 py-2 text-left font-medium")}>
                {unit}
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
                    {number.format(count(bucket, metric))}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t-2 border-slate-200 font-semibold text-slate-900">
            <tr className="bg-white">
              <th scope="row" className={cn(STICKY, "px-3 py-2 text-left")}>
                Total
              </th>
              {metrics.map((metric) => (
                <td key={metric} className={CELL}>
                  {number.format(count(analytics.totals, metric))}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </Scroller>
      {kind === "church" && analytics.opportunities.length > 0 && (
        <Scroller visible={visible} label="Applicants per opportunity">
          <table className="w-full text-sm">
            <caption className="px-3 py-2 text-left font-semibold text-slate-900">
              Views and applicants per opportunity, {lastPeriod(period)}
            </caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2 text-left font-medium">
                  Opportunity
                </th>
                <th scope="col" className={HEAD}>
                  Views
                </th>
                <th scope="col" className={HEAD}>
                  Applicants
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {analytics.opportunities.map((opportunity) => (
                <tr key={opportunity.id}>
                  <th scope="row" className="px-3 py-2 text-left font-normal break-words text-slate-700">
                    {opportunity.title}
                  </th>
                  <td className={CELL}>{number.format(opportunity.views)}</td>
                  <td className={CELL}>{number.format(opportunity.applicants)}</td>
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
