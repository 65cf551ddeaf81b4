import type { SubscriptionInfo } from "@/features/billing/api/subscription";
import { dayOf } from "@/lib/format";

export type SubscriptionStatus = NonNullable<SubscriptionInfo["status"]>;

export const STATUS_LABELS: Record<SubscriptionStatus, string> = {
  trialing: "Trial",
  active: "Active",
  past_due: "Payment overdue",
  incomplete: "Incomplete",
  incomplete_expired: "Expired",
  unpaid: "Unpaid",
  canceled: "Cancelled",
  paused: "Paused",
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
  if (!isRunning(subscription)) return new Date(end).getTime() <= now ? `Ended on ${dayOf(end)}` : null;
  return `${subscription.cancelAtPeriodEnd ? "Ends" : "Renews"} on ${dayOf(end)}`;
}

/** An amount in the payment's own currency: "$49.00". */
export function money(cents: number, currency: string): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() }).format(cents / 100);
}

/** Whether the 10-day money-back guarantee can still be asked for. */
export function refundOpen(subscription: SubscriptionInfo, now: number = Date.now()): boolean {
  const until = subscription.refundEligibleUntil;
  return until !== null && subscription.refundRequestedAt === null && new Date(until).getTime() > now;
}
