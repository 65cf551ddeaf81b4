import { queryOptions } from "@tanstack/react-query";
import { api, noContent, retryUnlessClientError, unwrap } from "@/lib/api/client";
import type { components } from "@/lib/api/schema";
import { queryKeys } from "@/lib/query-keys";

/** A church's team and invitations (backend/steeple/churches/team.py; docs/architecture.md "Churches"). */

export type MemberRole = components["schemas"]["MemberRole"];
export type ChurchMember = components["schemas"]["MemberOut"];
export type PendingInvitation = components["schemas"]["PendingInvitationOut"];
export type InvitationIn = components["schemas"]["InvitationIn"];
export type InvitationPublic = components["schemas"]["InvitationPublic"];

const church = (churchId: string) => ({ params: { path: { church_id: churchId } } });

export function membersQuery(churchId: string) {
  return queryOptions({
    queryKey: queryKeys.churches.members(churchId),
    retry: retryUnlessClientError,
    queryFn: async () => unwrap(await api.GET("/api/churches/{church_id}/members", church(churchId))),
  });
}

/** Invitations still waiting for an answer (admins only). */
export function invitationsQuery(churchId: string) {
  return queryOptions({
    queryKey: queryKeys.churches.invitations(churchId),
    retry: retryUnlessClientError,
    queryFn: async () => unwrap(await api.GET("/api/churches/{church_id}/invitations", church(churchId))),
  });
}

/** Emails a 7-day link; inviting an address already invited renews its one open invitation. */
export async function inviteMember(churchId: string, body: InvitationIn) {
  return unwrap(await api.POST("/api/churches/{church_id}/invitations", { ...church(churchId), body }));
}

/** A new link, valid 7 days from now; the earlier link stops working. */
export async function resendInvitation(churchId: string, invitationId: string) {
  return unwrap(
    await api.POST("/api/churches/{church_id}/invitations/{invitation_id}/resend", {
      params: { path: { church_id: churchId, invitation_id: invitationId } },
    }),
  );
}

export async function revokeInvitation(churchId: string, invitationId: string) {
  noContent(
    await api.DELETE("/api/churches/{church_id}/invitations/{invitation_id}", {
      params: { path: { church_id: churchId, invitation_id: invitationId } },
    }),
  );
}

/** Admins only; never demotes the last admin (409 last_admin). Answers the member as they are now. */
export async function changeMemberRole(churchId: string, userId: string, role: MemberRole) {
  return unwrap(
    await api.PATCH("/api/churches/{church_id}/members/{user_id}", {
      params: { path: { church_id: churchId, user_id: userId } },
      body: { role },
    }),
  );
}

/** Never the last admin (409 last_admin). */
export async function removeMember(churchId: string, userId: string) {
  noContent(
    await api.DELETE("/api/churches/{church_id}/members/{user_id}", {
      params: { path: { church_id: churchId, user_id: userId } },
    }),
  );
}

/** The invitation behind an emailed link, for whoever holds the link. */
export function invitationQuery(token: string) {
  return queryOptions({
    queryKey: queryKeys.invitations.one(token),
    retry: retryUnlessClientError,
    queryFn: async () => unwrap(await api.GET("/api/invitations/{token}", { params: { path: { token } } })),
  });
}

export async function acceptInvitation(token: string) {
  return unwrap(await api.POST("/api/invitations/{token}/accept", { params: { path: { token } } }));
}
