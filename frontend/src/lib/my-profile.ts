import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "./api/client";
import type { components } from "./api/schema";

export type MyProfile = components["schemas"]["MyProfile"];
export type TalentProfile = components["schemas"]["TalentProfileOut"];
export type ChurchProfile = components["schemas"]["ChurchProfileOut"];

/** Keys under which profile data is cached: the editor invalidates them after a save. */
export const PROFILE_KEYS = {
  all: ["profiles"] as const,
  mine: (userId: string) => ["profiles", "me", userId] as const,
  public: ["profiles", "public"] as const,
};

/**
 * The signed-in user's own profile (talent or church, by role), shared by the profile editor and
 * the dashboards' completeness list. Keyed by user so another account never sees a cached one.
 */
export function myProfileQuery(userId: string) {
  return queryOptions({
    queryKey: PROFILE_KEYS.mine(userId),
    queryFn: async () => unwrap(await api.GET("/api/profiles/me")),
  });
}
