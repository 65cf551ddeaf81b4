import type { Analytics, Counts, Period } from "./api/analytics-api";

const TALENT_METRICS = [
  "profile_views",
  "directory_appearances",
  "applications",
  "shortlisted",
  "offered",
  "confirmed",
  "declined",
  "not_selected",
] as const;
const CHURCH_METRICS = ["profile_views", "opportunity_views", "applications", "confirmed"] as const;

/** Starts of `count` buckets ending on Nov 23, 2026: days, or months' first days. */
function starts(period: Period): string[] {
  const count = { "7d": 7, "30d": 30, "90d": 90, "12m": 12 }[period];
  return Array.from({ length: count }, (_, index) => {
    const back = count - 1 - index;
    const date = period === "12m" ? new Date(Date.UTC(2026, 10 - back, 1)) : new Date(Date.UTC(2026, 10, 23 - back));
    return date.toISOString().slice(0, 10);
  });
}

/** Figures as the API answers them: `each` counted in every bucket for every metric of the kind. */
export function analytics(kind: Analytics["kind"], period: Period = "30d", each = 1, extra: Partial<Analytics> = {}): Analytics {
  const metrics = kind === "talent" ? TALENT_METRICS : CHURCH_METRICS;
  const counts = (value: number): Counts => Object.fromEntries(metrics.map((metric) => [metric, value]));
  const buckets = starts(period).map((start) => ({ start, ...counts(each) }));
  const common = { period, kind, metrics: [...metrics], buckets, totals: counts(each * buckets.length) };
  return kind === "talent"
    ? { ...common, acceptance_rate: each ? 0.5 : null, opportunities: [], ...extra }
    : {
        ...common,
        opportunities: [
          { id: "0e7c1b7a-4c57-4f0e-9d64-2c1f0b8e4a01", title: "Fall Revival Weekend", views: 120, applicants: 8 },
          { id: "0e7c1b7a-4c57-4f0e-9d64-2c1f0b8e4a02", title: "Youth Retreat", views: 40, applicants: 2 },
        ],
        median_days_to_hire: 4.5,
        postings_used: 1,
        postings_limit: 2,
        ...extra,
      };
}
