import { i18n, type MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { User } from "@/lib/auth/session";
import type { Period } from "./api/analytics-api";

export const PERIODS: readonly Period[] = ["7d", "30d", "90d", "12m"];

/** What free speakers and musicians see; the rest come with Pro (DECISIONS.md: Pro's full analytics). */
export const FREE_PERIOD: Period = "30d";

export const PERIOD_LABELS: Record<Period, MessageDescriptor> = {
  "7d": msg`7 days`,
  "30d": msg`30 days`,
  "90d": msg`90 days`,
  "12m": msg`12 months`,
};

const LAST_PERIODS: Record<Period, MessageDescriptor> = {
  "7d": msg`the last 7 days`,
  "30d": msg`the last 30 days`,
  "90d": msg`the last 90 days`,
  "12m": msg`the last 12 months`,
};

/** "the last 30 days", for captions and headings. */
export function lastPeriod(period: Period): string {
  return i18n._(LAST_PERIODS[period]);
}

export function parsePeriod(value: string | null): Period | undefined {
  return PERIODS.find((period) => period === value);
}

/** Free talent have one period; churches (of any plan) and Pro talent all of them, as on the server. */
export function isLocked(user: User, period: Period): boolean {
  return user.role !== "church" && !user.premium && period !== FREE_PERIOD;
}
