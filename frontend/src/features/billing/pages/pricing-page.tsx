import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Info, Loader2 } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { BillingError } from "@/features/billing/components/billing-error";
import { Button } from "@/components/ui/button";
import { useSession, type User } from "@/lib/auth/session";
import { planCheckout, useCheckout, type PlanInterval } from "@/features/billing/api/checkout";
import { billingErrorText } from "@/features/billing/errors";
import { plansQuery, priceText, type Plan } from "@/features/billing/api/plans";
import { cn } from "@/lib/cn";
import { usePageTitle } from "@/lib/page-title";
import { IntervalSwitch } from "../components/interval-switch";
import { PlanTerms } from "../components/plan-terms";

const ROLES = ["church", "speaker", "musician"] as const;

export function PricingPage() {
  const { t } = useLingui();
  usePageTitle(t`Pricing`, t`Church Premium and Pro plans for speakers and musicians.`);
  const [params, setParams] = useSearchParams();
  const interval: PlanInterval = params.get("interval") === "year" ? "year" : "month";
  const cancelled = params.get("payment") === "cancelled";
  const session = useSession();
  const user = session.status === "signed-in" ? session.user : null;
  const { data, isPending, isError, refetch } = useQuery(plansQuery);
  const checkout = useCheckout();

  const setInterval = (value: PlanInterval) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === "year") next.set("interval", "year");
        else next.delete("interval");
        return next;
      },
      { replace: true },
    );

  return (
    <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <div className="text-center">
        <h1 className="text-4xl font-bold tracking-tight text-slate-900">
          <Trans>Pricing</Trans>
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600">
          <Trans>Simple plans for churches, speakers and musicians. No commission on the fees you agree.</Trans>
        </p>
        {cancelled && (
          <p role="status" className="mx-auto mt-6 flex max-w-xl items-start gap-2 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-left text-sm text-slate-700">
            <Info className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden />
            <Trans>Payment cancelled. You haven't been charged; choose a plan whenever you're ready.</Trans>
          </p>
        )}
        {user && <CurrentPlanLine user={user} />}
        <IntervalSwitch className="mt-8" value={interval} onChange={setInterval} />
      </div>

      {checkout.isError && (
        <BillingError className="mx-auto mt-6 max-w-xl" error={checkout.error} text={billingErrorText(checkout.error, "upgrade")} />
      )}

      {isPending ? (
        <div className="flex min-h-96 items-center justify-center" role="status">
          <Loader2 className="h-6 w-6 animate-spin text-brand-700" aria-hidden />
          <span className="sr-only">
            <Trans>Loading plans…</Trans>
          </span>
        </div>
      ) : isError ? (
        <div role="alert" className="mx-auto mt-12 max-w-md rounded-xl border border-red-200 bg-red-50 p-6 text-center">
          <p className="font-medium text-red-800">
            <Trans>We couldn't load the plans.</Trans>
          </p>
          <Button variant="secondary" className="mt-4" onClick={() => void refetch()}>
            <Trans>Try Again</Trans>
          </Button>
        </div>
      ) : (
        <>
          <div className="mt-12 grid gap-6 lg:grid-cols-3">
            {!user && <FreeTalentCard applications={data.free_talent_monthly_applications} />}
            {ROLES.map((role) => {
              const plan = data.plans.find((item) => item.role === role && item.interval === interval);
              return plan ? (
                <PlanCard
                  key={plan.key}
                  plan={plan}
                  user={user}
                  guaranteeDays={role === "church" ? data.money_back_guarantee_days : undefined}
                  action={
                    <PlanAction
                      plan={plan}
                      user={user}
                      busy={checkout.isPending || checkout.isSuccess}
                      upgrading={(checkout.isPending || checkout.isSuccess) && checkout.variables.priceId === plan.key}
                      onUpgrade={() => checkout.mutate(planCheckout(plan.role, interval))}
                    />
                  }
                />
              ) : null;
            })}
          </div>
          <section aria-labelledby="extras" className="mt-16">
            <h2 id="extras" className="text-2xl font-bold text-slate-900">
              <Trans>Extras for churches</Trans>
            </h2>
            <div className="mt-6 grid gap-6 md:grid-cols-2">
              {data.plans
                .filter((plan) => plan.interval === "once")
                .map((plan) => (
                  <div key={plan.key} className="flex items-start justify-between gap-6 rounded-xl border border-slate-200 p-6">
                    <div>
                      <h3 className="font-semibold text-slate-900">{plan.name}</h3>
                      <p className="mt-1 text-sm text-slate-600">{plan.summary}</p>
                    </div>
                    <p className="text-2xl font-bold text-slate-900">{priceText(plan)}</p>
                  </div>
                ))}
            </div>
            {user?.role === "church" && user.premium && user.church?.role === "admin" && (
              <p className="mt-4 text-sm">
                <Link to="/payment/church" className="font-medium text-brand-800 underline">
                  <Trans>Buy a featured boost or a posting pack</Trans>
                </Link>
              </p>
            )}
          </section>
        </>
      )}
    </div>
  );
}

