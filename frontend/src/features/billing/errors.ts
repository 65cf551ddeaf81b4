import { ApiError } from "@/lib/api/client";

/** What a billing call was for: its error texts differ (spec 02 §8 Billing). */
export type BillingAction = "upgrade" | "subscribe" | "portal" | "cancel" | "boost" | "pack";

const SIGN_IN_NEEDED: Record<BillingAction, string> = {
  upgrade: "You must be logged in to upgrade",
  subscribe: "You must be logged in to subscribe",
  portal: "You must be logged in to access the billing portal",
  cancel: "You must be logged in to cancel subscription",
  boost: "You must be logged in to purchase a featured boost",
  pack: "You must be logged in to purchase additional postings",
};

const TRY_LATER = "Please try again in a few minutes.";
const SERVICE_DOWN: Record<BillingAction, string> = {
  upgrade: `Upgrade service temporarily unavailable. ${TRY_LATER}`,
  subscribe: `Payment service temporarily unavailable. ${TRY_LATER}`,
  portal: `Billing portal temporarily unavailable. ${TRY_LATER}`,
  cancel: `Cancellation service temporarily unavailable. ${TRY_LATER}`,
  boost: `Featured boost purchase temporarily unavailable. ${TRY_LATER}`,
  pack: `Posting pack purchase temporarily unavailable. ${TRY_LATER}`,
};

const FALLBACK: Record<BillingAction, string> = {
  upgrade: "Failed to start upgrade process. Please try again.",
  subscribe: "Failed to create checkout session",
  portal: "Failed to access billing portal",
  cancel: "Failed to cancel subscription",
  boost: "Failed to create checkout session",
  pack: "Failed to create checkout session",
};

/** The provider answered without the page to send the browser to. */
export class MissingUrlError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "MissingUrlError";
  }
}

/**
 * Why a billing call failed, in spec 02 §8's words: signed out, the payment service down, our own
 * failure or a lost connection (the action's fallback); otherwise what the server said (a price
 * not configured, an unverified email, a plan already held).
 */
export function billingErrorText(error: unknown, action: BillingAction): string {
  if (error instanceof MissingUrlError) return error.message;
  if (!(error instanceof ApiError)) return FALLBACK[action];
  if (error.status === 401) return SIGN_IN_NEEDED[action];
  if (error.code === "payments_unavailable") return SERVICE_DOWN[action];
  if (error.status >= 500 && error.code !== "price_not_configured") return FALLBACK[action];
  return error.message || FALLBACK[action];
}

/** Signed out (or the session ran out) while paying: sign in first. */
export function needsSignIn(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
