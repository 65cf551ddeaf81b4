import {
  hashKey,
  queryOptions,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from "@tanstack/react-query";
import { api, retryUnlessClientError, unwrap } from "@/lib/api/client";
import { cursorQuery } from "@/lib/api/cursor-query";
import type { components } from "@/lib/api/schema";
import type { ApplicationStatus } from "@/lib/statuses";
import type { OfferIn } from "../offer";
import { queryKeys } from "@/lib/query-keys";

export type Application = components["schemas"]["ApplicationOut"];
export type Applicant = components["schemas"]["ApplicantSummary"];
type ApplicationPage = components["schemas"]["ApplicationPage"];

/** GET /api/applications: the talent's own, or the applications the member's church received;
 * newest first, 20 a page, by cursor. */
export function myApplicationsQuery(userId: string, status: ApplicationStatus | undefined) {
  return cursorQuery({
    queryKey: queryKeys.applications.mine(userId, status),
    fetchPage: async (cursor, signal) =>
      unwrap(await api.GET("/api/applications", { params: { query: { status, cursor } }, signal })),
  });
}

export function applicationQuery(id: string) {
  return queryOptions({
    queryKey: queryKeys.applications.one(id),
    queryFn: async ({ signal }) =>
      unwrap(await api.GET("/api/applications/{application_id}", { params: { path: { application_id: id } }, signal })),
    retry: retryUnlessClientError,
  });
}

/** GET /api/opportunities/{id}/applications: its applicants in the order they came (for the
 * church's members; others get the server's 404 or 403). */
export function applicantsQuery(opportunityId: string, userId: string, status: ApplicationStatus | undefined) {
  return queryOptions({
    queryKey: queryKeys.applications.ofOpportunity(opportunityId, userId, status),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.GET("/api/opportunities/{opportunity_id}/applications", {
          params: { path: { opportunity_id: opportunityId }, query: { status } },
          signal,
        }),
      ),
    retry: retryUnlessClientError,
  });
}

/** GET /api/opportunities/{id}: the opportunity whose applicants a page lists (its title, dates
 * and link back). What it says about the viewer depends on who asks. */
export function opportunityQuery(opportunityId: string, userId: string) {
  return queryOptions({
    queryKey: queryKeys.applications.opportunity(opportunityId, userId),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.GET("/api/opportunities/{opportunity_id}", { params: { path: { opportunity_id: opportunityId } }, signal }),
      ),
    retry: retryUnlessClientError,
  });
}

/** GET /api/availability/of/{id}: which days a speaker or musician is free, booked or away (never
 * why), from one day to another. */
export function talentCalendarQuery(talentId: string, from: string, to: string) {
  return queryOptions({
    queryKey: queryKeys.availability.ofTalent(talentId, from, to),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.GET("/api/availability/of/{user_id}", { params: { path: { user_id: talentId }, query: { from, to } }, signal }),
      ),
    retry: retryUnlessClientError,
  });
}

const path = (id: string) => ({ params: { path: { application_id: id } } });

/** Each move the server makes on an application, answering the application as it is now. */
const MOVES = {
  withdraw: async ({ id }: { id: string }) => unwrap(await api.POST("/api/applications/{application_id}/withdraw", path(id))),
  shortlist: async ({ id }: { id: string }) =>
    unwrap(await api.POST("/api/applications/{application_id}/shortlist", path(id))),
  decline: async ({ id, note }: { id: string; note: string | null }) =>
    unwrap(await api.POST("/api/applications/{application_id}/decline", { ...path(id), body: { note } })),
  offer: async ({ id, offer }: { id: string; offer: OfferIn }) =>
    unwrap(await api.POST("/api/applications/{application_id}/offer", { ...path(id), body: offer })),
  accept: async ({ id }: { id: string }) =>
    unwrap(await api.POST("/api/applications/{application_id}/offer/accept", path(id))),
  declineOffer: async ({ id }: { id: string }) =>
    unwrap(await api.POST("/api/applications/{application_id}/offer/decline", path(id))),
};

/** A move on an application: the answer replaces the application wherever this feature shows it
 * (at once), then the lists refresh (a filtered list may lose it). Other features show parts of it too (dashboards' counts, an opportunity's applicant
 * status) under keys this feature cannot know: everything else is marked stale, to be fetched
 * again when next shown. */
export function useApplicationMove<K extends keyof typeof MOVES>(move: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: MOVES[move] as (variables: Parameters<(typeof MOVES)[K]>[0]) => Promise<Application>,
    onSuccess: async (application) => {
      const replace = (item: Application) => (item.id === application.id ? application : item);
      const one = queryKeys.applications.one(application.id);
      queryClient.setQueryData(one, application);
      queryClient.setQueriesData<Application[]>({ queryKey: queryKeys.applications.allOfOpportunities }, (list) => list?.map(replace));
      queryClient.setQueriesData<InfiniteData<ApplicationPage>>({ queryKey: queryKeys.applications.allMine }, (data) =>
        data && { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map(replace) })) },
      );
      await queryClient.invalidateQueries({
        queryKey: queryKeys.applications.all,
        predicate: (query) => query.queryHash !== hashKey(one),
      });
      await queryClient.invalidateQueries({ refetchType: "none" });
    },
  });
}
