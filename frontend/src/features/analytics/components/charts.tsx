import { i18n } from "@lingui/core";
import { t } from "@lingui/core/macro";
import type { ReactElement } from "react";
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import type { Analytics, Metric } from "../api/analytics-api";
import { CHART_HEIGHT } from "../chart-size";
import { bucketLabel, count, isMonthly, metricLabel, tickLabel } from "../metrics";
import { lastPeriod } from "../periods";

/*
 * Recharts, loaded with this module only (the page imports it lazily), so no other page pays for
 * it. Each chart is keyboard-explorable (Recharts' accessibility layer: arrow keys move the
 * tooltip) and named by its SVG title; the same figures are in the page's tables. Texts come from
 * `t` as they are drawn (the app redraws the page when the language changes).
 */

const COLOURS = ["#1d4ed8", "#059669", "#d97706", "#7c3aed", "#db2777", "#64748b"];
const AXIS = { fontSize: 12, fill: "#475569" };
const OUTCOMES: Metric[] = ["applications", "shortlisted", "offered", "confirmed", "declined", "not_selected"];

export function AnalyticsCharts({ analytics }: { analytics: Analytics }) {
  return analytics.kind === "talent" ? <TalentCharts analytics={analytics} /> : <ChurchCharts analytics={analytics} />;
}

function TalentCharts({ analytics }: { analytics: Analytics }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <OverTime analytics={analytics} title={t`Profile views`} metrics={["profile_views"]} shape="area" />
      <OverTime analytics={analytics} title={t`Directory appearances`} metrics={["directory_appearances"]} shape="area" colour={1} />
      <OverTime analytics={analytics} title={t`Applications`} metrics={["applications", "confirmed"]} shape="bar" />
      <Totals
        analytics={analytics}
        title={t`Outcomes`}
        description={t`What became of the applications`}
        rows={OUTCOMES.map((key) => ({
          name: metricLabel("talent", key),
          value: count(analytics.totals, key),
        }))}
      />
    </div>
  );
}

function ChurchCharts({ analytics }: { analytics: Analytics }) {
  const opportunities = [...analytics.opportunities].sort((a, b) => b.applicants - a.applicants).slice(0, 10);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <OverTime analytics={analytics} title={t`Views`} metrics={["opportunity_views", "profile_views"]} shape="line" />
      <OverTime analytics={analytics} title={t`Applicants`} metrics={["applications", "confirmed"]} shape="bar" />
      {opportunities.length > 0 && (
        <div className="lg:col-span-2">
          <Totals
            analytics={analytics}
            title={t`Applicants per opportunity`}
            description={opportunities.length < analytics.opportunities.length ? t`The ten with the most applicants` : undefined}
            rows={opportunities.map((opportunity) => ({ name: opportunity.title, value: opportunity.applicants }))}
            valueName={t`Applicants`}
          />
        </div>
      )}
    </div>
  );
}

