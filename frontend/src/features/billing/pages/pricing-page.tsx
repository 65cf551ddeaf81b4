import { useQuery } from "@tanstack/react-query";
import { Check, Loader2, ShieldCheck } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { formatPrice } from "@/lib/format";
import { usePageTitle } from "@/lib/page-title";
import { plansQuery, type Plan } from "@/lib/billing/plans";

type Period = "month" | "year";

export function PricingPage() {
  usePageTitle("Pricing", "Church Premium and Pro plans for speakers and musicians.");
  const [params, setParams] = useSearchParams();
  const period: Period = params.get("interval") === "year" ? "year" : "month";
  const { data, isPending, isError, refetch } = useQuery(plansQuery);

  return (
    <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <div className="text-center">
        <h1 className="text-4xl font-bold tracking-tight text-slate-900">Pricing</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600">
          Simple plans for churches, speakers and musicians. No commission on the fees you agree.
        </p>
        <div
          role="radiogroup"
          aria-label="Billing interval"
          className="mt-8 inline-flex rounded-lg bg-slate-100 p-1"
        >
          {(["month", "year"] as const).map((value) => (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={period === value}
              onClick={() => setParams(value === "year" ? { interval: "year" } : {}, { replace: true })}
              className={cn(
                "rounded-md px-4 py-2 text-sm font-medium text-slate-600 focus-visible:outline-2 focus-visible:outline-brand-600",
                period === value && "bg-white text-slate-900 shadow-sm",
              )}
            >
              {value === "month" ? "Monthly" : "Yearly (2 months free)"}
            </button>
          ))}
        </div>
      </div>

      {isPending ? (
        <div className="flex min-h-96 items-center justify-center" role="status">
          <Loader2 className="h-6 w-6 animate-spin text-brand-700" aria-hidden />
          <span className="sr-only">Loading plans…</span>
        </div>
      ) : isError ? (
        <div role="alert" className="mx-auto mt-12 max-w-md rounded-xl border border-red-200 bg-red-50 p-6 text-center">
          <p className="font-medium text-red-800">We couldn't load the plans.</p>
          <Button variant="secondary" className="mt-4" onClick={() => void refetch()}>
            Try Again
          </Button>
        </div>
      ) : (
        <>
          <div className="mt-12 grid gap-6 lg:grid-cols-3">
            <FreeTalentCard applications={data.free_talent_monthly_applications} />
            {["church", "speaker", "musician"].map((role) => {
              const plan = data.plans.find((p) => p.role === role && p.interval === period);
              return plan ? (
                <PlanCard
                  key={plan.key}
                  plan={plan}
                  highlighted={role === "church"}
                  guaranteeDays={role === "church" ? data.money_back_guarantee_days : undefined}
                />
              ) : null;
            })}
          </div>
          <section aria-labelledby="extras" className="mt-16">
            <h2 id="extras" className="text-2xl font-bold text-slate-900">
              Extras for churches
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
                    <p className="text-2xl font-bold text-slate-900">{formatPrice(plan.price_cents)}</p>
                  </div>
                ))}
            </div>
          </section>
        </>
      )}
    </div>
  );
}

function PlanCard({
  plan,
  highlighted,
  guaranteeDays,
}: {
  plan: Plan;
  highlighted: boolean;
  guaranteeDays?: number;
}) {
  return (
    <div
      className={cn(
        "flex flex-col rounded-2xl border p-6",
        highlighted ? "border-brand-600 shadow-lg ring-1 ring-brand-600" : "border-slate-200",
      )}
    >
      <h2 className="text-lg font-semibold text-slate-900">{plan.name}</h2>
      <p className="mt-1 text-sm text-slate-600">{plan.summary}</p>
      <p className="mt-6">
        <span className="text-4xl font-bold text-slate-900">{formatPrice(plan.price_cents)}</span>
        <span className="text-slate-500">/{plan.interval}</span>
      </p>
      {guaranteeDays && (
        <p className="mt-3 inline-flex items-center gap-1.5 text-sm font-medium text-green-700">
          <ShieldCheck className="h-4 w-4" aria-hidden />
          {guaranteeDays}-day money-back guarantee
        </p>
      )}
      <ul className="mt-6 flex-1 space-y-3 text-sm text-slate-700">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check className="h-4 w-4 shrink-0 text-brand-700" aria-hidden />
            {feature}
          </li>
        ))}
      </ul>
      <Button className="mt-8" variant={highlighted ? "primary" : "secondary"} asChild>
        <Link to={`/signup?role=${plan.role}`}>Get {plan.name}</Link>
      </Button>
    </div>
  );
}

function FreeTalentCard({ applications }: { applications: number }) {
  return (
    <div className="flex flex-col rounded-2xl border border-slate-200 p-6 lg:col-span-3 lg:flex-row lg:items-center lg:justify-between">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">Free for speakers and musicians</h2>
        <p className="mt-1 text-sm text-slate-600">
          A public profile, a directory listing and {applications} applications every month.
        </p>
      </div>
      <Button variant="secondary" className="mt-4 lg:mt-0" asChild>
        <Link to="/signup?role=speaker">Create a free profile</Link>
      </Button>
    </div>
  );
}
