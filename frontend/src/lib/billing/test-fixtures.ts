import type { SubscriptionInfo } from "./subscription";

/** GET /api/billing/subscription's answer (imported by tests only): free unless changed. */
export function subscriptionInfo(changes: Partial<SubscriptionInfo> = {}): SubscriptionInfo {
  return {
    plan: "free",
    planName: "Free",
    premium: false,
    interval: null,
    priceCents: null,
    status: null,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    stripeCustomerId: null,
    stripeSubscriptionId: null,
    canManage: true,
    refundEligibleUntil: null,
    refundRequestedAt: null,
    postingsLeft: null,
    packCreditsLeft: null,
    testMode: true,
    ...changes,
  };
}

/** Church Premium, monthly, renewing. */
export function churchPremium(changes: Partial<SubscriptionInfo> = {}): SubscriptionInfo {
  return subscriptionInfo({
    plan: "church_monthly",
    planName: "Church Premium",
    premium: true,
    interval: "month",
    priceCents: 4900,
    status: "active",
    currentPeriodEnd: "2027-01-15T12:00:00Z",
    stripeCustomerId: "cus_test_1",
    stripeSubscriptionId: "sub_test_1",
    postingsLeft: 2,
    packCreditsLeft: 0,
    ...changes,
  });
}
