import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { api, retryUnlessClientError, unwrap } from "@/lib/api/client";
import type { components } from "@/lib/api/schema";
import { reloadUser } from "@/lib/auth/actions";
import { queryKeys } from "@/lib/query-keys";

export type SubscriptionInfo = components["schemas"]["SubscriptionInfo"];

/** Back from a checkout, the provider's word may still be on its way: ask again this often, for
 * this long (spec: the page keeps checking instead of refusing at once). */
export const PLAN_POLL_MS = 1500;
export const PLAN_WAIT_MS = 20_000;

/** The plan in force for the signed-in user (the church's for its members). */
export function subscriptionQuery(userId: string) {
  return queryOptions({
    queryKey: queryKeys.billing.subscription(userId),
    queryFn: async ({ signal }) => unwrap(await api.GET("/api/billing/subscription", { signal })),
    retry: retryUnlessClientError,
    staleTime: 30_000,
  });
}

/**
 * The subscription; with `awaitingPlan` (back from a checkout), asked again every 1.5 s for up to
 * 20 s until it is premium. `waiting` is true meanwhile. When the plan arrives, the session's user
 * and everything cached are refreshed: the plan changes what the whole app shows.
 */
export function useSubscription(userId: string, awaitingPlan = false) {
  const queryClient = useQueryClient();
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    if (!awaitingPlan) return;
    const timer = setTimeout(() => setGaveUp(true), PLAN_WAIT_MS);
    return () => clearTimeout(timer);
  }, [awaitingPlan]);
  const polling = awaitingPlan && !gaveUp;
  const query = useQuery({
    ...subscriptionQuery(userId),
    refetchInterval: (current) => (polling && !current.state.data?.premium ? PLAN_POLL_MS : false),
  });
  const premium = query.data?.premium ?? false;
  useEffect(() => {
    if (!awaitingPlan || !premium) return;
    void reloadUser().catch(() => undefined);
    void queryClient.invalidateQueries({ predicate: (cached) => cached.queryKey[0] !== queryKeys.billing.all[0] });
  }, [awaitingPlan, premium, queryClient]);
  return { query, waiting: polling && !premium };
}
