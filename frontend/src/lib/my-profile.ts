import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "./api/client";
import type { components } from "./api/schema";
import { queryKeys } from "./query-keys";

export type MyProfile = components["schemas"]["MyProfile"];
export type TalentProfile = components["schemas"]["TalentProfileOut"];
/** The one completeness rule, computed by the server (percent and the items, each naming the
 * editor field that completes it). */
export type Completeness = components["schemas"]["Completeness"];

/**
 * The signed-in speaker's or musician's own profile and its completeness (both null for church
 * accounts: theirs is the church's, lib/my-church.ts), shared by the profile editor and the
 * dashboard. Keyed by user so another account never sees a cached one.
 */
export function myProfileQuery(userId: string) {
  return queryOptions({
    queryKey: queryKeys.profiles.mine(userId),
    queryFn: async () => unwrap(await api.GET("/api/profiles/me")),
  });
}
