import { queryOptions } from "@tanstack/react-query";
import { api, ApiError, noContent, retryUnlessClientError, unwrap } from "@/lib/api/client";
import type { components, operations } from "@/lib/api/schema";
import { queryKeys } from "@/lib/query-keys";

export type TalentCard = components["schemas"]["TalentCard"];
export type DirectoryPage = components["schemas"]["DirectoryPage"];
export type DirectoryApiQuery = NonNullable<operations["profiles-search"]["parameters"]["query"]>;
export type TalentRole = "speaker" | "musician";

/**
 * One page (50) of speakers and musicians, best match first. Kept under the profiles key, so
 * saving a profile refreshes the directory too.
 */
export function directoryQuery(query: DirectoryApiQuery, viewerId: string | null) {
  return queryOptions({
    queryKey: queryKeys.profiles.directory(query, viewerId),
    queryFn: async ({ signal }) =>
      unwrap(await api.GET("/api/profiles/search", { params: { query }, signal })),
    staleTime: 30_000,
    retry: retryUnlessClientError,
  });
}

export type SuggestedTalent = components["schemas"]["SuggestedTalent"];

/** The speakers and musicians who fit one of the church's opportunities best, with why (its admins
 * and leaders). */
export function suggestedTalentQuery(opportunityId: string) {
  return queryOptions({
    queryKey: queryKeys.opportunities.suggested(opportunityId),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.GET("/api/opportunities/{opportunity_id}/suggested-talent", {
          params: { path: { opportunity_id: opportunityId } },
          signal,
        }),
      ),
    retry: retryUnlessClientError,
  });
}

/** Asks a speaker or musician to apply to the opportunity (a notification and an email). */
export async function inviteToApply(opportunityId: string, talentId: string): Promise<void> {
  noContent(
    await api.POST("/api/opportunities/{opportunity_id}/invitations", {
      params: { path: { opportunity_id: opportunityId } },
      body: { talent_id: talentId },
    }),
  );
}

/**
 * The API's reason for refusing a filter, to show at its input: the day asked for (before today,
 * or beyond how far ahead the calendars are written), a place it does not know, a distance.
 */
export function refusedFilter(
  error: Error | null,
  field: "available_on" | "near" | "radius" | "fit_for",
): string | undefined {
  return error instanceof ApiError && error.status === 422 ? error.fields[field] : undefined;
}
