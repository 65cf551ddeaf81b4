import { Trans, useLingui } from "@lingui/react/macro";
import { AlertTriangle } from "lucide-react";
import { useCallback, useState, type ReactNode } from "react";
import { ErrorBoundary, type FallbackProps } from "react-error-boundary";
import { Link, useLocation } from "react-router";
import { Button } from "@/components/ui/button";
import { reportClientError } from "@/lib/telemetry/client-errors";
import { isNetworkError, newErrorId } from "./classify";
import { ErrorScreen } from "./error-screen";

/**
 * Wraps page content in the general error screen. The screen clears when the location changes,
 * and the retry count lives here so that it keeps counting while the error recurs.
 */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  const [retries, setRetries] = useState({ path: location.pathname, count: 0 });
  const count = retries.path === location.pathname ? retries.count : 0;
  const fallback = useCallback(
    ({ error, resetErrorBoundary }: FallbackProps) => (
      <ErrorScreen
        error={error}
        retries={count}
        onRetry={() => {
          setRetries({ path: location.pathname, count: count + 1 });
          resetErrorBoundary();
        }}
      />
    ),
    [count, location.pathname],
  );
  return (
    <ErrorBoundary resetKeys={[location.pathname]} fallbackRender={fallback}>
      {children}
    </ErrorBoundary>
  );
}

function FallbackPanel({
  title,
  message,
  actions,
}: {
  title: string;
  message: string;
  actions: ReactNode;
}) {
  return (
    <div role="alert" className="mx-auto flex max-w-lg flex-col items-center px-6 py-20 text-center">
      <AlertTriangle className="mb-4 h-12 w-12 text-red-500" aria-hidden />
      <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
      <p className="mt-3 text-slate-600">{message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
    </div>
  );
}

function report(error: unknown) {
  reportClientError(error, newErrorId(), isNetworkError(error) ? "network" : "runtime");
}

/** Spec 02 §2.1: payment pages fail into "Payment System Error". */
export function PaymentErrorBoundary({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <ErrorBoundary
      onError={report}
      fallbackRender={({ resetErrorBoundary }) => (
        <FallbackPanel
          title={t`Payment System Error`}
          message={t`Something went wrong with the payment page. No payment was taken; please try again.`}
          actions={
            <>
              <Button onClick={resetErrorBoundary}>
                <Trans>Try Again</Trans>
              </Button>
              <Button variant="secondary" asChild>
                <Link to="/dashboard">
                  <Trans>Go to Dashboard</Trans>
                </Link>
              </Button>
            </>
          }
        />
      )}
    >
      {children}
    </ErrorBoundary>
  );
}

/** Spec 02 §2.1: dashboards fail into "Dashboard Error". */
export function DashboardErrorBoundary({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <ErrorBoundary
      onError={report}
      fallbackRender={() => (
        <FallbackPanel
          title={t`Dashboard Error`}
          message={t`Your dashboard could not be displayed. Reloading it usually fixes this.`}
          actions={
            <>
              <Button onClick={() => window.location.reload()}>
                <Trans>Reload Dashboard</Trans>
              </Button>
              <Button variant="secondary" asChild>
                <Link to="/">
                  <Trans>Go Home</Trans>
                </Link>
              </Button>
            </>
          }
        />
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
