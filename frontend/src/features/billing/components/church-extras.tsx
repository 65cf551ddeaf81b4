import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Loader2, Package, Sparkles } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { BillingError } from "@/features/billing/components/billing-error";
import { BuyPostingPack } from "@/features/billing/components/buy-posting-pack";
import { LoadProblem } from "@/components/errors/load-problem";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/input";
import { useSession } from "@/lib/auth/session";
import { boostCheckout, useCheckout } from "@/features/billing/api/checkout";
import { billingErrorText } from "@/features/billing/errors";
import { plansQuery, priceText, type Plan } from "@/features/billing/api/plans";
import type { SubscriptionInfo } from "@/features/billing/api/subscription";
import { dayOf } from "@/lib/format";
import { Notice } from "./page-frame";
import { openOpportunitiesQuery } from "@/lib/church-opportunities";

/** A premium church's one-off purchases: a featured boost for one open opportunity, a posting pack. */
export function ChurchExtras({ subscription }: { subscription: SubscriptionInfo }) {
  const { t } = useLingui();
  const plans = useQuery(plansQuery);
  const item = (key: string) => plans.data?.plans.find((plan) => plan.key === key);
  return (
    <>
      <Notice title={t`Your church has Church Premium`}>
        <p>
          <Trans>Feature an opportunity or add postings below. Change or cancel the plan from your subscription page.</Trans>
        </p>
        <Button variant="secondary" asChild>
          <Link to="/subscription">
            <Trans>Manage your subscription</Trans>
          </Link>
        </Button>
      </Notice>
      <FeaturedBoost plan={item("featured_boost")} />
      <PostingPack plan={item("additional_posting_pack")} postingsLeft={subscription.postingsLeft} />
    </>
  );
}

function ExtraCard({
  icon,
  plan,
  title,
  children,
}: {
  icon: ReactNode;
  plan: Plan | undefined;
  title: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 p-6 sm:p-8">
      <div className="flex items-start justify-between gap-4">
        <div className="flex items-start gap-3">
          <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">{icon}</span>
          <div>
            <h2 id={headingId} className="text-lg font-semibold text-slate-900">
              {title}
            </h2>
            {plan && <p className="mt-1 text-sm text-slate-600">{plan.summary}</p>}
          </div>
        </div>
        {plan && <p className="text-2xl font-bold text-slate-900">{priceText(plan)}</p>}
      </div>
      <div className="mt-6">{children}</div>
    </section>
  );
}

function FeaturedBoost({ plan }: { plan: Plan | undefined }) {
  const { t } = useLingui();
  const session = useSession();
  const userId = session.status === "signed-in" ? session.user.id : "";
  const opportunities = useQuery(openOpportunitiesQuery(userId));
  const [chosen, setChosen] = useState("");
  const checkout = useCheckout();
  const busy = checkout.isPending || checkout.isSuccess;
  const items = opportunities.data?.items ?? [];
  // One not featured yet comes first to mind; a featured one can be extended too.
  const selected = chosen || (items.find((item) => !item.featured) ?? items[0])?.id || "";
  const selectId = useId();

  let body;
  if (opportunities.isError) {
    body = (
      <LoadProblem
        title={t`We couldn't load your open opportunities.`}
        error={opportunities.error}
        onRetry={() => void opportunities.refetch()}
        retrying={opportunities.isFetching}
      />
    );
  } else if (!opportunities.data) {
    body = <div role="status" aria-label={t`Loading your open opportunities`} className="h-20 animate-pulse rounded-lg bg-slate-100" />;
  } else if (items.length === 0) {
    body = (
      <div className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center">
        <p className="font-medium text-slate-900">
          <Trans>No open opportunities to feature.</Trans>
        </p>
        <p className="mt-1 text-sm text-slate-600">
          <Trans>Publish an opportunity first, then feature it here or from your dashboard.</Trans>
        </p>
        <Button variant="secondary" className="mt-4" asChild>
          <Link to="/opportunities/new">
            <Trans>Post an opportunity</Trans>
          </Link>
        </Button>
      </div>
    );
  } else {
    body = (
      <form
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          checkout.mutate(boostCheckout(selected));
        }}
      >
        <div className="flex-1 space-y-1.5">
          <label htmlFor={selectId} className="block text-sm font-medium text-slate-800">
            <Trans>Opportunity to feature</Trans>
          </label>
          <Select id={selectId} value={selected} onChange={(event) => setChosen(event.target.value)}>
            {items.map((opportunity) => {
              const title = opportunity.title;
              const day = opportunity.featured_until && dayOf(opportunity.featured_until);
              return (
                <option key={opportunity.id} value={opportunity.id}>
                  {day ? t`${title} (featured until ${day})` : title}
                </option>
              );
            })}
          </Select>
        </div>
        <Button type="submit" disabled={busy || !selected} aria-busy={busy}>
          {busy && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
          {busy ? <Trans>Setting up payment...</Trans> : <Trans>Feature for 14 days</Trans>}
        </Button>
      </form>
    );
  }
  return (
    <ExtraCard icon={<Sparkles className="h-5 w-5" aria-hidden />} plan={plan} title={t`Featured boost`}>
      {body}
      {checkout.isError && <BillingError className="mt-4" error={checkout.error} text={billingErrorText(checkout.error, "boost")} />}
    </ExtraCard>
  );
}

function PostingPack({ plan, postingsLeft }: { plan: Plan | undefined; postingsLeft: number | null }) {
  const { t } = useLingui();
  return (
    <ExtraCard icon={<Package className="h-5 w-5" aria-hidden />} plan={plan} title={t`Additional posting pack`}>
      {postingsLeft !== null && (
        <p className="text-sm text-slate-700">
          <Trans>
            Postings left this month: <strong className="font-semibold text-slate-900">{postingsLeft}</strong>
          </Trans>
        </p>
      )}
      <BuyPostingPack />
    </ExtraCard>
  );
}
