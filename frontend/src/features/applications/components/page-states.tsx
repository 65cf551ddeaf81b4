import { AlertTriangle, FileQuestion, RefreshCw } from "lucide-react";
import type { ReactNode } from "react";
import { isNetworkError } from "@/components/errors/classify";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api/client";

/** What went wrong, in words: the server's own message for what it refused (403, 404). */
function problemText(error: unknown): string {
  if (isNetworkError(error)) return "We couldn't reach Steeple. Check your connection and try again.";
  if (error instanceof ApiError && error.status < 500) return error.message;
  return "Something went wrong on our side. Trying again usually helps.";
}

/** A load that failed: why, and Try again unless the server refused for good (a 4xx). */
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
  const refused = error instanceof ApiError && error.status < 500 && error.status !== 408;
  return (
    <div role="alert" className="mx-auto mt-10 max-w-lg rounded-xl border border-red-200 bg-red-50 p-6 text-center">
      <AlertTriangle className="mx-auto h-8 w-8 text-red-500" aria-hidden />
      <p className="mt-3 font-medium text-red-800">{title}</p>
      <p className="mt-1 text-sm text-red-700">{problemText(error)}</p>
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        {!refused && (
          <Button onClick={onRetry} disabled={retrying} aria-busy={retrying}>
            <RefreshCw className={retrying ? "h-4 w-4 animate-spin" : "h-4 w-4"} aria-hidden />
            {retrying ? "Trying again…" : "Try again"}
          </Button>
        )}
        {children}
      </div>
    </div>
  );
}

/** Nothing here (yet), and what to do next. */
export function EmptyState({ title, hint, children }: { title: string; hint?: string; children?: ReactNode }) {
  return (
    <div className="mt-6 rounded-xl border border-dashed border-slate-300 px-6 py-12 text-center">
      <FileQuestion className="mx-auto h-8 w-8 text-slate-400" aria-hidden />
      <p className="mt-3 font-medium break-words text-slate-900">{title}</p>
      {hint && <p className="mt-1 text-sm text-slate-600">{hint}</p>}
      {children && <div className="mt-5 flex flex-wrap justify-center gap-3">{children}</div>}
    </div>
  );
}
