import type { Catalogue, Plan } from "./api/plans";
import type { SubscriptionInfo } from "./api/subscription";

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

const CHURCH_FEATURES = ["Unlimited messaging with speakers and musicians", "Full contact access", "2 opportunity postings per month"];
const PRO_FEATURES = ["Unlimited applications", "Pro badge on your profile"];

function plan(key: string, name: string, role: Plan["role"], interval: Plan["interval"], cents: number, features: string[]): Plan {
  return { key, name, role, interval, price_cents: cents, summary: `${name} in brief.`, features };
}

/** GET /api/billing/plans's answer, shortened. */
export const CATALOGUE: Catalogue = {
  plans: [
    plan("church_monthly", "Church Premium", "church", "month", 4900, CHURCH_FEATURES),
    plan("church_yearly", "Church Premium", "church", "year", 49000, CHURCH_FEATURES),
    plan("speaker_monthly", "Speaker Pro", "speaker", "month", 1200, PRO_FEATURES),
    plan("speaker_yearly", "Speaker Pro", "speaker", "year", 12000, PRO_FEATURES),
    plan("musician_monthly", "Musician Pro", "musician", "month", 1200, PRO_FEATURES),
    plan("musician_yearly", "Musician Pro", "musician", "year", 12000, PRO_FEATURES),
    plan("featured_boost", "Featured boost", "church", "once", 1900, []),
    plan("additional_posting_pack", "Additional posting pack", "church", "once", 2900, []),
  ],
  free_talent_monthly_applications: 5,
  money_back_guarantee_days: 10,
  test_mode: true,
};

/** POST /api/billing/checkout's answer: the provider's payment page. */
export function checkoutOut(url = "http://127.0.0.1:8000/test-payment?session=cs_test_1") {
  return { success: true, url, sessionId: "cs_test_1", error: null };
}
