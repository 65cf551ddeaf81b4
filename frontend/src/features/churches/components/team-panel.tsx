import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Info, RefreshCw } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { FormSection } from "@/components/profile/editor-parts";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input, Select, Textarea } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { ApiError } from "@/lib/api/client";
import type { User } from "@/lib/auth/session";
import { applyFieldErrors } from "@/lib/form-errors";
import { dayOf } from "@/lib/format";
import type { MyChurch } from "@/lib/my-church";
import {
  changeMemberRole,
  invitationsQuery,
  inviteMember,
  membersQuery,
  removeMember,
  resendInvitation,
  revokeInvitation,
  type ChurchMember,
  type MemberRole,
  type PendingInvitation,
} from "../api/team-api";
import { failureText, useFlash } from "../hooks/use-flash";
import {
  invitationSchema,
  MEMBER_ROLES,
  ROLE_LABELS,
  TEAM_TIP,
  withArticle,
  type InvitationFormInput,
  type InvitationFormValues,
} from "../team";
import { FlashMessage } from "./flash-message";
import { MemberRoleBadge } from "./role-badge";
import { queryKeys } from "@/lib/query-keys";
import { ScrollingList } from "./scrolling-list";

export const INVITE_FAILED = "Failed to send invitation";
export const REMOVE_FAILED = "Failed to remove user";
export const ROLE_FAILED = "Failed to change role";
export const PREMIUM_NOTE = "Team invitations are part of Church Premium.";

/**
 * Settings' User Management panel (spec 02 §2.5): the church's users with their roles, pending
 * invitations (resend, revoke), the invitation form and removal. Admins only, as the server says.
 */
export function TeamPanel({ user, church }: { user: User; church: MyChurch }) {
  const flash = useFlash();
  return (
    <FormSection title="User Management" description={`Who helps run ${church.church_name} on Steeple.`}>
      <Members user={user} church={church} flash={flash} />
      <Invitations churchId={church.id} flash={flash} />
      <FlashMessage flash={flash.flash} />
      <InviteForm churchId={church.id} premium={user.premium} />
      <div className="flex gap-2 rounded-lg bg-blue-50 p-3 text-sm text-blue-900">
        <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
        <p>{TEAM_TIP}</p>
      </div>
    </FormSection>
  );
}

type PanelFlash = ReturnType<typeof useFlash>;

/**
 * One change to a row of the team (remove, change role, resend, revoke): the row is disabled
 * meanwhile, the panel says how it went, and the list is read again either way.
 */
function useRowAction(flash: PanelFlash, queryKey: readonly unknown[]) {
  const queryClient = useQueryClient();
  const [busyId, setBusyId] = useState<string | null>(null);
  async function run(id: string, work: () => Promise<string>, failure: string) {
    setBusyId(id);
    flash.clear();
    try {
      flash.success(await work());
    } catch (error) {
      flash.error(failureText(error, failure));
    } finally {
      setBusyId(null);
      void queryClient.invalidateQueries({ queryKey });
    }
  }
  return { busyId, run };
}

