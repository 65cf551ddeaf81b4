import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
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
  nowRoleText,
  ROLE_LABELS,
  teamTip,
  type InvitationFormInput,
  type InvitationFormValues,
} from "../team";
import { FlashMessage } from "./flash-message";
import { MemberRoleBadge } from "./role-badge";
import { queryKeys } from "@/lib/query-keys";
import { ScrollingList } from "./scrolling-list";

/**
 * Settings' User Management panel (spec 02 §2.5): the church's users with their roles, pending
 * invitations (resend, revoke), the invitation form and removal. Admins only, as the server says.
 */
export function TeamPanel({ user, church }: { user: User; church: MyChurch }) {
  const { t } = useLingui();
  const flash = useFlash();
  const churchName = church.church_name;
  return (
    <FormSection title={t`User Management`} description={t`Who helps run ${churchName} on Steeple.`}>
      <Members user={user} church={church} flash={flash} />
      <Invitations churchId={church.id} flash={flash} />
      <FlashMessage flash={flash.flash} />
      <InviteForm churchId={church.id} premium={user.premium} />
      <div className="flex gap-2 rounded-lg bg-blue-50 p-3 text-sm text-blue-900">
        <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
        <p>{teamTip()}</p>
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
  const { t } = useLingui();
  const churchName = church.church_name;
  const query = useQuery(membersQuery(church.id));
  const { busyId, run } = useRowAction(flash, queryKeys.churches.members(church.id));
  const [removing, setRemoving] = useState<ChurchMember | null>(null);
  const removingName = removing?.full_name;

  function remove(member: ChurchMember) {
    setRemoving(null);
    void run(
      member.id,
      async () => {
        await removeMember(church.id, member.id);
        const name = member.full_name;
        return t`${name} was removed from ${churchName}.`;
      },
      t`Failed to remove user`,
    );
  }

  function changeRole(member: ChurchMember, role: MemberRole) {
    void run(
      member.id,
      async () => {
        const changed = await changeMemberRole(church.id, member.id, role);
        return nowRoleText(changed.full_name, changed.role);
      },
      t`Failed to change role`,
    );
  }

  return (
    <SubList title={t`Church users`} count={query.data?.length}>
      {query.data ? (
        <ScrollingList label={t`Church users`}>
          <ul className="divide-y divide-slate-200">
            {query.data.map((member) => {
              const you = member.id === user.id;
              const name = member.full_name;
              return (
                <li key={member.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2.5">
                  <div className="min-w-0 flex-1 basis-48">
                    <p className="truncate text-sm font-medium text-slate-900">
                      {member.full_name}
                      {you && (
                        <span className="font-normal text-slate-500">
                          {" "}
                          <Trans>(you)</Trans>
                        </span>
                      )}
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
                        title={t`Change role`}
                        value={member.role}
                        disabled={busyId === member.id}
                        onChange={(event) => changeRole(member, event.target.value as MemberRole)}
                        className="h-8 w-auto py-0 pr-8 text-sm"
                      >
                        {MEMBER_ROLES.map((role) => (
                          <option key={role} value={role}>
                            {t(ROLE_LABELS[role])}
                          </option>
                        ))}
                      </Select>
                      <Button
                        size="sm"
                        variant="ghost-destructive"
                        disabled={busyId === member.id}
                        aria-label={t({ message: `Remove ${name}`, context: "church team" })}
                        onClick={() => setRemoving(member)}
                      >
                        <Trans context="church team">Remove</Trans>
                      </Button>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        </ScrollingList>
      ) : (
        <ListState query={query} loading={t`Loading church users…`} failed={t`We couldn't load the church users.`} />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={removingName ? t`Remove ${removingName}?` : t`Remove this user?`}
        description={t`They will no longer be part of ${churchName} on Steeple. You can invite them again later.`}
        confirmLabel={t`Remove user`}
        destructive
        onConfirm={() => removing && remove(removing)}
        onCancel={() => setRemoving(null)}
      />
    </SubList>
  );
}

function Invitations({ churchId, flash }: { churchId: string; flash: PanelFlash }) {
  const { t } = useLingui();
  const query = useQuery(invitationsQuery(churchId));
  const { busyId, run } = useRowAction(flash, queryKeys.churches.invitations(churchId));

  function resend(invitation: PendingInvitation) {
    void run(
      invitation.id,
      async () => {
        await resendInvitation(churchId, invitation.id);
        const email = invitation.email;
        return t`A new invitation is on its way to ${email}.`;
      },
      t`Failed to resend invitation`,
    );
  }

  function revoke(invitation: PendingInvitation) {
    void run(
      invitation.id,
      async () => {
        await revokeInvitation(churchId, invitation.id);
        const email = invitation.email;
        return t`The invitation to ${email} was revoked.`;
      },
      t`Failed to revoke invitation`,
    );
  }

  return (
    <SubList title={t`Pending invitations`} count={query.data?.length}>
      {query.data ? (
        query.data.length === 0 ? (
          <p className="text-sm text-slate-600">
            <Trans>No pending invitations.</Trans>
          </p>
        ) : (
          <ScrollingList label={t`Pending invitations`}>
            <ul className="divide-y divide-slate-200">
              {query.data.map((invitation) => (
                <InvitationRow
                  key={invitation.id}
                  invitation={invitation}
                  busy={busyId === invitation.id}
                  onResend={() => resend(invitation)}
                  onRevoke={() => revoke(invitation)}
                />
              ))}
            </ul>
          </ScrollingList>
        )
      ) : (
        <ListState
          query={query}
          loading={t`Loading pending invitations…`}
          failed={t`We couldn't load the pending invitations.`}
        />
      )}
    </SubList>
  );
}

function InvitationRow({
  invitation,
  busy,
  onResend,
  onRevoke,
}: {
  invitation: PendingInvitation;
  busy: boolean;
  onResend: () => void;
  onRevoke: () => void;
}) {
  const { t } = useLingui();
  const email = invitation.email;
  const expires = dayOf(invitation.expires_at);
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2.5">
      <div className="min-w-0 flex-1 basis-48">
        <p className="truncate text-sm font-medium text-slate-900">{email}</p>
        <p className="text-sm text-slate-600">
          <Trans>Expires {expires}</Trans>
        </p>
      </div>
      <MemberRoleBadge role={invitation.role} />
      <div className="flex gap-1">
        <Button
          size="sm"
          variant="ghost"
          disabled={busy}
          aria-label={t`Resend to ${email}`}
          onClick={onResend}
        >
          <Trans>Resend</Trans>
        </Button>
        <Button
          size="sm"
          variant="ghost-destructive"
          disabled={busy}
          aria-label={t`Revoke invitation to ${email}`}
          onClick={onRevoke}
        >
          <Trans>Revoke</Trans>
        </Button>
      </div>
    </li>
  );
}

const INVITE_FIELDS = ["email", "role", "message"] as const;

function InviteForm({ churchId, premium }: { churchId: string; premium: boolean }) {
  const { t } = useLingui();
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
      const email = sent.email;
      flash.success(t`Invitation sent to ${email}.`);
      void queryClient.invalidateQueries({ queryKey: queryKeys.churches.invitations(churchId) });
    } catch (error) {
      if (error instanceof ApiError && error.code === "premium_required") setNeedsPremium(true);
      else if (!applyFieldErrors(error, INVITE_FIELDS, form.setError)) flash.error(failureText(error, t`Failed to send invitation`));
    }
  });

  return (
    <SubList title={t`Invite a user`}>
      {needsPremium ? (
        <div className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          <p>
            <Trans>Team invitations are part of Church Premium. Upgrade to invite your leaders, volunteers and members.</Trans>
          </p>
          <Link to="/pricing" className="mt-1 inline-block font-medium underline">
            <Trans>See Church Premium</Trans>
          </Link>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} aria-label={t`Invite a user`} className="space-y-4">
          <FormField label={t`Email address`} error={errors.email?.message}>
            <Input type="email" autoComplete="off" aria-required {...form.register("email")} />
          </FormField>
          <FormField label={t({ message: "Role", context: "church team" })} error={errors.role?.message}>
            <Select {...form.register("role")}>
              {MEMBER_ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(ROLE_LABELS[role])}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label={t`Message (optional)`} error={errors.message?.message} hint={t`Added to the invitation email.`}>
            <Textarea rows={3} className="min-h-20" {...form.register("message")} />
          </FormField>
          <div className="flex flex-wrap items-center gap-3">
            <SubmitButton busy={isSubmitting} busyLabel={t`Sending…`}>
              <Trans>Send Invitation</Trans>
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

/** A list still loading, or failed with a way to try again; `loading` and `failed` say which list. */
function ListState({
  query,
  loading,
  failed,
}: {
  query: { isError: boolean; isFetching: boolean; refetch: () => unknown };
  loading: string;
  failed: string;
}) {
  if (!query.isError) {
    return (
      <p role="status" className="text-sm text-slate-500">
        {loading}
      </p>
    );
  }
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700">
      <span>{failed}</span>
      <Button size="sm" variant="secondary" disabled={query.isFetching} onClick={() => void query.refetch()}>
        <RefreshCw className={query.isFetching ? "h-4 w-4 animate-spin" : "h-4 w-4"} aria-hidden />
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}
