import { z } from "@/lib/zod";
import type { MemberRole } from "./api/team-api";

/** User Management's rules and words (spec 02 §2.5, §3, §5). */

export const MEMBER_ROLES: readonly MemberRole[] = ["member", "volunteer", "leader", "admin"];

export const ROLE_LABELS: Record<MemberRole, string> = {
  member: "Member",
  volunteer: "Volunteer",
  leader: "Leader",
  admin: "Admin",
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

/** "a leader", "an admin": the role as a sentence names it. */
export function withArticle(role: MemberRole): string {
  return `${role === "admin" ? "an" : "a"} ${role}`;
}

export const TEAM_TIP = "Only admins can invite and manage users. Invitations expire after 7 days.";

export const EMAIL_REQUIRED = "Email is required";
export const EMAIL_INVALID = "Enter a valid email address";

/** Spec 02 §5 "Invitation": email required and an email, one of the four roles, message optional. */
export const invitationSchema = z.object({
  email: z.string().trim().min(1, EMAIL_REQUIRED).pipe(z.email(EMAIL_INVALID)),
  role: z.enum(MEMBER_ROLES as [MemberRole, ...MemberRole[]]),
  message: z.string().trim().max(500, "Use at most 500 characters"),
});

export type InvitationFormInput = z.input<typeof invitationSchema>;
export type InvitationFormValues = z.output<typeof invitationSchema>;
