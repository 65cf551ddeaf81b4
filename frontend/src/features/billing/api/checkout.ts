import { t } from "@lingui/core/macro";
import { useMutation } from "@tanstack/react-query";
import { useEffect } from "react";
import { api, unwrap } from "@/lib/api/client";
import type { components } from "@/lib/api/schema";
import { MissingUrlError } from "../errors";

export type CheckoutIn = components["schemas"]["CheckoutIn"];
export type PlanRole = CheckoutIn["role"];
export type PlanInterval = "month" | "year";

// The provider fills this in with its checkout session's id on the way back.
const SESSION_ID = "session_id={CHECKOUT_SESSION_ID}";

/** A plan's catalogue key: church_monthly, speaker_yearly, … */
export function planKey(role: PlanRole, interval: PlanInterval): string {
  return `${role}_${interval === "month" ? "monthly" : "yearly"}`;
}

/**
 * Subscribing (spec 02 §7.6): a church returns to complete its profile, talent to its dashboard,
 * both with the checkout's id so the page waits for the plan; cancelling returns to /pricing.
 */
export function planCheckout(role: PlanRole, interval: PlanInterval): CheckoutIn {
  return {
    priceId: planKey(role, interval),
    role,
    mode: "subscription",
    quantity: 1,
    successUrl:
      role === "church"
        ? `/church/complete-profile?${SESSION_ID}`
        : `/dashboard?payment=success&${SESSION_ID}`,
    cancelUrl: "/pricing?payment=cancelled",
  };
}

/** The dashboard's Go Pro card: Pro monthly (spec 02 §7.6 "Pro monthly upgrade"). */
export function proUpgradeCheckout(role: "speaker" | "musician"): CheckoutIn {
  return {
    priceId: planKey(role, "month"),
    role,
    mode: "subscription",
    quantity: 1,
    successUrl: "/dashboard?payment=success",
    cancelUrl: "/cancel",
  };
}

/** A featured boost for one of the church's opportunities (spec 02 §7.6). */
export function boostCheckout(opportunityId: string): CheckoutIn {
  return {
    priceId: "featured_boost",
    role: "church",
    mode: "payment",
    quantity: 1,
    metadata: { opportunity_id: opportunityId, type: "featured_boost" },
    successUrl: `/dashboard?boost=success&opportunity_id=${opportunityId}`,
    cancelUrl: "/dashboard?boost=cancelled",
  };
}

/** 3 more postings for the church (spec 02 §7.6). */
export function postingPackCheckout(): CheckoutIn {
  return {
    priceId: "additional_posting_pack",
    role: "church",
    mode: "payment",
    quantity: 1,
    metadata: { type: "additional_posting_pack" },
    successUrl: "/dashboard?posting_pack=success",
    cancelUrl: "/dashboard?posting_pack=cancelled",
  };
}

/** Starts a checkout and answers the payment page's address. */
export async function startCheckout(body: CheckoutIn): Promise<string> {
  const { url } = unwrap(await api.POST("/api/billing/checkout", { body }));
  if (!url) throw new MissingUrlError(t`No checkout URL returned`);
  return url;
}

/** The provider's own page (checkout, billing portal): a full page load, leaving the app. */
export function openProviderPage(url: string) {
  window.location.assign(url);
}

/**
 * A page that sent the browser to the provider may come back from the back-forward cache as it
 * was left, its button still busy: make it ready again.
 */
export function useReadyOnReturn(reset: () => void) {
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => event.persisted && reset();
    window.addEventListener("pageshow", onShow);
    return () => window.removeEventListener("pageshow", onShow);
  }, [reset]);
}

/**
 * Starts a checkout, then sends the browser to the payment page. `onError` runs even when the
 * page has gone meanwhile (a 401 that ended the session takes the gate away, say).
 */
export function useCheckout(onError?: (error: Error) => void) {
  const checkout = useMutation({ mutationFn: startCheckout, onSuccess: openProviderPage, onError });
  useReadyOnReturn(checkout.reset);
  return checkout;
}
