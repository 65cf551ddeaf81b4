import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Loader2, Sparkles, Star } from "lucide-react";
import { Button } from "@/components/ui/button";
import { boostCheckout, useCheckout } from "@/features/billing/api/checkout";
import { billingErrorText } from "@/features/billing/errors";
import { plansQuery, priceText } from "@/features/billing/api/plans";
import { dayOf } from "@/lib/format";
import { BillingError } from "./billing-error";

/**
 * A church's featured boost for one of its open opportunities: "Featured until …" while one runs,
 * otherwise Feature, which starts the boost's checkout (spec 02 §7.6).
 */
export function FeatureBoost({
  opportunity,
  className,
}: {
  opportunity: { id: string; title: string; featured: boolean; featured_until: string | null };
  className?: string;
}) {
  const { t } = useLingui();
  const plans = useQuery(plansQuery);
  const checkout = useCheckout();
  // Busy until the browser has left for the payment page.
  const busy = checkout.isPending || checkout.isSuccess;
  // `featured` is the server's word that a boost runs now.
  const until = opportunity.featured_until;
  if (opportunity.featured && until) {
    const day = dayOf(until);
    return (
      <p className={className}>
        <span className="inline-flex items-center gap-1 text-sm font-medium text-amber-900">
          <Star className="h-3.5 w-3.5 fill-current" aria-hidden />
          <Trans>Featured until {day}</Trans>
        </span>
      </p>
    );
  }
  const boost = plans.data?.plans.find((plan) => plan.key === "featured_boost");
  const price = boost && priceText(boost);
  const title = opportunity.title;
  return (
    <div className={className}>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => checkout.mutate(boostCheckout(opportunity.id))}
        disabled={busy}
        aria-busy={busy}
        aria-label={busy ? undefined : price ? t`Feature ${title} for 14 days, ${price}` : t`Feature ${title} for 14 days`}
      >
        {busy ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : <Sparkles className="h-4 w-4" aria-hidden />}
        {busy ? <Trans>Setting up payment...</Trans> : price ? <Trans>Feature · {price}</Trans> : <Trans>Feature</Trans>}
      </Button>
      {checkout.isError && <BillingError className="mt-2" error={checkout.error} text={billingErrorText(checkout.error, "boost")} />}
    </div>
  );
}
