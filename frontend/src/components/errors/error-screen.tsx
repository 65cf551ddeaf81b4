import { Trans, useLingui } from "@lingui/react/macro";
import { AlertTriangle, Home, RefreshCw, RotateCcw, WifiOff } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { reportClientError } from "@/lib/telemetry/client-errors";
import { isNetworkError, newErrorId } from "./classify";

export const AUTO_RETRY_LIMIT = 3;
export const AUTO_RETRY_DELAY_MS = 30_000;
export const MAX_RETRIES = 5;

/**
 * The general error screen (spec 02 §2.7). `retries` counts Try Again presses (manual or
 * automatic) and is owned by the caller, so it survives this screen being shown again.
 */
export function ErrorScreen({
  error,
  retries,
  onRetry,
}: {
  error: unknown;
  retries: number;
  onRetry: () => void;
}) {
  const { t } = useLingui();
  const network = isNetworkError(error);
  const [errorId] = useState(newErrorId);
  const exhausted = retries >= MAX_RETRIES;
  const autoRetry = network && retries < AUTO_RETRY_LIMIT;

  useEffect(() => {
    reportClientError(error, errorId, network ? "network" : "runtime");
  }, [error, errorId, network]);

  useEffect(() => {
    if (!autoRetry) return;
    const timer = setTimeout(onRetry, AUTO_RETRY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [autoRetry, onRetry]);

  const Icon = network ? WifiOff : AlertTriangle;
  return (
    <div role="alert" className="mx-auto flex max-w-lg flex-col items-center px-6 py-20 text-center">
      <Icon className="mb-4 h-12 w-12 text-red-500" aria-hidden />
      <h1 className="text-2xl font-semibold text-slate-900">
        {network ? t`Connection Problem` : t`Something went wrong`}
      </h1>
      <p className="mt-3 text-slate-600">
        {network
          ? t`We couldn't reach Steeple. Check your internet connection and try again.`
          : t`An unexpected error stopped this page from loading. Trying again usually helps.`}
      </p>
      {autoRetry && (
        <p className="mt-2 text-sm text-slate-500">
          <Trans>We'll try again automatically in 30 seconds.</Trans>
        </p>
      )}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={onRetry} disabled={exhausted}>
          <RotateCcw className="h-4 w-4" aria-hidden />
          {exhausted ? t`Max Retries Reached` : t`Try Again`}
        </Button>
        <Button variant="secondary" asChild>
          <a href="/">
            <Home className="h-4 w-4" aria-hidden />
            <Trans>Go Home</Trans>
          </a>
        </Button>
        <Button variant="ghost" onClick={() => window.location.reload()}>
          <RefreshCw className="h-4 w-4" aria-hidden />
          <Trans>Reload page</Trans>
        </Button>
      </div>
      {retries > 0 && !exhausted && (
        <p className="mt-4 text-sm text-slate-500">
          <Trans>
            Attempt {retries} of {MAX_RETRIES}
          </Trans>
        </p>
      )}
      <p className="mt-6 text-xs text-slate-400">
        <Trans>
          Error ID: <span className="font-mono">{errorId}</span>
        </Trans>
      </p>
    </div>
  );
}