function Members({ user, church, flash }: { user: User; church: MyChurch; flash: PanelFlash }) {
  const query = useQuery(membersQuery(church.id));
  const { busyId, run } = useRowAction(flash, queryKeys.churches.members(church.id));
  const [removing, setRemoving] = useState<ChurchMember | null>(null);

  function remove(member: ChurchMember) {
    setRemoving(null);
    void run(
      member.id,
      async () => {
        await removeMember(church.id, member.id);
        return `${member.full_name} was removed from ${church.church_name}.`;
      },
      REMOVE_FAILED,
    );
  }

  function changeRole(member: ChurchMember, role: MemberRole) {
    void run(
      member.id,
      async () => {
        const changed = await changeMemberRole(church.id, member.id, role);
        return `${changed.full_name} is now ${withArticle(changed.role)}.`;
      },
      ROLE_FAILED,
    );
  }

  return (
    <SubList title="Church users" count={query.data?.length}>
      {query.data ? (
        <ScrollingList label="Church users">
          <ul className="divide-y divide-slate-200">
            {query.data.map((member) => {
              const you = member.id === user.id;
              return (
                <li key={member.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2.5">
                  <div className="min-w-0 flex-1 basis-48">
                    <p className="truncate text-sm font-medium text-slate-900">
                      {member.full_name}
                      {you && <span className="font-normal text-slate-500"> (you)</span>}
                    </p>
                    <p className="truncate text-sm text-slate-600">{member.email}</p>
                  </div>
                  <MemberRoleBadge role={member.role} />
                  {/* Not for yourself: demoting or removing yourself would shut you out of this page. */}
                  {!you && (
                    <div className="flex items-center gap-1">
                      {/* Named by the person alone: "Role" stays the invitation form's label. */}
                      <Select
                        aria-label={member.full_name}
                        title="Change role"
                        value={member.role}
                        disabled={busyId === member.id}
                        onChange={(event) => changeRole(member, event.target.value as MemberRole)}
                        className="h-8 w-auto py-0 pr-8 text-sm"
                      >
                        {MEMBER_ROLES.map((role) => (
                          <option key={role} value={role}>
                            {ROLE_LABELS[role]}
                          </option>
                        ))}
                      </Select>
                      <Button
                        size="sm"
                        variant="ghost"
                        className="text-red-700 hover:bg-red-50 hover:text-red-800"
                        disabled={busyId === member.id}
                        aria-label={`Remove ${member.full_name}`}
                        onClick={() => setRemoving(member)}
                      >
                        Remove
                      </Button>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        </ScrollingList>
      ) : (
        <ListState query={query} what="church users" />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={`Remove ${removing?.full_name ?? "this user"}?`}
        description={`They will no longer be part of ${church.church_name} on Steeple. You can invite them again later.`}
        confirmLabel="Remove user"
        destructive
        onConfirm={() => removing && remove(removing)}
        onCancel={() => setRemoving(null)}
      />
    </SubList>
  );
}

function Invitations({ churchId, flash }: { churchId: string; flash: PanelFlash }) {
  const query = useQuery(invitationsQuery(churchId));
  const { busyId, run } = useRowAction(flash, queryKeys.churches.invitations(churchId));

  function resend(invitation: PendingInvitation) {
    void run(
      invitation.id,
      async () => {
        await resendInvitation(churchId, invitation.id);
        return `A new invitation is on its way to ${invitation.email}.`;
      },
      "Failed to resend invitation",
    );
  }

  function revoke(invitation: PendingInvitation) {
    void run(
      invitation.id,
      async () => {
        await revokeInvitation(churchId, invitation.id);
        return `The invitation to ${invitation.email} was revoked.`;
      },
      "Failed to revoke invitation",
    );
  }

  return (
    <SubList title="Pending invitations" count={query.data?.length}>
      {query.data ? (
        query.data.length === 0 ? (
          <p className="text-sm text-slate-600">No pending invitations.</p>
        ) : (
          <ScrollingList label="Pending invitations">
            <ul className="divide-y divide-slate-200">
              {query.data.map((invitation) => (
                <li key={invitation.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2.5">
                  <div className="min-w-0 flex-1 basis-48">
                    <p className="truncate text-sm font-medium text-slate-900">{invitation.email}</p>
                    <p className="text-sm text-slate-600">Expires {dayOf(invitation.expires_at)}</p>
                  </div>
                  <MemberRoleBadge role={invitation.role} />
                  <div className="flex gap-1">
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={busyId === invitation.id}
                      aria-label={`Resend to ${invitation.email}`}
                      onClick={() => resend(invitation)}
                    >
                      Resend
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      className="text-red-700 hover:bg-red-50 hover:text-red-800"
                      disabled={busyId === invitation.id}
                      aria-label={`Revoke invitation to ${invitation.email}`}
                      onClick={() => revoke(invitation)}
                    >
                      Revoke
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          </ScrollingList>
        )
      ) : (
        <ListState query={query} what="pending invitations" />
      )}
    </SubList>
  );
}

const INVITE_FIELDS = ["email", "role", "message"] as const;

function InviteForm({ churchId, premium }: { churchId: string; premium: boolean }) {
  const queryClient = useQueryClient();
  const flash = useFlash();
  // The server has the last word on the plan: a lapsed plan answers premium_required.
  const [needsPremium, setNeedsPremium] = useState(!premium);
  const form = useForm<InvitationFormInput, unknown, InvitationFormValues>({
    resolver: zodResolver(invitationSchema),
    defaultValues: { email: "", role: "member", message: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    flash.clear();
    try {
      const sent = await inviteMember(churchId, {
        email: values.email,
        role: values.role,
        message: values.message || null,
      });
      form.reset();
      flash.success(`Invitation sent to ${sent.email}.`);
      void queryClient.invalidateQueries({ queryKey: queryKeys.churches.invitations(churchId) });
    } catch (error) {
      if (error instanceof ApiError && error.code === "premium_required") setNeedsPremium(true);
      else if (!applyFieldErrors(error, INVITE_FIELDS, form.setError)) flash.error(failureText(error, INVITE_FAILED));
    }
  });

  return (
    <SubList title="Invite a user">
      {needsPremium ? (
        <div className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          <p>{PREMIUM_NOTE} Upgrade to invite your leaders, volunteers and members.</p>
          <Link to="/pricing" className="mt-1 inline-block font-medium underline">
            See Church Premium
          </Link>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} aria-label="Invite a user" className="space-y-4">
          <FormField label="Email address" error={errors.email?.message}>
            <Input type="email" autoComplete="off" aria-required {...form.register("email")} />
          </FormField>
          <FormField label="Role" error={errors.role?.message}>
            <Select {...form.register("role")}>
              {MEMBER_ROLES.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label="Message (optional)" error={errors.message?.message} hint="Added to the invitation email.">
            <Textarea rows={3} className="min-h-20" {...form.register("message")} />
          </FormField>
          <div className="flex flex-wrap items-center gap-3">
            <SubmitButton busy={isSubmitting} busyLabel="Sending…">
              Send Invitation
            </SubmitButton>
            <FlashMessage flash={flash.flash} />
          </div>
        </form>
      )}
    </SubList>
  );
}

function SubList({ title, count, children }: { title: string; count?: number; children: ReactNode }) {
  return (
    <div className="space-y-3">
      <h3 className="font-medium text-slate-900">
        {title}
        {count !== undefined && <span className="ml-1.5 text-sm font-normal text-slate-500">({count})</span>}
      </h3>
      {children}
    </div>
  );
}

/** A list still loading, or failed with a way to try again. */
function ListState({
  query,
  what,
}: {
  query: { isError: boolean; isFetching: boolean; refetch: () => unknown };
  what: string;
}) {
  if (!query.isError) {
    return (
      <p role="status" className="text-sm text-slate-500">
        Loading {what}…
      </p>
    );
  }
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700">
      <span>We couldn't load the {what}.</span>
      <Button size="sm" variant="secondary" disabled={query.isFetching} onClick={() => void query.refetch()}>
        <RefreshCw className={query.isFetching ? "h-4 w-4 animate-spin" : "h-4 w-4"} aria-hidden />
        Try again
      </Button>
    </div>
  );
}
