import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Loader2 } from "lucide-react";
import { useState } from "react";
import { LoadProblem } from "@/components/errors/load-problem";
import { BillingError } from "@/features/billing/components/billing-error";
import { Button } from "@/components/ui/button";
import { planCheckout, planKey, useCheckout, type PlanInterval, type PlanRole } from "@/features/billing/api/checkout";
import { billingErrorText } from "@/features/billing/errors";
import { plansQuery } from "@/features/billing/api/plans";
import { IntervalSwitch } from "./interval-switch";
import { PlanTerms } from "./plan-terms";

/** One role's plan, monthly or yearly, with the button that starts its checkout. */
export function PlanOffer({ role }: { role: PlanRole }) {
  const { t } = useLingui();
  const plans = useQuery(plansQuery);
  const [interval, setInterval] = useState<PlanInterval>("month");
  const checkout = useCheckout();
  // Busy until the browser has left for the payment page.
  const busy = checkout.isPending || checkout.isSuccess;

  if (plans.isError) {
    return (
      <LoadProblem title={t`We couldn't load the plans.`} error={plans.error} onRetry={() => void plans.refetch()} retrying={plans.isFetching} />
    );
  }
  if (!plans.data) {
    return (
      <div role="status" aria-label={t`Loading the plan`} className="h-[30rem] animate-pulse rounded-2xl bg-slate-100" />
    );
  }
  const plan = plans.data.plans.find((item) => item.key === planKey(role, interval));

  return (
    <section aria-labelledby="plan-offer" className="rounded-2xl border border-brand-600 p-6 shadow-lg ring-1 ring-brand-600 sm:p-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id="plan-offer" className="text-xl font-semibold text-slate-900">
            {plan?.name}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{plan?.summary}</p>
        </div>
        <IntervalSwitch value={interval} onChange={setInterval} />
      </div>
      {plan && (
        <>
          <PlanTerms
            plan={plan}
            guaranteeDays={role === "church" ? plans.data.money_back_guarantee_days : undefined}
            featuresClassName="grid gap-2 sm:grid-cols-2"
          />
        </>
      )}
      {checkout.isError && (
        <BillingError className="mt-6" error={checkout.error} text={billingErrorText(checkout.error, "subscribe")} />
      )}
      <Button
        size="lg"
        className="mt-8 w-full"
        onClick={() => checkout.mutate(planCheckout(role, interval))}
        disabled={busy || !plan}
        aria-busy={busy}
      >
        {busy && <Loader2 className="h-5 w-5 animate-spin" aria-hidden />}
        {busy ? <Trans>Setting up payment...</Trans> : <Trans>Continue to payment</Trans>}
      </Button>
      <p className="mt-3 text-center text-xs text-slate-500">
        <Trans>You can cancel at any time; your plan runs to the end of the period paid for.</Trans>
      </p>
    </section>
  );
}
