import { i18n, type MessageDescriptor } from "@lingui/core";
import { msg, t } from "@lingui/core/macro";
import type { components } from "@/lib/api/schema";
import type { SubscriptionInfo } from "@/features/billing/api/subscription";
import { dayOf } from "@/lib/format";

export type SubscriptionStatus = NonNullable<SubscriptionInfo["status"]>;

export const STATUS_LABELS: Record<SubscriptionStatus, MessageDescriptor> = {
  trialing: msg`Trial`,
  active: msg`Active`,
  past_due: msg`Payment overdue`,
  incomplete: msg`Incomplete`,
  incomplete_expired: msg`Expired`,
  unpaid: msg`Unpaid`,
  canceled: msg({ message: "Cancelled", context: "subscription status" }),
  paused: msg`Paused`,
};

export const STATUS_TONES: Record<SubscriptionStatus, string> = {
  trialing: "bg-sky-100 text-sky-800",
  active: "bg-green-100 text-green-800",
  past_due: "bg-amber-100 text-amber-900",
  incomplete: "bg-amber-100 text-amber-900",
  incomplete_expired: "bg-slate-100 text-slate-700",
  unpaid: "bg-red-100 text-red-800",
  canceled: "bg-slate-100 text-slate-700",
  paused: "bg-slate-100 text-slate-700",
};

// A subscription that still runs (and so can be cancelled).
const RUNNING: ReadonlySet<SubscriptionStatus> = new Set(["trialing", "active", "past_due"]);

export function isRunning(subscription: SubscriptionInfo): boolean {
  return subscription.status !== null && RUNNING.has(subscription.status);
}

/**
 * "Renews on Jan 1, 2027", "Ends on …" (cancelled at period end), "Ended on …", or null. A plan
 * ended early (the money-back guarantee) still carries the period it had paid for: no date then.
 */
export function periodEndText(subscription: SubscriptionInfo, now: number = Date.now()): string | null {
  const end = subscription.currentPeriodEnd;
  if (!end || subscription.status === null) return null;
  const day = dayOf(end);
  if (!isRunning(subscription)) return new Date(end).getTime() <= now ? t`Ended on ${day}` : null;
  return subscription.cancelAtPeriodEnd ? t`Ends on ${day}` : t`Renews on ${day}`;
}

/** An amount in the payment's own currency, as the language on screen writes it: "$49.00". */
export function money(cents: number, currency: string): string {
  return new Intl.NumberFormat(i18n.locale || "en", { style: "currency", currency: currency.toUpperCase() }).format(cents / 100);
}

type Interval = components["schemas"]["Interval"];

/** A price by its interval, short: "$49/month", "$490/year", "$19" (once). */
export function pricePer(price: string, interval: Interval): string {
  if (interval === "month") return t`${price}/month`;
  if (interval === "year") return t`${price}/year`;
  return price;
}

/** A price by its interval, in words: "$49.00 a month", "$490.00 a year", "$19.00" (once). */
export function priceEvery(price: string, interval: Interval): string {
  if (interval === "month") return t`${price} a month`;
  if (interval === "year") return t`${price} a year`;
  return price;
}

/** Whether the 10-day money-back guarantee can still be asked for. */
export function refundOpen(subscription: SubscriptionInfo, now: number = Date.now()): boolean {
  const until = subscription.refundEligibleUntil;
  return until !== null && subscription.refundRequestedAt === null && new Date(until).getTime() > now;
}
