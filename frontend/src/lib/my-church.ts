import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "./api/client";
import type { components } from "./api/schema";
import { queryKeys } from "./query-keys";

/** The signed-in member's church, with their role in it, whether they may edit it, and its
 * completeness (the same rule the server orders by). */
export type MyChurch = components["schemas"]["ChurchOut"];
export type Membership = components["schemas"]["MembershipOut"];

/**
 * GET /api/churches/mine, shared by the church editor and the dashboard. Keyed by the signed-in
 * user: what it answers (my_role, can_edit) depends on who asks.
 */
export function myChurchQuery(userId: string) {
  return queryOptions({
    queryKey: queryKeys.churches.mine(userId),
    queryFn: async () => unwrap(await api.GET("/api/churches/mine")),
  });
}
