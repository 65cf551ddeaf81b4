import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, retryUnlessClientError, unwrap } from "@/lib/api/client";
import { cursorQuery } from "@/lib/api/cursor-query";
import type { components } from "@/lib/api/schema";
import { queryKeys } from "@/lib/query-keys";

export { usePortal } from "@/features/billing/api/portal";

export type Payment = components["schemas"]["PaymentOut"];
export type TestCheckout = components["schemas"]["TestCheckoutView"];
export type TestPortal = components["schemas"]["TestPortalView"];
export type TestPortalSubscription = components["schemas"]["TestPortalSubscription"];

/** The owner's payments, newest first, a page at a time (church admins and Pro talent). */
export function paymentsQuery(userId: string) {
  return cursorQuery({
    queryKey: queryKeys.billing.payments(userId),
    fetchPage: async (cursor, signal) =>
      unwrap(await api.GET("/api/billing/payments", { params: { query: { cursor } }, signal })),
  });
}

/** Whatever shows the plan or its payments (all under "billing") asks again after a change. */
function useRefreshBilling() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.billing.all });
}

/** Cancels at the end of the period already paid for. */
export function useCancelSubscription() {
  const refresh = useRefreshBilling();
  return useMutation({
    mutationFn: async (subscriptionId: string) =>
      unwrap(await api.POST("/api/billing/cancel", { body: { subscriptionId } })),
    onSuccess: refresh,
  });
}

/** The 10-day money-back guarantee: ends the plan now and tells support. */
export function useRefundRequest() {
  const refresh = useRefreshBilling();
  return useMutation({
    mutationFn: async (reason: string) => unwrap(await api.POST("/api/billing/refund-request", { body: { reason } })),
    onSuccess: refresh,
  });
}

// The built-in test provider's pages: the unguessable id in the address is the key, as on
// Stripe's hosted pages, so they work signed out too.

export function testCheckoutQuery(sessionId: string) {
  return queryOptions({
    queryKey: queryKeys.billing.testCheckout(sessionId),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.GET("/api/test-payment/checkout/{session_id}", { params: { path: { session_id: sessionId } }, signal }),
      ),
    retry: retryUnlessClientError,
  });
}

export type TestCheckoutAction = { kind: "pay"; card: "success" | "decline" } | { kind: "cancel" };

/** Pay (or decline) or cancel the test checkout; answers where the provider sends the payer. */
export async function finishTestCheckout(sessionId: string, action: TestCheckoutAction): Promise<string> {
  const path = { params: { path: { session_id: sessionId } } };
  const { redirect_url: url } = unwrap(
    action.kind === "pay"
      ? await api.POST("/api/test-payment/checkout/{session_id}/pay", { ...path, body: { card: action.card } })
      : await api.POST("/api/test-payment/checkout/{session_id}/cancel", path),
  );
  return url;
}

export function testPortalQuery(portalId: string) {
  return queryOptions({
    queryKey: queryKeys.billing.testPortal(portalId),
    queryFn: async ({ signal }) =>
      unwrap(await api.GET("/api/test-payment/portal/{portal_id}", { params: { path: { portal_id: portalId } }, signal })),
    retry: retryUnlessClientError,
  });
}

export type TestPortalAction =
  | { kind: "change-plan"; subscriptionId: string; planKey: string }
  | { kind: "cancel" | "resume" | "fail-payment"; subscriptionId: string };

/** A change made in the test portal; answers the portal as it is now. */
export function useTestPortalAction(portalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: TestPortalAction) => {
      const path = { params: { path: { portal_id: portalId } } };
      const subscription_id = action.subscriptionId;
      switch (action.kind) {
        case "change-plan":
          return unwrap(
            await api.POST("/api/test-payment/portal/{portal_id}/change-plan", {
              ...path,
              body: { subscription_id, plan_key: action.planKey },
            }),
          );
        case "cancel":
          return unwrap(await api.POST("/api/test-payment/portal/{portal_id}/cancel", { ...path, body: { subscription_id } }));
        case "resume":
          return unwrap(await api.POST("/api/test-payment/portal/{portal_id}/resume", { ...path, body: { subscription_id } }));
        case "fail-payment":
          return unwrap(
            await api.POST("/api/test-payment/portal/{portal_id}/fail-payment", { ...path, body: { subscription_id } }),
          );
      }
    },
    onSuccess: (portal) => queryClient.setQueryData(testPortalQuery(portalId).queryKey, portal),
  });
}
