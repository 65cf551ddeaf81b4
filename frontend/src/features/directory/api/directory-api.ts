import { queryOptions } from "@tanstack/react-query";
import { api, retryUnlessClientError, unwrap } from "@/lib/api/client";
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
export function directoryQuery(query: DirectoryApiQuery) {
  return queryOptions({
    queryKey: queryKeys.profiles.directory(query),
    queryFn: async ({ signal }) =>
      unwrap(await api.GET("/api/profiles/search", { params: { query }, signal })),
    staleTime: 30_000,
    retry: retryUnlessClientError,
  });
}
