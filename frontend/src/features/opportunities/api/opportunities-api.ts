import { queryOptions } from "@tanstack/react-query";
import { api, retryUnlessClientError, unwrap } from "@/lib/api/client";
import type { components, operations } from "@/lib/api/schema";
import { queryKeys } from "@/lib/query-keys";

export type OpportunityCard = components["schemas"]["OpportunityCard"];
export type Opportunity = components["schemas"]["OpportunityOut"];
export type OpportunityIn = components["schemas"]["OpportunityIn"];
export type OpportunityPage = components["schemas"]["OpportunitySearchPage"];
export type PostingQuota = components["schemas"]["PostingQuota"];
export type ApplicationIn = components["schemas"]["ApplicationIn"];
export type EventType = components["schemas"]["EventType"];
export type PositionRole = components["schemas"]["PositionRole"];
export type SearchQuery = NonNullable<operations["opportunities-search"]["parameters"]["query"]>;
export type CompensationFilter = NonNullable<SearchQuery["compensation"]>;

/** One page (20) of open opportunities still ahead: featured first, then soonest. */
export function searchQuery(query: SearchQuery, viewerId: string | null) {
  return queryOptions({
    queryKey: queryKeys.opportunities.search(query, viewerId),
    queryFn: async ({ signal }) => unwrap(await api.GET("/api/opportunities", { params: { query }, signal })),
    staleTime: 30_000,
    retry: retryUnlessClientError,
  });
}

export function opportunityQuery(id: string, viewerId: string | null) {
  return queryOptions({
    queryKey: queryKeys.opportunities.detail(id, viewerId),
    queryFn: async () =>
      unwrap(await api.GET("/api/opportunities/{opportunity_id}", { params: { path: { opportunity_id: id } } })),
    retry: retryUnlessClientError,
  });
}

/** Postings the signed-in church member's church may still publish this month. */
export function quotaQuery(userId: string) {
  return queryOptions({
    queryKey: queryKeys.opportunities.quota(userId),
    queryFn: async () => unwrap(await api.GET("/api/opportunities/quota")),
    retry: retryUnlessClientError,
  });
}

/** A new draft for the caller's church (admins and leaders). */
export async function createOpportunity(body: OpportunityIn) {
  return unwrap(await api.POST("/api/opportunities", { body }));
}

/** The whole opportunity (a field left out is cleared). */
export async function updateOpportunity(id: string, body: OpportunityIn) {
  return unwrap(
    await api.PUT("/api/opportunities/{opportunity_id}", { params: { path: { opportunity_id: id } }, body }),
  );
}

export type ManageAction = "publish" | "close" | "cancel" | "duplicate";

/** publish, close, cancel; duplicate answers the new draft. */
export async function manageOpportunity(id: string, action: ManageAction): Promise<Opportunity> {
  const params = { params: { path: { opportunity_id: id } } };
  switch (action) {
    case "publish":
      return unwrap(await api.POST("/api/opportunities/{opportunity_id}/publish", params));
    case "close":
      return unwrap(await api.POST("/api/opportunities/{opportunity_id}/close", params));
    case "cancel":
      return unwrap(await api.POST("/api/opportunities/{opportunity_id}/cancel", params));
    case "duplicate":
      return unwrap(await api.POST("/api/opportunities/{opportunity_id}/duplicate", params));
  }
}

export async function applyTo(id: string, body: ApplicationIn) {
  return unwrap(
    await api.POST("/api/opportunities/{opportunity_id}/applications", {
      params: { path: { opportunity_id: id } },
      body,
    }),
  );
}
