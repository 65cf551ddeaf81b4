import { i18n, type MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import type { Analytics, Counts, Metric, Period } from "./api/analytics-api";

const LABELS: Record<Metric, MessageDescriptor> = {
  profile_views: msg`Profile views`,
  directory_appearances: msg`Directory appearances`,
  opportunity_views: msg`Opportunity views`,
  applications: msg`Applications`,
  shortlisted: msg({ message: "Shortlisted", context: "analytics metric" }),
  offered: msg`Offers`,
  confirmed: msg({ message: "Confirmed", context: "analytics metric" }),
  declined: msg`Declined`,
  not_selected: msg({ message: "Not selected", context: "analytics metric" }),
};

// A church's profile is its church page, and its applications come from applicants.
const CHURCH_LABELS: Partial<Record<Metric, MessageDescriptor>> = {
  profile_views: msg`Church page views`,
  applications: msg`Applicants`,
  confirmed: msg`Confirmed hires`,
};

export function metricLabel(kind: Analytics["kind"], metric: Metric): string {
  return i18n._((kind === "church" && CHURCH_LABELS[metric]) || LABELS[metric]);
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

const SHORT_DAY = { month: "short", day: "numeric" } as const;
const LONG_DAY = { weekday: "short", month: "short", day: "numeric", year: "numeric" } as const;
const SHORT_MONTH = { month: "short" } as const;
const LONG_MONTH = { month: "long", year: "numeric" } as const;

/** A bucket's start (a calendar date, so read in UTC) written in the language on screen. */
function formatStart(start: string, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(i18n.locale, { ...options, timeZone: "UTC" }).format(new Date(`${start}T00:00:00Z`));
}

/** An axis tick: "Nov 3", or "Nov" for a month. */
export function tickLabel(start: string, period: Period): string {
  return formatStart(start, isMonthly(period) ? SHORT_MONTH : SHORT_DAY);
}

/** A table row's or tooltip's heading: "Tue, Nov 3, 2026", or "November 2026". */
export function bucketLabel(start: string, period: Period): string {
  return formatStart(start, isMonthly(period) ? LONG_MONTH : LONG_DAY);
}

/** Whole numbers as the language on screen writes them: 1200 -> "1,200". */
export function wholeNumber(value: number): string {
  return new Intl.NumberFormat(i18n.locale).format(value);
}

/** 0.667 -> "67%"; no offers answered yet -> null. */
export function percent(rate: number | null | undefined): string | null {
  if (rate === null || rate === undefined) return null;
  return new Intl.NumberFormat(i18n.locale, { style: "percent", maximumFractionDigits: 0 }).format(rate);
}

/** 1 -> "1 day", 4.5 -> "4.5 days". */
export function days(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return plural(rounded, { one: "# day", other: "# days" });
}
