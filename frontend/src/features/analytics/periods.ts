import type { User } from "@/lib/auth/session";
import type { Period } from "./api/analytics-api";

export const PERIODS: readonly Period[] = ["7d", "30d", "90d", "12m"];

/** What free speakers and musicians see; the rest come with Pro (DECISIONS.md: Pro's full analytics). */
export const FREE_PERIOD: Period = "30d";

export const PERIOD_LABELS: Record<Period, string> = {
  "7d": "7 days",
  "30d": "30 days",
  "90d": "90 days",
  "12m": "12 months",
};

/** "the last 30 days", for captions and headings. */
export function lastPeriod(period: Period): string {
  return `the last ${PERIOD_LABELS[period]}`;
}

export function parsePeriod(value: string | null): Period | undefined {
  return PERIODS.find((period) => period === value);
}

/** Free talent have one period; churches (of any plan) and Pro talent all of them, as on the server. */
export function isLocked(user: User, period: Period): boolean {
  return user.role !== "church" && !user.premium && period !== FREE_PERIOD;
}
