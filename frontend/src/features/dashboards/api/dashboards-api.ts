import { queryOptions } from "@tanstack/react-query";
import { api, retryUnlessClientError, unwrap } from "@/lib/api/client";
import type { components } from "@/lib/api/schema";
import { queryKeys } from "@/lib/query-keys";

export type Application = components["schemas"]["ApplicationOut"];
export type ApplicationsSummary = components["schemas"]["ApplicationsSummary"];
export type OpportunityCard = components["schemas"]["OpportunityCard"];
export type ManagedOpportunity = components["schemas"]["ManagedOpportunity"];
export type ApplicantCounts = components["schemas"]["ApplicantCounts"];
export type PostingQuota = components["schemas"]["PostingQuota"];
export type Notification = components["schemas"]["NotificationOut"];

/** How many of each list the dashboards show; the full lists have pages of their own. */
export const OPPORTUNITIES_SHOWN = 10;
export const RECENT_SHOWN = 5;

/*
 * Keys come from the registry, under each domain's root ("applications", "opportunities",
 * "notifications"), so a feature that invalidates its domain after a change (an offer accepted, a
 * posting published), and the realtime events that change one, refresh the dashboard too.
 */

/** A speaker's or musician's applications by status, offers waiting and this month's left. */
export function applicationsSummaryQuery(userId: string) {
  return queryOptions({
    queryKey: queryKeys.applications.summary(userId),
    queryFn: async ({ signal }) => unwrap(await api.GET("/api/applications/summary", { signal })),
    retry: retryUnlessClientError,
  });
}

/** Up to 6 open opportunities that fit the talent's profile. */
export function recommendedQuery(userId: string) {
  return queryOptions({
    queryKey: queryKeys.opportunities.recommended(userId),
    queryFn: async ({ signal }) => unwrap(await api.GET("/api/opportunities/recommended", { signal })),
    retry: retryUnlessClientError,
  });
}

/** The church's newest opportunities, with their applicants counted by status. */
export function churchOpportunitiesQuery(userId: string) {
  return queryOptions({
    queryKey: queryKeys.opportunities.mine(userId),
    queryFn: async ({ signal }) =>
      unwrap(await api.GET("/api/opportunities/mine", { params: { query: { limit: OPPORTUNITIES_SHOWN } }, signal })),
    retry: retryUnlessClientError,
  });
}

/** Postings the church may still publish this month, and whether the caller may write them. */
export function postingQuotaQuery(userId: string) {
  return queryOptions({
    queryKey: queryKeys.opportunities.quota(userId),
    queryFn: async ({ signal }) => unwrap(await api.GET("/api/opportunities/quota", { signal })),
    retry: retryUnlessClientError,
  });
}

/** The newest applications the church received (for a church member, GET /api/applications
 * answers those). */
export function receivedApplicationsQuery(userId: string) {
  return queryOptions({
    queryKey: queryKeys.applications.received(userId),
    queryFn: async ({ signal }) =>
      unwrap(await api.GET("/api/applications", { params: { query: { limit: RECENT_SHOWN } }, signal })),
    retry: retryUnlessClientError,
  });
}

/** The caller's newest notifications. */
export function latestNotificationsQuery(userId: string) {
  return queryOptions({
    queryKey: queryKeys.notifications.latest(userId),
    queryFn: async ({ signal }) =>
      unwrap(await api.GET("/api/notifications", { params: { query: { limit: RECENT_SHOWN } }, signal })),
    retry: retryUnlessClientError,
  });
}

export type Hire = components["schemas"]["HireOut"];

/** GET /api/hires: the caller's confirmed hires ahead, soonest first, with where each plan stands. */
export function upcomingHiresQuery(userId: string) {
  return queryOptions({
    queryKey: queryKeys.handoff.upcoming(userId),
    queryFn: async ({ signal }) => unwrap(await api.GET("/api/hires", { signal })),
    retry: retryUnlessClientError,
  });
}
