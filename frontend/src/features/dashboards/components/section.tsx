import { Trans, useLingui } from "@lingui/react/macro";
import type { UseQueryResult } from "@tanstack/react-query";
import { AlertTriangle, RefreshCw } from "lucide-react";
import { useId, type ReactNode } from "react";
import { loadErrorText } from "@/components/errors/classify";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

/** A dashboard card: a heading, an optional action beside it (a button or a "see all" link). */
export function Section({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 p-6">
      {/* The header keeps a button's height, so an action arriving later moves nothing. */}
      <div className="flex min-h-10 flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h2 id={id} className="font-semibold text-slate-900">
          {title}
        </h2>
        {action}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/**
 * One query's states inside a section: the data once there (kept while a refetch fails), an error
 * with Try again, or a skeleton as tall as what usually loads. `what` completes "Loading …" and
 * "We couldn't load …".
 */
export function QueryState<T>({
  query,
  what,
  skeleton,
  children,
}: {
  query: UseQueryResult<T>;
  what: string;
  skeleton: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { t } = useLingui();
  const messageId = useId();
  if (query.data !== undefined) return children(query.data);
  if (query.isError) {
    return (
      <div role="alert" className="flex min-h-32 flex-col items-center justify-center gap-3 rounded-lg bg-red-50 px-4 py-6 text-center">
        <AlertTriangle className="h-6 w-6 text-red-500" aria-hidden />
        <div id={messageId}>
          <p className="font-medium text-red-800">
            <Trans>We couldn't load {what}.</Trans>
          </p>
          <p className="mt-1 text-sm text-red-700">{loadErrorText(query.error)}</p>
        </div>
        <Button size="sm" variant="secondary" onClick={() => void query.refetch()} disabled={query.isFetching} aria-describedby={messageId}>
          <RefreshCw className={query.isFetching ? "h-4 w-4 animate-spin" : "h-4 w-4"} aria-hidden />
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  return (
    <div role="status" aria-label={t`Loading ${what}`}>
      <div aria-hidden className="animate-pulse">
        {skeleton}
      </div>
    </div>
  );
}

/** Grey bars standing in for `count` list rows of `height` (a Tailwind height class). */
export function SkeletonRows({ count, height }: { count: number; height: string }) {
  return (
    <div className="space-y-3">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={cn("rounded-lg bg-slate-100", height)} />
      ))}
    </div>
  );
}

/** Nothing here yet: what will appear, and where to go meanwhile. */
export function EmptyState({ title, hint, children }: { title: string; hint?: string; children?: ReactNode }) {
  return (
    <div className="flex min-h-32 flex-col items-center justify-center rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center">
      <p className="font-medium text-slate-900">{title}</p>
      {hint && <p className="mt-1 max-w-md text-sm text-slate-600">{hint}</p>}
      {children && <div className="mt-4">{children}</div>}
    </div>
  );
}

/** A small coloured label (statuses). */
export function Badge({ tone, children }: { tone: string; children: ReactNode }) {
  return <span className={cn("inline-flex shrink-0 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap", tone)}>{children}</span>;
}

/** A quiet text link (see all, secondary actions). */
export const TEXT_LINK = "text-sm font-medium text-brand-700 underline-offset-4 hover:underline";
