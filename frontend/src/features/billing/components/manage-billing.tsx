import { Trans } from "@lingui/react/macro";
import { CreditCard, Loader2 } from "lucide-react";
import type { ComponentProps } from "react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api/client";
import type { ManageBillingSlot } from "@/lib/slots";
import { usePortal } from "../api/portal";
import { billingErrorText } from "../errors";

/** Answers of the billing portal that mean "nothing to manage here": the subscription page
 * explains the plan and the way to one. */
const NO_PORTAL = new Set(["no_subscription", "not_church_admin", "wrong_role"]);

/** Manage Billing (settings' header): the provider's billing portal, coming back to `returnTo`. */
export function ManageBilling({ returnTo, onError }: ComponentProps<ManageBillingSlot>) {
  const navigate = useNavigate();
  const portal = usePortal(returnTo);
  const busy = portal.isPending || portal.isSuccess;
  const open = () =>
    portal.mutate(undefined, {
      onError: (error) => {
        if (error instanceof ApiError && NO_PORTAL.has(error.code)) void navigate("/subscription");
        else onError(billingErrorText(error, "portal"));
      },
    });
  return (
    <Button variant="secondary" onClick={open} disabled={busy} aria-busy={busy}>
      {busy ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : <CreditCard className="h-4 w-4" aria-hidden />}
      {busy ? <Trans>Opening billing portal...</Trans> : <Trans>Manage Billing</Trans>}
    </Button>
  );
}
