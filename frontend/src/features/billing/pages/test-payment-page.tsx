import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery } from "@tanstack/react-query";
import { CreditCard, FlaskConical, Loader2, SearchX } from "lucide-react";
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { LoadProblem } from "@/components/errors/load-problem";
import { FormError } from "@/components/profile/editor-parts";
import { Button } from "@/components/ui/button";
import { ApiError, isNotFound } from "@/lib/api/client";
import { openProviderPage, useReadyOnReturn } from "@/features/billing/api/checkout";
import { priceText } from "@/features/billing/api/plans";
import { cn } from "@/lib/cn";
import { dayOf } from "@/lib/format";
import { errorMessage } from "@/lib/form-errors";
import { usePageTitle } from "@/lib/page-title";
import {
  finishTestCheckout,
  testCheckoutQuery,
  testPortalQuery,
  useTestPortalAction,
  type TestCheckout,
  type TestCheckoutAction,
  type TestPortal,
  type TestPortalSubscription,
} from "../api/billing-api";
import { money, priceEvery, STATUS_LABELS, STATUS_TONES } from "../format";

/**
 * /test-payment: the built-in test provider's hosted pages, standing in for Stripe's when no keys
 * are set. ?session= is a checkout (pay, decline the card, cancel); ?portal= the billing portal.
 */
export function TestPaymentPage() {
  const { t } = useLingui();
  usePageTitle(t`Test payment`);
  const [params] = useSearchParams();
  const sessionId = params.get("session");
  const portalId = params.get("portal");
  return (
    <div className="mx-auto max-w-xl px-4 py-10 sm:px-6">
      <p className="flex items-start gap-2 rounded-lg border-2 border-dashed border-amber-400 bg-amber-50 px-4 py-3 text-sm text-amber-950">
        <FlaskConical className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
        <span>
          <Trans>
            <strong className="font-bold tracking-wide">TEST MODE</strong> · Steeple's built-in test provider. No real card is
            charged.
          </Trans>
        </span>
      </p>
      <div className="mt-6">
        {sessionId ? (
          <TestCheckoutPanel sessionId={sessionId} />
        ) : portalId ? (
          <TestPortalPanel portalId={portalId} />
        ) : (
          <Missing>
            <Trans>This address has no checkout or billing portal in it.</Trans>
          </Missing>
        )}
      </div>
    </div>
  );
}

function Missing({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-slate-200 px-6 py-12 text-center">
      <SearchX className="h-10 w-10 text-slate-400" aria-hidden />
      <h1 className="mt-3 text-xl font-semibold text-slate-900">
        <Trans>Nothing to pay here</Trans>
      </h1>
      <p className="mt-2 text-slate-600">{children}</p>
    </div>
  );
}

function Loading({ label }: { label: string }) {
  return <div role="status" aria-label={label} className="h-80 animate-pulse rounded-2xl bg-slate-100" />;
}

