import { i18n, type MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { ApiError } from "@/lib/api/client";

/** What a billing call was for: its error texts differ (spec 02 §8 Billing). */
export type BillingAction = "upgrade" | "subscribe" | "portal" | "cancel" | "boost" | "pack";

const SIGN_IN_NEEDED: Record<BillingAction, MessageDescriptor> = {
  upgrade: msg`You must be logged in to upgrade`,
  subscribe: msg`You must be logged in to subscribe`,
  portal: msg`You must be logged in to access the billing portal`,
  cancel: msg`You must be logged in to cancel subscription`,
  boost: msg`You must be logged in to purchase a featured boost`,
  pack: msg`You must be logged in to purchase additional postings`,
};

const SERVICE_DOWN: Record<BillingAction, MessageDescriptor> = {
  upgrade: msg`Upgrade service temporarily unavailable. Please try again in a few minutes.`,
  subscribe: msg`Payment service temporarily unavailable. Please try again in a few minutes.`,
  portal: msg`Billing portal temporarily unavailable. Please try again in a few minutes.`,
  cancel: msg`Cancellation service temporarily unavailable. Please try again in a few minutes.`,
  boost: msg`Featured boost purchase temporarily unavailable. Please try again in a few minutes.`,
  pack: msg`Posting pack purchase temporarily unavailable. Please try again in a few minutes.`,
};

const FALLBACK: Record<BillingAction, MessageDescriptor> = {
  upgrade: msg`Failed to start upgrade process. Please try again.`,
  subscribe: msg`Failed to create checkout session`,
  portal: msg`Failed to access billing portal`,
  cancel: msg`Failed to cancel subscription`,
  boost: msg`Failed to create checkout session`,
  pack: msg`Failed to create checkout session`,
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
  if (!(error instanceof ApiError)) return i18n._(FALLBACK[action]);
  if (error.status === 401) return i18n._(SIGN_IN_NEEDED[action]);
  if (error.code === "payments_unavailable") return i18n._(SERVICE_DOWN[action]);
  if (error.status >= 500 && error.code !== "price_not_configured") return i18n._(FALLBACK[action]);
  return error.message || i18n._(FALLBACK[action]);
}

/** Signed out (or the session ran out) while paying: sign in first. */
export function needsSignIn(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
