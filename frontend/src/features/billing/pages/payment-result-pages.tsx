import { Trans, useLingui } from "@lingui/react/macro";
import { CheckCircle2, Loader2, XCircle } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { dashboardPath } from "@/lib/auth/actions";
import { useSession, type User } from "@/lib/auth/session";
import { useSubscription } from "@/features/billing/api/subscription";
import { usePageTitle } from "@/lib/page-title";

function ResultPanel({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-6 py-20 text-center">
      {icon}
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{title}</h1>
      <div className="mt-3 flex flex-col items-center gap-6 text-slate-600">{children}</div>
    </div>
  );
}

/** /success and /payment-success: paid; back from a checkout (?session_id=), waits for the plan. */
export function PaymentSuccessPage() {
  const { t } = useLingui();
  usePageTitle(t`Payment successful`);
  const session = useSession();
  // The route's guard renders this page for signed-in users only.
  if (session.status !== "signed-in") return null;
  return <PaymentSuccess user={session.user} />;
}

function PaymentSuccess({ user }: { user: User }) {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const { query, waiting } = useSubscription(user.id, params.has("session_id"));
  const subscription = query.data;
  let status;
  if (waiting || query.isPending) {
    status = (
      <p role="status" className="inline-flex items-center gap-2">
        <Loader2 className="h-4 w-4 animate-spin text-brand-700" aria-hidden />
        <Trans>Activating your plan…</Trans>
      </p>
    );
  } else if (subscription?.premium) {
    const plan = subscription.planName;
    status = (
      <p role="status">
        <Trans>{plan} is active. Thank you!</Trans>
      </p>
    );
  } else {
    status = (
      <p role="status">
        <Trans>
          Your payment went through. Your plan will show as active in a minute or two; your subscription page has the
          latest.
        </Trans>
      </p>
    );
  }
  return (
    <ResultPanel icon={<CheckCircle2 className="h-14 w-14 text-green-600" aria-hidden />} title={t`Payment successful`}>
      {status}
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to={dashboardPath(user)}>
            <Trans>Go to Dashboard</Trans>
          </Link>
        </Button>
        <Button variant="secondary" asChild>
          <Link to="/subscription">
            <Trans>View subscription</Trans>
          </Link>
        </Button>
      </div>
    </ResultPanel>
  );
}

/** /cancel and /payment-cancel: the checkout was left; nothing was charged. */
export function PaymentCancelledPage() {
  const { t } = useLingui();
  usePageTitle(t`Payment cancelled`);
  const session = useSession();
  return (
    <ResultPanel icon={<XCircle className="h-14 w-14 text-slate-400" aria-hidden />} title={t`Payment cancelled`}>
      <p>
        <Trans>
          You left the checkout before paying. No charge was made, and you can pick a plan again whenever you're ready.
        </Trans>
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/pricing">
            <Trans>See plans</Trans>
          </Link>
        </Button>
        {session.status === "signed-in" && (
          <Button variant="secondary" asChild>
            <Link to={dashboardPath(session.user)}>
              <Trans>Go to Dashboard</Trans>
            </Link>
          </Button>
        )}
      </div>
    </ResultPanel>
  );
}