/** One or more metrics bucket by bucket. */
function OverTime({
  analytics,
  title,
  metrics,
  shape,
  colour = 0,
}: {
  analytics: Analytics;
  title: string;
  metrics: Metric[];
  shape: "area" | "bar" | "line";
  colour?: number;
}) {
  const { kind, period } = analytics;
  const monthly = isMonthly(period);
  const names = metrics.map((key) => metricLabel(kind, key));
  const last = lastPeriod(period);
  const described = describe(names, monthly);
  const data = analytics.buckets.map((bucket) => ({
    start: bucket.start,
    ...Object.fromEntries(metrics.map((key) => [key, count(bucket, key)])),
  }));
  const common = {
    data,
    title: monthly ? t`${title} by month, ${last}` : t`${title} by day, ${last}`,
    desc: monthly
      ? t`${described}; the same figures are in the table "Figures by month".`
      : t`${described}; the same figures are in the table "Figures by day".`,
    margin: { top: 8, right: 8, bottom: 0, left: -16 },
    // Ninety days of bars side by side: no gaps, or each bar would be thinner than a pixel.
    ...(shape === "bar" && { barGap: 0, barCategoryGap: data.length > 31 ? 1 : "20%" }),
  };
  const axes = [
    <CartesianGrid key="grid" strokeDasharray="3 3" stroke="#e2e8f0" vertical={false} />,
    <XAxis key="x" dataKey="start" tick={AXIS} tickFormatter={(start: string) => tickLabel(start, period)} minTickGap={16} />,
    <YAxis key="y" tick={AXIS} allowDecimals={false} width={48} />,
    <Tooltip key="tooltip" labelFormatter={(start) => bucketLabel(String(start), period)} />,
    metrics.length > 1 && <Legend key="legend" wrapperStyle={{ fontSize: 12 }} />,
  ];
  const series = metrics.map((key, index) => {
    const fill = COLOURS[(colour + index) % COLOURS.length];
    const name = names[index];
    if (shape === "area") {
      return <Area key={key} type="monotone" dataKey={key} name={name} stroke={fill} fill={fill} fillOpacity={0.15} strokeWidth={2} />;
    }
    if (shape === "bar") return <Bar key={key} dataKey={key} name={name} fill={fill} radius={[3, 3, 0, 0]} />;
    return <Line key={key} type="monotone" dataKey={key} name={name} stroke={fill} strokeWidth={2} dot={false} />;
  });
  const Chart = { area: AreaChart, bar: BarChart, line: LineChart }[shape];
  return (
    <ChartCard title={title} description={described}>
      <Chart {...common}>
        {axes}
        {series}
      </Chart>
    </ChartCard>
  );
}

/** The period's totals side by side, as horizontal bars (outcomes, applicants per opportunity). */
function Totals({
  analytics,
  title,
  description,
  rows,
  valueName,
}: {
  analytics: Analytics;
  title: string;
  description?: string;
  rows: { name: string; value: number }[];
  valueName?: string;
}) {
  const last = lastPeriod(analytics.period);
  return (
    <ChartCard title={title} description={description} height={Math.max(CHART_HEIGHT, rows.length * 32 + 32)}>
      <BarChart
        data={rows}
        layout="vertical"
        title={t`${title}, ${last}`}
        desc={t`The same figures are in the tables on this page.`}
        margin={{ top: 8, right: 16, bottom: 0, left: 0 }}
      >
        <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" horizontal={false} />
        <XAxis type="number" tick={AXIS} allowDecimals={false} />
        <YAxis type="category" dataKey="name" tick={AXIS} width={150} tickFormatter={(name: string) => shorten(name, 40)} />
        <Tooltip />
        <Bar dataKey="value" name={valueName ?? t`Total`} fill={COLOURS[0]} radius={[0, 3, 3, 0]} />
      </BarChart>
    </ChartCard>
  );
}

/** A chart under its heading, in a box of fixed height (nothing moves when it draws). */
function ChartCard({
  title,
  description,
  height = CHART_HEIGHT,
  children,
}: {
  title: string;
  description?: string;
  height?: number;
  children: ReactElement;
}) {
  return (
    <figure className="min-w-0 rounded-xl border border-slate-200 bg-white p-4">
      <figcaption>
        <h3 className="font-semibold text-slate-900">{title}</h3>
        {description && <p className="text-sm text-slate-600">{description}</p>}
      </figcaption>
      <div className="mt-3" style={{ height }}>
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

/** "By day", or "Applications and confirmed, by day" for more than one metric. */
function describe(names: string[], monthly: boolean): string {
  if (names.length === 1) return monthly ? t`By month` : t`By day`;
  const listed = new Intl.ListFormat(i18n.locale, { type: "conjunction" }).format(
    names.map((name, index) => (index === 0 ? name : name.toLocaleLowerCase(i18n.locale))),
  );
  return monthly ? t`${listed}, by month` : t`${listed}, by day`;
}

function shorten(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}
