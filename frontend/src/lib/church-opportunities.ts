import { queryOptions } from "@tanstack/react-query";
import { api, retryUnlessClientError, unwrap } from "./api/client";
import { queryKeys } from "./query-keys";

/**
 * The signed-in church's open opportunities: what a boost can feature (features/billing), what the
 * directory scores fit for (features/directory). Under "opportunities" (the registry), so a boost
 * or a new posting anywhere refreshes it.
 */
export function openOpportunitiesQuery(userId: string) {
  return queryOptions({
    queryKey: queryKeys.opportunities.mineOpen(userId),
    queryFn: async ({ signal }) =>
      unwrap(await api.GET("/api/opportunities/mine", { params: { query: { status: "open", limit: 50 } }, signal })),
    retry: retryUnlessClientError,
  });
}
