import { useLingui } from "@lingui/react/macro";
import { AlertTriangle, RefreshCw } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { isRefusal, loadErrorText } from "./classify";

/**
 * A page's list or record that failed to load: what, why (loadErrorText), Try again unless the
 * server refused for good, and any other way on (`children`: Clear filters, say).
 */
export function LoadProblem({
  title,
  error,
  onRetry,
  retrying,
  children,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const retry = !isRefusal(error);
  return (
    <div role="alert" className="mx-auto mt-10 max-w-lg rounded-xl border border-red-200 bg-red-50 p-6 text-center">
      <AlertTriangle className="mx-auto h-8 w-8 text-red-500" aria-hidden />
      <p className="mt-3 font-medium text-red-800">{title}</p>
      <p className="mt-1 text-sm text-red-700">{loadErrorText(error)}</p>
      {(retry || children) && (
        <div className="mt-5 flex flex-wrap justify-center gap-3">
          {retry && (
            <Button onClick={onRetry} disabled={retrying} aria-busy={retrying}>
              <RefreshCw className={retrying ? "h-4 w-4 animate-spin" : "h-4 w-4"} aria-hidden />
              {retrying ? t`Trying again…` : t`Try again`}
            </Button>
          )}
          {children}
        </div>
      )}
    </div>
  );
}
