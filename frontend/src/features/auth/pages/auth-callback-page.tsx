import { CheckCircle2, Clock, Loader2, XCircle } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { usePageTitle } from "@/lib/page-title";
import { AuthLayout, StatusIcon } from "../components/auth-layout";
import type { CallbackStatus } from "../callback-steps";
import { useAuthCallback, type AuthCallbackState } from "../hooks/use-auth-callback";

const TITLES: Record<CallbackStatus, string> = {
  loading: "Verifying Email",
  success: "Verification Successful",
  error: "Verification Failed",
  expired: "Link Expired",
  verified: "Email Already Verified",
};

const ICONS: Record<CallbackStatus, ReactNode> = {
  loading: <StatusIcon tone="brand" icon={Loader2} spin />,
  success: <StatusIcon tone="success" icon={CheckCircle2} />,
  error: <StatusIcon tone="error" icon={XCircle} />,
  expired: <StatusIcon tone="warning" icon={Clock} />,
  verified: <StatusIcon tone="success" icon={CheckCircle2} />,
};

function DebugInfo({ state }: { state: AuthCallbackState }) {
  const rows: [string, string | null | undefined][] = [
    ["Status", state.status],
    ["Step", state.debug.step ?? "not started"],
    ["Error code", state.debug.code],
    ["Request ID", state.debug.requestId],
    ["Details", state.debug.detail],
  ];
  return (
    <details className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-xs text-slate-600">
      <summary className="cursor-pointer rounded-sm font-medium text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-600">
        Debug information
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
  const state = useAuthCallback();
  usePageTitle(TITLES[state.status]);
  const failed = state.status === "error" || state.status === "expired";

  return (
    <AuthLayout
      icon={ICONS[state.status]}
      title={TITLES[state.status]}
      description={
        <div role={failed ? "alert" : "status"} aria-live="polite">
          {state.status === "loading" && <p>Please wait while we verify your email…</p>}
          {state.status === "success" && (
            <p>
              Your email is confirmed.{" "}
              {state.target === "/onboarding"
                ? "Taking you to set up your profile…"
                : "Taking you to your dashboard…"}
            </p>
          )}
          {(failed || state.status === "verified") && <p>{state.message}</p>}
        </div>
      }
    >
      {state.status === "success" && state.target && (
        <Button asChild variant="secondary" className="w-full">
          <Link to={state.target} replace>
            Continue now
          </Link>
        </Button>
      )}
      {state.status === "verified" && (
        <Button asChild size="lg" className="w-full">
          <Link to="/login">Sign in</Link>
        </Button>
      )}
      {failed && (
        <div className="space-y-5">
          <div className="flex flex-col gap-3">
            <Button asChild size="lg" variant="secondary">
              <Link to="/signup">Sign Up Again</Link>
            </Button>
            <Button asChild size="lg" variant={state.status === "expired" ? "secondary" : "primary"}>
              <Link to="/login">Try Logging In Instead</Link>
            </Button>
            <Button asChild size="lg" variant={state.status === "expired" ? "primary" : "secondary"}>
              <Link to="/verify-email">Request New Verification Email</Link>
            </Button>
          </div>
          <DebugInfo state={state} />
        </div>
      )}
    </AuthLayout>
  );
}
