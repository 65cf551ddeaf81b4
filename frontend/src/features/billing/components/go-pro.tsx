import { Trans } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Loader2, Sparkles } from "lucide-react";
import { BillingError } from "@/features/billing/components/billing-error";
import { Button } from "@/components/ui/button";
import { planKey, proUpgradeCheckout, useCheckout } from "@/features/billing/api/checkout";
import { billingErrorText } from "@/features/billing/errors";
import { plansQuery, priceText } from "@/features/billing/api/plans";

/** Free speakers and musicians: Pro monthly in one click (spec 02 §7.6 "Pro monthly upgrade"). */
export function GoPro({ role }: { role: "speaker" | "musician" }) {
  const plans = useQuery(plansQuery);
  const checkout = useCheckout();
  // Busy until the browser has left for the payment page.
  const busy = checkout.isPending || checkout.isSuccess;
  const plan = plans.data?.plans.find((item) => item.key === planKey(role, "month"));
  const name = plan?.name ?? "Pro";
  const price = plan && priceText(plan);
  return (
    <section aria-labelledby="go-pro" className="rounded-xl border border-brand-200 bg-brand-50/50 p-6">
      <h2 id="go-pro" className="flex min-h-10 items-center gap-2 font-semibold text-slate-900">
        <Sparkles className="h-5 w-5 text-brand-700" aria-hidden />
        <Trans>Go Pro</Trans>
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        {price ? (
          <Trans>
            {name}: unlimited applications, a Pro badge and a place near the top of the directory, for {price}.
          </Trans>
        ) : (
          <Trans>{name}: unlimited applications, a Pro badge and a place near the top of the directory.</Trans>
        )}
      </p>
      <Button className="mt-4 w-full" onClick={() => checkout.mutate(proUpgradeCheckout(role))} disabled={busy} aria-busy={busy}>
        {busy && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
        {busy ? <Trans>Setting up payment...</Trans> : <Trans>Upgrade to Pro</Trans>}
      </Button>
      {checkout.isError && <BillingError className="mt-3" error={checkout.error} text={billingErrorText(checkout.error, "upgrade")} />}
    </section>
  );
}