/** "Your plan: Speaker Pro" ("Your church's plan" for a church's members). */
function CurrentPlanLine({ user }: { user: User }) {
  const plan = user.plan_name;
  return (
    <p className="mt-4 text-slate-700">
      {user.role === "church" ? (
        <Trans>
          Your church's plan: <strong className="font-semibold">{plan}</strong>
        </Trans>
      ) : (
        <Trans>
          Your plan: <strong className="font-semibold">{plan}</strong>
        </Trans>
      )}
    </p>
  );
}

/** The plan in force for the signed-in user (the church's for its members): "church_monthly" or "free". */
function isCurrent(plan: Plan, user: User | null): boolean {
  return user !== null && user.plan === plan.key;
}

function PlanCard({
  plan,
  user,
  guaranteeDays,
  action,
}: {
  plan: Plan;
  user: User | null;
  guaranteeDays?: number;
  action: ReactNode;
}) {
  const current = isCurrent(plan, user);
  const highlighted = user ? user.role === plan.role : plan.role === "church";
  return (
    <div
      className={cn(
        "flex flex-col rounded-2xl border p-6",
        highlighted ? "border-brand-600 shadow-lg ring-1 ring-brand-600" : "border-slate-200",
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">{plan.name}</h2>
        {current && (
          <span className="rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-green-800">
            <Trans>Current plan</Trans>
          </span>
        )}
      </div>
      <p className="mt-1 text-sm text-slate-600">{plan.summary}</p>
      <PlanTerms plan={plan} guaranteeDays={guaranteeDays} featuresClassName="flex-1 space-y-3" />
      <div className="mt-8">{action}</div>
    </div>
  );
}

const FOR_ROLE: Record<Plan["role"], MessageDescriptor> = {
  church: msg`For churches`,
  speaker: msg`For speakers`,
  musician: msg`For musicians`,
};

/**
 * What the visitor can do with a plan: sign up (signed out); upgrade (their own role's, while
 * free; a church's admins only); manage it (the one they have); nothing for other roles' plans.
 */
function PlanAction({
  plan,
  user,
  busy,
  upgrading,
  onUpgrade,
}: {
  plan: Plan;
  user: User | null;
  busy: boolean;
  upgrading: boolean;
  onUpgrade: () => void;
}) {
  const { t } = useLingui();
  const name = plan.name;
  const note = (text: string) => <p className="text-center text-sm text-slate-500">{text}</p>;
  if (!user) {
    return (
      <Button className="w-full" variant={plan.role === "church" ? "primary" : "secondary"} asChild>
        <Link to={`/signup?role=${plan.role}`}>
          <Trans>Get {name}</Trans>
        </Link>
      </Button>
    );
  }
  if (user.role !== plan.role) return note(t(FOR_ROLE[plan.role]));
  if (user.premium) {
    return (
      <Button className="w-full" variant={isCurrent(plan, user) ? "primary" : "secondary"} asChild>
        <Link to="/subscription">{isCurrent(plan, user) ? <Trans>Manage your plan</Trans> : <Trans>Change plan</Trans>}</Link>
      </Button>
    );
  }
  if (plan.role === "church" && user.church?.role !== "admin") return note(t`Your church's admins choose its plan.`);
  return (
    <Button className="w-full" onClick={onUpgrade} disabled={busy} aria-busy={upgrading}>
      {upgrading && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
      {upgrading ? <Trans>Setting up payment...</Trans> : <Trans>Upgrade to {name}</Trans>}
    </Button>
  );
}

function FreeTalentCard({ applications }: { applications: number }) {
  return (
    <div className="flex flex-col rounded-2xl border border-slate-200 p-6 lg:col-span-3 lg:flex-row lg:items-center lg:justify-between">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">
          <Trans>Free for speakers and musicians</Trans>
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          <Trans>A public profile, a directory listing and {applications} applications every month.</Trans>
        </p>
      </div>
      <Button variant="secondary" className="mt-4 lg:mt-0" asChild>
        <Link to="/signup?role=speaker">
          <Trans>Create a free profile</Trans>
        </Link>
      </Button>
    </div>
  );
}
