import { Trans } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Loader2, Package } from "lucide-react";
import { BillingError } from "./billing-error";
import { Button } from "@/components/ui/button";
import { postingPackCheckout, useCheckout } from "@/features/billing/api/checkout";
import { billingErrorText } from "@/features/billing/errors";
import { plansQuery, priceText } from "@/features/billing/api/plans";

/** The posting pack (3 postings for 12 months): its checkout, for a premium church's admins. */
export function BuyPostingPack() {
  const plans = useQuery(plansQuery);
  const checkout = useCheckout();
  // Busy until the browser has left for the payment page.
  const busy = checkout.isPending || checkout.isSuccess;
  const pack = plans.data?.plans.find((plan) => plan.key === "additional_posting_pack");
  const price = pack && priceText(pack);
  return (
    <div className="mt-4">
      <Button size="sm" variant="secondary" onClick={() => checkout.mutate(postingPackCheckout())} disabled={busy} aria-busy={busy}>
        {busy ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : <Package className="h-4 w-4" aria-hidden />}
        {busy ? <Trans>Setting up payment...</Trans> : <Trans>Buy 3 more postings</Trans>}
      </Button>
      {price && (
        <p className="mt-1.5 text-xs text-slate-500">
          <Trans>{price} once, usable for 12 months.</Trans>
        </p>
      )}
      {checkout.isError && <BillingError className="mt-2" error={checkout.error} text={billingErrorText(checkout.error, "pack")} />}
    </div>
  );
}
