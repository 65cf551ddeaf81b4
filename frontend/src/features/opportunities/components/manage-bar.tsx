import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CircleSlash, Copy, Lock, Pencil, Search, Send, Users } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { FormError } from "@/components/profile/editor-parts";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { ApiError } from "@/lib/api/client";
import { useSession } from "@/lib/auth/session";
import { errorMessage } from "@/lib/form-errors";
import { calendarDay, localDate } from "@/lib/format";
import { OPPORTUNITY_STATUS_LABELS, OPPORTUNITY_STATUS_TONES } from "@/lib/statuses";
import { notify } from "@/lib/toast";
import { manageOpportunity, type ManageAction, type Opportunity } from "../api/opportunities-api";
import { queryKeys } from "@/lib/query-keys";
import type { FeatureBoostSlot } from "@/lib/slots";
import { eventDayRange } from "../format";

const DONE: Record<Exclude<ManageAction, "duplicate">, [MessageDescriptor, MessageDescriptor]> = {
  publish: [msg`Opportunity published`, msg`Speakers and musicians can now find it and apply.`],
  close: [msg`Opportunity closed`, msg`It takes no more applications; applicants still waiting have been told.`],
  cancel: [msg`Opportunity cancelled`, msg`Everyone who applied has been told.`],
};

// Refusals that buying something would lift.
const PLAN_CODES = new Set(["premium_required", "posting_quota_reached"]);

export function StatusBadge({ status }: { status: Opportunity["status"] }) {
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${OPPORTUNITY_STATUS_TONES[status]}`}>
      {OPPORTUNITY_STATUS_LABELS[status]}
    </span>
  );
}

/** What the church's admins and leaders can do with their opportunity, by its status. */
export function ManageBar({ opportunity, featureBoost: FeatureBoost }: { opportunity: Opportunity; featureBoost: FeatureBoostSlot }) {
  const { t } = useLingui();
  const { id, status } = opportunity;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const action = useMutation({
    mutationFn: (which: ManageAction) => manageOpportunity(id, which),
    onSuccess: async (result, which) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.opportunities.all });
      if (which === "duplicate") {
        notify.success(t`Copy saved as a draft`, t`Change the dates and details, then publish it.`);
        await navigate(`/opportunities/${result.id}/edit`);
      } else {
        const [title, detail] = DONE[which];
        notify.success(t(title), t(detail));
      }
    },
  });
  const busy = action.isPending ? (action.variables ?? null) : null;
  const run = (which: ManageAction) => {
    setConfirmingCancel(false);
    action.mutate(which);
  };
  const editable = status === "draft" || status === "open";
  // Featured boosts: a premium church's admins buy them; its other managers see one running.
  const session = useSession();
  const canBuy = session.status === "signed-in" && session.user.premium && session.user.church?.role === "admin";

  return (
    <section aria-label={t`Manage this opportunity`} className="mt-5 rounded-xl border border-slate-200 bg-slate-50 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <span className="mr-1 text-sm text-slate-600">
          <Trans>
            Status: <StatusBadge status={status} />
          </Trans>
        </span>
        {editable && (
          <Button asChild variant="secondary" size="sm">
            <Link to={`/opportunities/${id}/edit`}>
              <Pencil className="h-4 w-4" aria-hidden />
              <Trans>Edit</Trans>
            </Link>
          </Button>
        )}
        {status === "draft" && (
          <Button size="sm" onClick={() => run("publish")} disabled={busy !== null} aria-busy={busy === "publish"}>
            <Send className="h-4 w-4" aria-hidden />
            {busy === "publish" ? <Trans>Publishing…</Trans> : <Trans>Publish</Trans>}
          </Button>
        )}
        {status !== "draft" && (
          <Button asChild variant="secondary" size="sm">
            <Link to={`/opportunities/${id}/applicants`}>
              <Users className="h-4 w-4" aria-hidden />
              <Trans>Review applicants</Trans>
            </Link>
          </Button>
        )}
        {status === "open" && (
          <Button variant="secondary" size="sm" onClick={() => run("close")} disabled={busy !== null} aria-busy={busy === "close"}>
            <Lock className="h-4 w-4" aria-hidden />
            {busy === "close" ? <Trans>Closing…</Trans> : <Trans context="opportunity">Close</Trans>}
          </Button>
        )}
        <Button variant="secondary" size="sm" onClick={() => run("duplicate")} disabled={busy !== null} aria-busy={busy === "duplicate"}>
          <Copy className="h-4 w-4" aria-hidden />
          {busy === "duplicate" ? <Trans>Duplicating…</Trans> : <Trans>Duplicate</Trans>}
        </Button>
        {status !== "cancelled" && status !== "filled" && (
          <Button
            variant="ghost-destructive"
            size="sm"
            onClick={() => setConfirmingCancel(true)}
            disabled={busy !== null}
            aria-busy={busy === "cancel"}
          >
            <CircleSlash className="h-4 w-4" aria-hidden />
            {busy === "cancel" ? <Trans>Cancelling…</Trans> : <Trans>Cancel opportunity</Trans>}
          </Button>
        )}
      </div>
      {status === "open" && (canBuy || opportunity.featured) && <FeatureBoost opportunity={opportunity} className="mt-3" />}
      <FreeTalentLink opportunity={opportunity} />
      {action.isError && (
        <div className="mt-3">
          <FormError>
            {errorMessage(action.error, t`That didn't work. Please try again.`)}
            {action.error instanceof ApiError && PLAN_CODES.has(action.error.code) && (
              <>
                {" "}
                <Link to="/pricing" className="font-medium underline">
                  <Trans>See plans and posting packs</Trans>
                </Link>
              </>
            )}
          </FormError>
        </div>
      )}
      <ConfirmDialog
        open={confirmingCancel}
        title={t`Cancel this opportunity?`}
        description={t`It will be marked cancelled and take no more applications. Everyone who applied, and anyone already confirmed, will be told. This cannot be undone.`}
        confirmLabel={t`Cancel opportunity`}
        cancelLabel={t`Keep it`}
        destructive
        onConfirm={() => run("cancel")}
        onCancel={() => setConfirmingCancel(false)}
      />
    </section>
  );
}

/** The directory narrowed to the talent free on the event's (first) day, while the church may
 * still be looking: not once it is filled or cancelled, nor after the day (the search refuses
 * past days). */
function FreeTalentLink({ opportunity }: { opportunity: Opportunity }) {
  const { from } = eventDayRange(opportunity);
  const looking = opportunity.status !== "filled" && opportunity.status !== "cancelled";
  if (!looking || from < localDate(new Date(), opportunity.timezone)) return null;
  const date = calendarDay(from);
  return (
    <p className="mt-3 text-sm">
      <Link
        to={`/talent?available_on=${from}`}
        className="inline-flex items-center gap-1 font-medium text-brand-800 underline hover:text-brand-900"
      >
        <Search className="h-4 w-4" aria-hidden />
        <Trans>Find speakers and musicians free on {date}</Trans>
      </Link>
    </p>
  );
}