function TestCheckoutPanel({ sessionId }: { sessionId: string }) {
  const { t } = useLingui();
  const query = useQuery(testCheckoutQuery(sessionId));
  const finish = useMutation({
    mutationFn: (action: TestCheckoutAction) => finishTestCheckout(sessionId, action),
    onSuccess: openProviderPage,
    // A closed session (paid or left in another tab): show how it stands now.
    onError: (error) => {
      if (error instanceof ApiError && error.code === "session_closed") void query.refetch();
    },
  });
  useReadyOnReturn(finish.reset);
  if (query.isError && isNotFound(query.error)) {
    return (
      <Missing>
        <Trans>This checkout link isn't valid. Start again from Steeple.</Trans>
      </Missing>
    );
  }
  if (query.isError) {
    return <LoadProblem title={t`We couldn't load this checkout.`} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  if (!query.data) return <Loading label={t`Loading the checkout`} />;
  const checkout = query.data;
  // Busy from the click until the browser has left for Steeple.
  const busy = finish.isPending || finish.isSuccess;
  const doing = busy ? finish.variables : undefined;
  const amount = money(checkout.amount_cents, checkout.currency);
  const email = checkout.customer_email;

  return (
    <section aria-labelledby="checkout-title" className="rounded-2xl border border-slate-200 p-6 shadow-sm sm:p-8">
      <p className="text-sm text-slate-500">
        <Trans>Checkout for {email}</Trans>
      </p>
      <h1 id="checkout-title" className="mt-1 text-2xl font-bold text-slate-900">
        {checkout.item.name}
      </h1>
      <CheckoutSummary checkout={checkout} />
      {checkout.status === "open" ? (
        <>
          <p className="mt-6 flex items-center gap-2 rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700">
            <CreditCard className="h-4 w-4 shrink-0 text-slate-500" aria-hidden />
            <Trans>Test card 4242 4242 4242 4242</Trans>
          </p>
          {finish.isError && (
            <div className="mt-4">
              <FormError>{errorMessage(finish.error, t`The test payment didn't go through. Please try again.`)}</FormError>
            </div>
          )}
          <div className="mt-6 flex flex-col gap-3">
            <Button size="lg" onClick={() => finish.mutate({ kind: "pay", card: "success" })} disabled={busy} aria-busy={doing?.kind === "pay"}>
              {doing?.kind === "pay" && doing.card === "success" && <Loader2 className="h-5 w-5 animate-spin" aria-hidden />}
              {doing?.kind === "pay" && doing.card === "success" ? <Trans>Paying...</Trans> : <Trans>Pay {amount}</Trans>}
            </Button>
            <div className="grid gap-3 sm:grid-cols-2">
              <Button variant="secondary" onClick={() => finish.mutate({ kind: "pay", card: "decline" })} disabled={busy}>
                <Trans>Decline card</Trans>
              </Button>
              <Button variant="ghost" onClick={() => finish.mutate({ kind: "cancel" })} disabled={busy} aria-busy={doing?.kind === "cancel"}>
                {doing?.kind === "cancel" ? <Trans>Cancelling...</Trans> : <Trans>Cancel</Trans>}
              </Button>
            </div>
          </div>
        </>
      ) : (
        <p role="status" className="mt-6 rounded-lg bg-slate-50 px-4 py-3 text-slate-700">
          {checkout.status === "complete" ? (
            <Trans>This checkout is already paid.</Trans>
          ) : (
            <Trans>This checkout was cancelled or has expired.</Trans>
          )}
        </p>
      )}
    </section>
  );
}

function CheckoutSummary({ checkout }: { checkout: TestCheckout }) {
  const { t } = useLingui();
  const { name, interval } = checkout.item;
  const item = interval === "once" ? name : interval === "month" ? t`${name} (monthly)` : t`${name} (yearly)`;
  const rows: [string, string][] = [[t`Item`, item]];
  if (checkout.opportunity_title) rows.push([t`Opportunity`, checkout.opportunity_title]);
  rows.push([t`Quantity`, String(checkout.quantity)]);
  rows.push([t`Total`, priceEvery(money(checkout.amount_cents, checkout.currency), interval)]);
  return (
    <dl className="mt-6 divide-y divide-slate-100 border-y border-slate-100">
      {rows.map(([term, value]) => (
        <div key={term} className="flex justify-between gap-4 py-2.5 text-sm">
          <dt className="text-slate-500">{term}</dt>
          <dd className="text-right font-medium break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function TestPortalPanel({ portalId }: { portalId: string }) {
  const { t } = useLingui();
  const query = useQuery(testPortalQuery(portalId));
  if (query.isError && isNotFound(query.error)) {
    return (
      <Missing>
        <Trans>This billing portal link isn't valid. Open it again from your subscription page.</Trans>
      </Missing>
    );
  }
  if (query.isError) {
    return <LoadProblem title={t`We couldn't load the billing portal.`} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  if (!query.data) return <Loading label={t`Loading the billing portal`} />;
  return <PortalView portal={query.data} portalId={portalId} />;
}

function PortalView({ portal, portalId }: { portal: TestPortal; portalId: string }) {
  const { t } = useLingui();
  const action = useTestPortalAction(portalId);
  const email = portal.customer_email;
  return (
    <section aria-labelledby="portal-title" className="rounded-2xl border border-slate-200 p-6 shadow-sm sm:p-8">
      <p className="text-sm text-slate-500">
        <Trans>Billing for {email}</Trans>
      </p>
      <h1 id="portal-title" className="mt-1 text-2xl font-bold text-slate-900">
        <Trans>Billing portal</Trans>
      </h1>
      {action.isError && (
        <div className="mt-4">
          <FormError>{errorMessage(action.error, t`That change didn't go through. Please try again.`)}</FormError>
        </div>
      )}
      {portal.subscriptions.length === 0 ? (
        <p className="mt-6 rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-slate-600">
          <Trans>No subscriptions.</Trans>
        </p>
      ) : (
        <ul className="mt-6 space-y-4">
          {portal.subscriptions.map((subscription) => (
            <PortalSubscription key={subscription.id} subscription={subscription} action={action} />
          ))}
        </ul>
      )}
      <Button variant="secondary" className="mt-6 w-full" asChild>
        <a href={portal.return_url}>
          <Trans>Return to Steeple</Trans>
        </a>
      </Button>
    </section>
  );
}

function PortalSubscription({
  subscription,
  action,
}: {
  subscription: TestPortalSubscription;
  action: ReturnType<typeof useTestPortalAction>;
}) {
  const { t } = useLingui();
  const { id, status, item, switch_to: switchTo, cancel_at_period_end: cancelling, current_period_end: end } = subscription;
  const running = status === "active" || status === "trialing" || status === "past_due";
  const busy = action.isPending;
  const doing = busy && action.variables.subscriptionId === id ? action.variables.kind : null;
  return (
    <li className="rounded-xl border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-semibold text-slate-900">{item.name}</p>
          <p className="text-sm text-slate-600">{priceText(item)}</p>
        </div>
        <span className={cn("rounded-full px-2 py-0.5 text-xs font-medium", STATUS_TONES[status])}>{t(STATUS_LABELS[status])}</span>
      </div>
      {end && <PortalPeriodEnd day={dayOf(end)} running={running} cancelling={cancelling} />}
      {running && (
        <div className="mt-4 flex flex-wrap gap-2">
          {switchTo && (
            <Button
              size="sm"
              variant="secondary"
              disabled={busy}
              aria-busy={doing === "change-plan"}
              onClick={() => action.mutate({ kind: "change-plan", subscriptionId: id, planKey: switchTo.key })}
            >
              {doing === "change-plan" ? <Trans>Switching...</Trans> : <SwitchLabel plan={switchTo} />}
            </Button>
          )}
          {cancelling ? (
            <Button size="sm" disabled={busy} aria-busy={doing === "resume"} onClick={() => action.mutate({ kind: "resume", subscriptionId: id })}>
              {doing === "resume" ? <Trans>Resuming...</Trans> : <Trans>Resume</Trans>}
            </Button>
          ) : (
            <Button size="sm" variant="secondary" disabled={busy} aria-busy={doing === "cancel"} onClick={() => action.mutate({ kind: "cancel", subscriptionId: id })}>
              {doing === "cancel" ? <Trans>Cancelling...</Trans> : <Trans>Cancel plan</Trans>}
            </Button>
          )}
          {status !== "past_due" && (
            <Button
              size="sm"
              variant="ghost"
              disabled={busy}
              aria-busy={doing === "fail-payment"}
              onClick={() => action.mutate({ kind: "fail-payment", subscriptionId: id })}
            >
              {doing === "fail-payment" ? <Trans>Simulating...</Trans> : <Trans>Simulate failed payment</Trans>}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

/** "Renews on Jan 1, 2027", "Ends on …" (cancelling), "Ended on …". */
function PortalPeriodEnd({ day, running, cancelling }: { day: string; running: boolean; cancelling: boolean }) {
  return (
    <p className="mt-2 text-sm text-slate-700">
      {!running ? <Trans>Ended on {day}</Trans> : cancelling ? <Trans>Ends on {day}</Trans> : <Trans>Renews on {day}</Trans>}
    </p>
  );
}

/** "Switch to yearly ($490/year)". */
function SwitchLabel({ plan }: { plan: NonNullable<TestPortalSubscription["switch_to"]> }) {
  const price = priceText(plan);
  return plan.interval === "year" ? <Trans>Switch to yearly ({price})</Trans> : <Trans>Switch to monthly ({price})</Trans>;
}
