import { t } from "@lingui/core/macro";
import type { Analytics, Metric } from "../api/analytics-api";
import { count, days, percent, wholeNumber } from "../metrics";

interface Figure {
  label: string;
  value: string;
  note?: string;
}

/** The period's headline numbers: what the charts add up to, and the rates they cannot show. */
function figures(analytics: Analytics): Figure[] {
  const total = (metric: Metric) => wholeNumber(count(analytics.totals, metric));
  if (analytics.kind === "talent") {
    return [
      { label: t`Profile views`, value: total("profile_views") },
      { label: t`Directory appearances`, value: total("directory_appearances") },
      { label: t`Applications`, value: total("applications") },
      {
        label: t`Acceptance rate`,
        value: percent(analytics.acceptance_rate) ?? "—",
        note: analytics.acceptance_rate == null ? t`No offers answered yet` : t`Confirmed of the offers you answered`,
      },
    ];
  }
  const used = wholeNumber(analytics.postings_used ?? 0);
  const limit = wholeNumber(analytics.postings_limit ?? 0);
  return [
    { label: t`Opportunity views`, value: total("opportunity_views") },
    { label: t`Applicants`, value: total("applications") },
    {
      label: t`Median time to hire`,
      value: analytics.median_days_to_hire == null ? "—" : days(analytics.median_days_to_hire),
      note: analytics.median_days_to_hire == null ? t`No confirmed hires yet` : t`From posting to a confirmed hire`,
    },
    {
      label: t`Postings used`,
      value: t`${used} of ${limit}`,
      note: t`This month`,
    },
  ];
}

export function KeyFigures({ analytics }: { analytics: Analytics }) {
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {figures(analytics).map((figure) => (
        <div key={figure.label} className="rounded-xl border border-slate-200 bg-white p-4">
          <dt className="text-sm text-slate-600">{figure.label}</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{figure.value}</dd>
          {figure.note && <dd className="mt-0.5 text-xs text-slate-500">{figure.note}</dd>}
        </div>
      ))}
    </dl>
  );
}
