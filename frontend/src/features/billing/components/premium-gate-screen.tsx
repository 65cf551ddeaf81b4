import { Trans, useLingui } from "@lingui/react/macro";
import { Check, Crown, Loader2, ShieldCheck } from "lucide-react";
import { Link, useLocation, useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { useSignOut } from "@/lib/auth/use-sign-out";
import { planCheckout, useCheckout } from "@/features/billing/api/checkout";
import { billingErrorText, needsSignIn } from "@/features/billing/errors";
import { usePageTitle } from "@/lib/page-title";
import { CHURCH_PREMIUM_FEATURES, CHURCH_PREMIUM_PRICE, MONEY_BACK_BADGE } from "../premium-offer";

/** Spec 01 §2 "Premium gate screen", its texts exactly. */
export function PremiumGateScreen() {
  const { t } = useLingui();
  usePageTitle(t`Premium Access Required`);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // Spec 01 §8: signed out, sign in; any other failure goes where the church can try again.
  const checkout = useCheckout((error) => {
    if (needsSignIn(error)) void navigate("/login", { state: { from: pathname } });
    else void navigate("/payment/church", { state: { checkoutError: billingErrorText(error, "subscribe") } });
  });
  const { signingOut, signOut } = useSignOut("/login");
  const upgrade = () => checkout.mutate(planCheckout("church", "month"));
  // Busy until the browser has left for the payment page.
  const busy = checkout.isPending || checkout.isSuccess;

  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
        <div className="flex flex-col items-center text-center">
          <span className="flex h-14 w-14 items-center justify-center rounded-full bg-amber-100 text-amber-700">
            <Crown className="h-7 w-7" aria-hidden />
          </span>
          <h1 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">
            <Trans>Premium Access Required</Trans>
          </h1>
          <p className="mt-3 text-slate-600">
            <Trans>
              The page you asked for,{" "}
              <code className="rounded bg-slate-100 px-1.5 py-0.5 text-sm break-all text-slate-800">{pathname}</code>, is part
              of Church Premium.
            </Trans>
          </p>
          <p className="mt-6 text-4xl font-bold text-slate-900">{t(CHURCH_PREMIUM_PRICE)}</p>
          <p className="mt-3 inline-flex items-center gap-1.5 rounded-full bg-green-50 px-3 py-1 text-sm font-medium text-green-800 ring-1 ring-green-200">
            <ShieldCheck className="h-4 w-4" aria-hidden />
            {t(MONEY_BACK_BADGE)}
          </p>
        </div>
        <h2 className="mt-8 text-sm font-semibold tracking-wide text-slate-500 uppercase">
          <Trans>What Church Premium includes</Trans>
        </h2>
        <ul className="mt-3 grid gap-2 text-slate-700 sm:grid-cols-2">
          {CHURCH_PREMIUM_FEATURES.map((feature) => (
            <li key={feature.id} className="flex gap-2">
              <Check className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden />
              {t(feature)}
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-col gap-3">
          <Button size="lg" onClick={upgrade} disabled={busy} aria-busy={busy}>
            {busy && <Loader2 className="h-5 w-5 animate-spin" aria-hidden />}
            {busy ? <Trans>Setting up payment...</Trans> : <Trans>Upgrade to Premium</Trans>}
          </Button>
          <div className="grid gap-3 sm:grid-cols-2">
            <Button variant="secondary" asChild>
              <Link to="/help-center">
                <Trans>Learn More About Premium</Trans>
              </Link>
            </Button>
            <Button variant="secondary" asChild>
              <Link to="/contact">
                <Trans>Contact Support</Trans>
              </Link>
            </Button>
          </div>
          <Button variant="ghost" onClick={() => void signOut()} disabled={signingOut} aria-busy={signingOut}>
            <Trans>Sign Out & Sign In Again</Trans>
          </Button>
        </div>
      </div>
    </div>
  );
}
