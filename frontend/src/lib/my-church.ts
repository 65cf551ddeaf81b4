import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "./api/client";
import type { components } from "./api/schema";

/** The signed-in member's church, with their role in it, whether they may edit it, and its
 * completeness (the same rule the server orders by). */
export type MyChurch = components["schemas"]["ChurchOut"];
export type Membership = components["schemas"]["MembershipOut"];

/** Keys under which church data is cached: the church editor refreshes them after a save. */
export const CHURCH_KEYS = {
  all: ["churches"] as const,
  mine: (userId: string) => ["churches", "mine", userId] as const,
  public: ["churches", "public"] as const,
};

/**
 * GET /api/churches/mine, shared by the church editor and the dashboard. Keyed by the signed-in
 * user: what it answers (my_role, can_edit) depends on who asks.
 */
export function myChurchQuery(userId: string) {
  return queryOptions({
    queryKey: CHURCH_KEYS.mine(userId),
    queryFn: async () => unwrap(await api.GET("/api/churches/mine")),
  });
}
