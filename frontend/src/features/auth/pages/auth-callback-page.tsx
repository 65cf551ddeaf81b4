import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { CheckCircle2, Clock, Loader2, XCircle } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { usePageTitle } from "@/lib/page-title";
import { AuthLayout, StatusIcon } from "../components/auth-layout";
import type { CallbackStatus } from "../callback-steps";
import { useAuthCallback, type AuthCallbackState } from "../hooks/use-auth-callback";

const TITLES: Record<CallbackStatus, MessageDescriptor> = {
  loading: msg`Verifying Email`,
  success: msg`Verification Successful`,
  error: msg`Verification Failed`,
  expired: msg`Link Expired`,
  verified: msg`Email Already Verified`,
};

const ICONS: Record<CallbackStatus, ReactNode> = {
  loading: <StatusIcon tone="brand" icon={Loader2} spin />,
  success: <StatusIcon tone="success" icon={CheckCircle2} />,
  error: <StatusIcon tone="error" icon={XCircle} />,
  expired: <StatusIcon tone="warning" icon={Clock} />,
  verified: <StatusIcon tone="success" icon={CheckCircle2} />,
};

function DebugInfo({ state }: { state: AuthCallbackState }) {
  const { t } = useLingui();
  const rows: [string, string | null | undefined][] = [
    [t`Status`, state.status],
    [t`Step`, state.debug.step ?? t`not started`],
    [t`Error code`, state.debug.code],
    [t`Request ID`, state.debug.requestId],
    [t`Details`, state.debug.detail],
  ];
  return (
    <details className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-xs text-slate-600">
      <summary className="cursor-pointer rounded-sm font-medium text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-600">
        <Trans>Debug information</Trans>
      </summary>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium">{label}</dt>
              <dd className="font-mono break-all">{value}</dd>
            </div>
          ))}
      </dl>
    </details>
  );
}

/** /auth/callback: spec 01 §2 "Auth callback page", spec 02 §2.6 and §4. */
export function AuthCallbackPage() {
  const { t } = useLingui();
  const state = useAuthCallback();
  const title = t(TITLES[state.status]);
  usePageTitle(title);
  const failed = state.status === "error" || state.status === "expired";

  return (
    <AuthLayout
      icon={ICONS[state.status]}
      title={title}
      description={
        <div role={failed ? "alert" : "status"} aria-live="polite">
          {state.status === "loading" && <p>
              <Trans>Please wait while we verify your email…</Trans>
            </p>}
          {state.status === "success" && (
            <p>
              {state.target === "/onboarding" ? (
                <Trans>Your email is confirmed. Taking you to set up your profile…</Trans>
              ) : (
                <Trans>Your email is confirmed. Taking you to your dashboard…</Trans>
              )}
            </p>
          )}
          {(failed || state.status === "verified") && <p>{state.message}</p>}
        </div>
      }
    >
      {state.status === "success" && state.target && (
        <Button asChild variant="secondary" className="w-full">
          <Link to={state.target} replace>
            <Trans>Continue now</Trans>
          </Link>
        </Button>
      )}
      {state.status === "verified" && (
        <Button asChild size="lg" className="w-full">
          <Link to="/login">
            <Trans>Sign in</Trans>
          </Link>
        </Button>
      )}
      {failed && (
        <div className="space-y-5">
          <div className="flex flex-col gap-3">
            <Button asChild size="lg" variant="secondary">
              <Link to="/signup">
                <Trans>Sign Up Again</Trans>
              </Link>
            </Button>
            <Button asChild size="lg" variant={state.status === "expired" ? "secondary" : "primary"}>
              <Link to="/login">
                <Trans>Try Logging In Instead</Trans>
              </Link>
            </Button>
            <Button asChild size="lg" variant={state.status === "expired" ? "primary" : "secondary"}>
              <Link to="/verify-email">
                <Trans>Request New Verification Email</Trans>
              </Link>
            </Button>
          </div>
          <DebugInfo state={state} />
        </div>
      )}
    </AuthLayout>
  );
}
