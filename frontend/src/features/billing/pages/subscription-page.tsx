import { Trans, useLingui } from "@lingui/react/macro";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { CreditCard, FlaskConical, Loader2, ShieldCheck } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { BillingError } from "@/features/billing/components/billing-error";
import { LoadProblem } from "@/components/errors/load-problem";
import { LoadMore } from "@/components/lists/load-more";
import { Button } from "@/components/ui/button";
import { ConfirmDialog, Modal } from "@/components/ui/dialog";
import { Textarea } from "@/components/ui/input";
import { useSession, type User } from "@/lib/auth/session";
import { billingErrorText } from "@/features/billing/errors";
import { subscriptionQuery, type SubscriptionInfo } from "@/features/billing/api/subscription";
import { cn } from "@/lib/cn";
import { dayOf } from "@/lib/format";
import { usePageTitle } from "@/lib/page-title";
import { notify } from "@/lib/toast";
import { paymentsQuery, useCancelSubscription, usePortal, useRefundRequest } from "../api/billing-api";
import { isRunning, money, periodEndText, priceEvery, refundOpen, STATUS_LABELS, STATUS_TONES } from "../format";
import { PageFrame } from "../components/page-frame";

/** /subscription: the plan in force, changing or cancelling it, the money-back guarantee, payments. */
export function SubscriptionPage() {
  const { t } = useLingui();
  usePageTitle(t`Subscription`);
  const session = useSession();
  // The route's guard renders this page for signed-in users only.
  if (session.status !== "signed-in") return null;
  return <Subscription user={session.user} />;
}

