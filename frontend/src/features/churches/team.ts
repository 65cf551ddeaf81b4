import type { MessageDescriptor } from "@lingui/core";
import { msg, select, t } from "@lingui/core/macro";
import { z } from "@/lib/zod";
import type { MemberRole } from "./api/team-api";

/** User Management's rules and words (spec 02 §2.5, §3, §5). */

export const MEMBER_ROLES: readonly MemberRole[] = ["member", "volunteer", "leader", "admin"];

export const ROLE_LABELS: Record<MemberRole, MessageDescriptor> = {
  member: msg`Member`,
  volunteer: msg`Volunteer`,
  leader: msg`Leader`,
  admin: msg({ message: "Admin", context: "church team" }),
};

/** Spec 02 §2.5: admin red, leader yellow, volunteer blue, any other grey. */
export function roleBadgeClass(role: string): string {
  switch (role) {
    case "admin":
      return "bg-red-100 text-red-800";
    case "leader":
      return "bg-yellow-100 text-yellow-800";
    case "volunteer":
      return "bg-blue-100 text-blue-800";
    default:
      return "bg-slate-100 text-slate-700";
  }
}

/*
 * Sentences that name a role are written whole for each role (a select), so each language can
 * choose its article and agreement ("a leader", "an admin"; "un líder", "una administradora"…).
 */

/** After a role change: "Ann Lee is now a leader." */
export function nowRoleText(name: string, role: MemberRole): string {
  return select(role, {
    member: `${name} is now a member.`,
    volunteer: `${name} is now a volunteer.`,
    leader: `${name} is now a leader.`,
    other: `${name} is now an admin.`,
  });
}

/** The invitation's heading: "Join Grace Church on Steeple as a leader". */
export function joinAsText(church: string, role: MemberRole): string {
  return select(role, {
    member: `Join ${church} on Steeple as a member`,
    volunteer: `Join ${church} on Steeple as a volunteer`,
    leader: `Join ${church} on Steeple as a leader`,
    other: `Join ${church} on Steeple as an admin`,
  });
}

/** Once joined: "You joined as a leader." */
export function joinedAsText(role: MemberRole): string {
  return select(role, {
    member: "You joined as a member.",
    volunteer: "You joined as a volunteer.",
    leader: "You joined as a leader.",
    other: "You joined as an admin.",
  });
}

export const teamTip = () => t`Only admins can invite and manage users. Invitations expire after 7 days.`;

export const emailRequired = () => t`Email is required`;
export const emailInvalid = () => t`Enter a valid email address`;

/**
 * Spec 02 §5 "Invitation": email required and an email, one of the four roles, message optional.
 * Messages are written when a value is checked, in the language on screen.
 */
export const invitationSchema = z.object({
  email: z.string().trim().min(1, { error: emailRequired }).pipe(z.email({ error: emailInvalid })),
  role: z.enum(MEMBER_ROLES as [MemberRole, ...MemberRole[]]),
  message: z
    .string()
    .trim()
    .max(500, { error: () => t`Use at most 500 characters` }),
});

export type InvitationFormInput = z.input<typeof invitationSchema>;
export type InvitationFormValues = z.output<typeof invitationSchema>;
