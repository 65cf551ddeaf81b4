import type { Analytics, Counts, Metric, Period } from "./api/analytics-api";

const LABELS: Record<Metric, string> = {
  profile_views: "Profile views",
  directory_appearances: "Directory appearances",
  opportunity_views: "Opportunity views",
  applications: "Applications",
  shortlisted: "Shortlisted",
  offered: "Offers",
  confirmed: "Confirmed",
  declined: "Declined",
  not_selected: "Not selected",
};

// A church's profile is its church page, and its applications come from applicants.
const CHURCH_LABELS: Partial<Record<Metric, string>> = {
  profile_views: "Church page views",
  applications: "Applicants",
  confirmed: "Confirmed hires",
};

export function metricLabel(kind: Analytics["kind"], metric: Metric): string {
  return (kind === "church" && CHURCH_LABELS[metric]) || LABELS[metric];
}

/** The kind's metrics, in the server's order (the table's columns, as in the CSV). */
export function metricsOf(analytics: Analytics): Metric[] {
  return analytics.metrics.filter((metric): metric is Metric => metric in LABELS);
}

/** A bucket's or the totals' count of one metric (the server leaves other kinds' metrics null). */
export function count(counts: Counts, metric: Metric): number {
  return counts[metric] ?? 0;
}

/** Nothing at all happened in the period: the page says what to do next instead of flat charts. */
export function isEmpty(analytics: Analytics): boolean {
  return metricsOf(analytics).every((metric) => count(analytics.totals, metric) === 0);
}

/** Buckets are days, or months over 12 months; their start is a calendar date ("2026-11-03"). */
export function isMonthly(period: Period): boolean {
  return period === "12m";
}

const SHORT_DAY = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const LONG_DAY = new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
const SHORT_MONTH = new Intl.DateTimeFormat("en-US", { month: "short", timeZone: "UTC" });
const LONG_MONTH = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

const asDate = (start: string) => new Date(`${start}T00:00:00Z`);

/** An axis tick: "Nov 3", or "Nov" for a month. */
export function tickLabel(start: string, period: Period): string {
  return (isMonthly(period) ? SHORT_MONTH : SHORT_DAY).format(asDate(start));
}

/** A table row's or tooltip's heading: "Tue, Nov 3, 2026", or "November 2026". */
export function bucketLabel(start: string, period: Period): string {
  return (isMonthly(period) ? LONG_MONTH : LONG_DAY).format(asDate(start));
}

/** 0.667 -> "67%"; no offers answered yet -> null. */
export function percent(rate: number | null | undefined): string | null {
  return rate === null || rate === undefined ? null : `${Math.round(rate * 100)}%`;
}

/** 1 -> "1 day", 4.5 -> "4.5 days". */
export function days(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return `${rounded} ${rounded === 1 ? "day" : "days"}`;
}