function Subscription({ user }: { user: User }) {
  const { t } = useLingui();
  const query = useQuery(subscriptionQuery(user.id));
  let body;
  if (query.isError && !query.data) {
    body = (
      <LoadProblem title={t`We couldn't load your subscription.`} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  } else if (!query.data) {
    body = (
      <div role="status" aria-label={t`Loading your subscription`} className="animate-pulse space-y-6">
        <div className="h-56 rounded-2xl bg-slate-100" />
        <div className="h-40 rounded-2xl bg-slate-100" />
      </div>
    );
  } else {
    const subscription = query.data;
    body = (
      <>
        {subscription.testMode && <TestModeNote />}
        <PlanCard user={user} subscription={subscription} />
        {subscription.canManage && (refundOpen(subscription) || subscription.refundRequestedAt) && (
          <MoneyBackGuarantee subscription={subscription} />
        )}
        {subscription.canManage && <PaymentHistory userId={user.id} />}
      </>
    );
  }
  return (
    <PageFrame title={t`Subscription`} intro={user.role === "church" ? t`Your church's plan and payments.` : t`Your plan and payments.`}>
      {body}
    </PageFrame>
  );
}

function TestModeNote() {
  return (
    <p className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <FlaskConical className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <Trans>Test mode: payments go through Steeple's built-in test provider. No real card is charged.</Trans>
    </p>
  );
}

/** Where a free account chooses a plan: its own role's payment page (a church's admins only). */
function upgradePath(user: User): string | null {
  if (user.role === "church") return user.church?.role === "admin" ? "/payment/church" : null;
  return user.role ? `/payment/${user.role}` : "/pricing";
}

function PlanCard({ user, subscription }: { user: User; subscription: SubscriptionInfo }) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelSubscription();
  const portal = usePortal("/subscription");
  const portalBusy = portal.isPending || portal.isSuccess;
  const { status } = subscription;
  const ends = periodEndText(subscription);
  const canCancel =
    subscription.canManage && subscription.stripeSubscriptionId !== null && isRunning(subscription) && !subscription.cancelAtPeriodEnd;
  const upgrade = upgradePath(user);
  const planName = subscription.planName;
  const periodEnd = subscription.currentPeriodEnd && dayOf(subscription.currentPeriodEnd);

  const confirmCancel = () => {
    setConfirming(false);
    if (!subscription.stripeSubscriptionId) return;
    cancel.mutate(subscription.stripeSubscriptionId, {
      onSuccess: () =>
        notify.success(
          t`Subscription cancelled`,
          periodEnd ? t`You keep ${planName} until ${periodEnd}.` : t`You keep ${planName} until the end of the period paid for.`,
        ),
    });
  };

  return (
    <section aria-labelledby="current-plan" className="rounded-2xl border border-slate-200 p-6 sm:p-8">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-sm font-medium text-slate-500">
            <Trans>Current plan</Trans>
          </p>
          <h2 id="current-plan" className="mt-1 text-2xl font-bold text-slate-900">
            {subscription.planName}
          </h2>
          {subscription.premium && subscription.priceCents !== null && subscription.interval && subscription.interval !== "once" && (
            <p className="mt-1 text-slate-600">
              {priceEvery(money(subscription.priceCents, "usd"), subscription.interval)}
            </p>
          )}
        </div>
        {status && (
          <span className={cn("rounded-full px-2.5 py-0.5 text-sm font-medium", STATUS_TONES[status])}>{t(STATUS_LABELS[status])}</span>
        )}
      </div>
      {ends && <p className="mt-4 font-medium text-slate-900">{ends}</p>}
      {subscription.cancelAtPeriodEnd && isRunning(subscription) && periodEnd && (
        <p className="mt-3 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-950">
          <Trans>
            Your subscription is cancelled and won't renew. You keep {planName} until {periodEnd}.
          </Trans>
        </p>
      )}
      {status === "past_due" && (
        <p className="mt-3 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-950">
          <Trans>Your last payment failed. Update your card in Manage Billing to keep your plan.</Trans>
        </p>
      )}
      {!subscription.premium && (
        <p className="mt-3 text-slate-600">
          {status === "canceled" && (
            <>
              <Trans>Your previous plan has ended.</Trans>{" "}
            </>
          )}
          {user.role === "church" ? (
            <Trans>
              Church Premium lets your church post opportunities, see contact details and message speakers and musicians.
            </Trans>
          ) : (
            <Trans>Pro gives you unlimited applications, a Pro badge and a place near the top of the directory.</Trans>
          )}
        </p>
      )}
      {!subscription.canManage && subscription.premium && (
        <p className="mt-3 text-sm text-slate-600">
          <Trans>Your church's admins manage this plan.</Trans>
        </p>
      )}

      <div className="mt-6 flex flex-wrap gap-3">
        {!subscription.premium && upgrade && (
          <Button asChild>
            <Link to={upgrade}>{user.role === "church" ? <Trans>Get Church Premium</Trans> : <Trans>Go Pro</Trans>}</Link>
          </Button>
        )}
        {!subscription.premium && !upgrade && (
          <p className="text-sm text-slate-600">
            <Trans>Your church's admins choose its plan.</Trans>
          </p>
        )}
        {subscription.canManage && subscription.stripeCustomerId && (
          <Button variant={subscription.premium ? "primary" : "secondary"} onClick={() => portal.mutate()} disabled={portalBusy} aria-busy={portalBusy}>
            {portalBusy ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : <CreditCard className="h-4 w-4" aria-hidden />}
            {portalBusy ? <Trans>Opening billing portal...</Trans> : <Trans>Manage Billing</Trans>}
          </Button>
        )}
        {canCancel && (
          <Button
            variant="ghost-destructive"
            onClick={() => setConfirming(true)}
            disabled={cancel.isPending}
            aria-busy={cancel.isPending}
          >
            {cancel.isPending ? <Trans>Cancelling...</Trans> : <Trans>Cancel subscription</Trans>}
          </Button>
        )}
      </div>
      {portal.isError && <BillingError className="mt-4" error={portal.error} text={billingErrorText(portal.error, "portal")} />}
      {cancel.isError && <BillingError className="mt-4" error={cancel.error} text={billingErrorText(cancel.error, "cancel")} />}
      <ConfirmDialog
        open={confirming}
        title={t`Cancel your subscription?`}
        description={
          periodEnd
            ? t`It won't renew. You keep ${planName} until ${periodEnd}, then move to the free plan.`
            : t`It won't renew. You keep ${planName} until the end of the period paid for, then move to the free plan.`
        }
        confirmLabel={t`Cancel subscription`}
        cancelLabel={t`Keep my plan`}
        destructive
        onConfirm={confirmCancel}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}

function MoneyBackGuarantee({ subscription }: { subscription: SubscriptionInfo }) {
  const { t } = useLingui();
  const requestedOn = subscription.refundRequestedAt && dayOf(subscription.refundRequestedAt);
  const openUntil = dayOf(subscription.refundEligibleUntil ?? "");
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const refund = useRefundRequest();
  const reasonId = useId();
  const submit = () =>
    refund.mutate(reason, {
      onSuccess: () => {
        setOpen(false);
        notify.success(t`Refund requested`, t`Your plan has ended and our support team will be in touch by email.`);
      },
    });
  return (
    <section aria-labelledby="money-back" className="rounded-2xl border border-green-200 bg-green-50/40 p-6 sm:p-8">
      <h2 id="money-back" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <ShieldCheck className="h-5 w-5 text-green-700" aria-hidden />
        <Trans>10-day money-back guarantee</Trans>
      </h2>
      {requestedOn ? (
        <p className="mt-2 text-slate-700">
          <Trans>You asked for a refund on {requestedOn}. Our support team will be in touch by email.</Trans>
        </p>
      ) : (
        <>
          <p className="mt-2 text-slate-700">
            <Trans>Not what you needed? Ask for a full refund until {openUntil}. Your plan ends at once.</Trans>
          </p>
          <Button variant="secondary" className="mt-4" onClick={() => setOpen(true)}>
            <Trans>Request a refund</Trans>
          </Button>
        </>
      )}
      <Modal
        open={open}
        onOpenChange={(next) => !refund.isPending && setOpen(next)}
        title={t`Request a refund`}
        description={t`Your plan ends now and we refund your first payment. Our support team confirms by email.`}
      >
        <form
          className="space-y-4 p-5"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <div className="space-y-1.5">
            <label htmlFor={reasonId} className="block text-sm font-medium text-slate-800">
              <Trans>Why are you leaving? (optional)</Trans>
            </label>
            <Textarea id={reasonId} value={reason} maxLength={1000} onChange={(event) => setReason(event.target.value)} />
          </div>
          {refund.isError && <BillingError error={refund.error} text={billingErrorText(refund.error, "cancel")} />}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={refund.isPending}>
              <Trans>Keep my plan</Trans>
            </Button>
            <Button type="submit" variant="destructive" disabled={refund.isPending} aria-busy={refund.isPending}>
              {refund.isPending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
              {refund.isPending ? <Trans>Requesting...</Trans> : <Trans>Request refund</Trans>}
            </Button>
          </div>
        </form>
      </Modal>
    </section>
  );
}

function PaymentHistory({ userId }: { userId: string }) {
  const { t } = useLingui();
  const payments = useInfiniteQuery(paymentsQuery(userId));
  const items = payments.data?.pages.flatMap((page) => page.items) ?? [];
  let body;
  if (payments.isError && !payments.data) {
    body = (
      <LoadProblem
        title={t`We couldn't load your payments.`}
        error={payments.error}
        onRetry={() => void payments.refetch()}
        retrying={payments.isFetching}
      />
    );
  } else if (!payments.data) {
    body = <div role="status" aria-label={t`Loading your payments`} className="h-32 animate-pulse rounded-lg bg-slate-100" />;
  } else if (items.length === 0) {
    body = (
      <div className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center">
        <p className="font-medium text-slate-900">
          <Trans>No payments yet.</Trans>
        </p>
        <p className="mt-1 text-sm text-slate-600">
          <Trans>Your plan's invoices and one-off purchases will be listed here.</Trans>
        </p>
      </div>
    );
  } else {
    body = (
      <>
        <ul className="divide-y divide-slate-100">
          {items.map((payment) => (
            <li key={payment.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3 first:pt-0">
              <div className="min-w-0">
                <p className="font-medium break-words text-slate-900">{payment.description}</p>
                <p className="text-sm text-slate-500">{dayOf(payment.occurred_at)}</p>
              </div>
              <p className="flex items-baseline gap-3">
                {payment.status === "failed" && (
                  <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-medium text-red-800">
                    <Trans>Failed</Trans>
                  </span>
                )}
                <span className={cn("font-medium", payment.status === "failed" ? "text-slate-500 line-through" : "text-slate-900")}>
                  {money(payment.amount_cents, payment.currency)}
                </span>
              </p>
            </li>
          ))}
        </ul>
        <LoadMore query={payments} what={t`payments`} className="mt-4" />
      </>
    );
  }
  return (
    <section aria-labelledby="payment-history" className="rounded-2xl border border-slate-200 p-6 sm:p-8">
      <h2 id="payment-history" className="text-lg font-semibold text-slate-900">
        <Trans>Payment history</Trans>
      </h2>
      <div className="mt-4">{body}</div>
    </section>
  );
}
