import type { UseQueryResult } from "@tanstack/react-query";
import { AlertTriangle, ChevronLeft, ChevronRight, SearchX } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { isNetworkError } from "@/components/errors/classify";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api/client";
import { cn } from "@/lib/cn";
import type { OpportunityPage } from "../api/opportunities-api";
import { MAX_PAGE, PAGE_SIZE, withPage } from "../search-params";
import { OpportunityCardSkeleton, OpportunityCardView } from "./opportunity-card";

const GRID = "grid grid-cols-1 gap-5 lg:grid-cols-2";

/**
 * The list's results: skeleton cards on the first load, the previous page (dimmed) while the
 * next one loads, an empty state that can clear the filters, and an error state with Try again.
 */
export function OpportunityResults({
  query,
  params,
  filtered,
  onClear,
}: {
  query: UseQueryResult<OpportunityPage>;
  params: URLSearchParams;
  /** Whether any filter is in force (the empty state then offers to clear them). */
  filtered: boolean;
  onClear: () => void;
}) {
  const { data, isPending, isError, error, isFetching, isPlaceholderData, refetch } = query;

  if (isPending) {
    return (
      <div className="mt-8">
        <p role="status" className="mb-4 h-5 text-sm text-slate-500">
          Loading opportunities…
        </p>
        <div className={GRID} aria-hidden>
          {Array.from({ length: 4 }, (_, index) => (
            <OpportunityCardSkeleton key={index} />
          ))}
        </div>
      </div>
    );
  }

  if (isError) {
    return (
      <div role="alert" className="mx-auto mt-12 max-w-lg rounded-xl border border-red-200 bg-red-50 p-6 text-center">
        <AlertTriangle className="mx-auto h-8 w-8 text-red-500" aria-hidden />
        <p className="mt-3 font-medium text-red-800">We couldn't load the opportunities.</p>
        <p className="mt-1 text-sm text-red-700">{errorText(error)}</p>
        <div className="mt-5 flex flex-wrap justify-center gap-3">
          <Button onClick={() => void refetch()} disabled={isFetching} aria-busy={isFetching}>
            {isFetching ? "Trying again…" : "Try again"}
          </Button>
          {filtered && (
            <Button variant="secondary" onClick={onClear}>
              Clear filters
            </Button>
          )}
        </div>
      </div>
    );
  }

  const { results, page, has_more: hasMore } = data;
  if (results.length === 0) {
    if (page > 1) {
      return (
        <EmptyState title={`There are no more opportunities on page ${page}.`}>
          <Button variant="secondary" asChild>
            <Link to={{ search: withPage(params, 1).toString() }}>Go to the first page</Link>
          </Button>
        </EmptyState>
      );
    }
    return filtered ? (
      <EmptyState title="No opportunities match your search" hint="Try fewer words or filters, or clear them to see every opportunity.">
        <Button onClick={onClear}>Clear filters</Button>
      </EmptyState>
    ) : (
      <EmptyState title="There are no open opportunities right now" hint="Churches post new ones every week; check back soon." />
    );
  }

  const first = (page - 1) * PAGE_SIZE + 1;
  return (
    <div className="mt-8">
      <h2 className="sr-only">Results</h2>
      <p role="status" className="mb-4 h-5 text-sm text-slate-500">
        {isFetching && isPlaceholderData
          ? "Loading opportunities…"
          : `Showing opportunities ${first}–${first + results.length - 1}`}
      </p>
      <ul aria-busy={isPlaceholderData} className={cn(GRID, "transition-opacity", isPlaceholderData && "opacity-60")}>
        {results.map((card) => (
          <li key={card.id}>
            <OpportunityCardView card={card} />
          </li>
        ))}
      </ul>
      <Pagination params={params} page={page} hasMore={hasMore && page < MAX_PAGE} />
    </div>
  );
}

function errorText(error: unknown): string {
  if (isNetworkError(error)) return "We couldn't reach Steeple. Check your connection and try again.";
  // A 4xx says what was wrong with the search (a date range the wrong way round, say).
  if (error instanceof ApiError && error.status < 500) return error.message;
  return "Something went wrong on our side. Trying again usually helps.";
}

function EmptyState({ title, hint, children }: { title: string; hint?: string; children?: ReactNode }) {
  return (
    <div className="mt-8 rounded-xl border border-dashed border-slate-300 px-6 py-12 text-center">
      <SearchX className="mx-auto h-8 w-8 text-slate-400" aria-hidden />
      <p role="status" className="mt-3 font-medium text-slate-900">
        {title}
      </p>
      {hint && <p className="mt-1 text-sm text-slate-600">{hint}</p>}
      {children && <div className="mt-5 flex justify-center">{children}</div>}
    </div>
  );
}

/** Previous / Next: the API says whether there is a next page, not how many there are. */
function Pagination({ params, page, hasMore }: { params: URLSearchParams; page: number; hasMore: boolean }) {
  if (page === 1 && !hasMore) return null;
  return (
    <nav aria-label="Pagination" className="mt-10 flex items-center justify-between gap-4">
      <PageButton params={params} page={page > 1 ? page - 1 : null}>
        <ChevronLeft className="h-4 w-4" aria-hidden />
        Previous
      </PageButton>
      <span className="text-sm text-slate-600">Page {page}</span>
      <PageButton params={params} page={hasMore ? page + 1 : null}>
        Next
        <ChevronRight className="h-4 w-4" aria-hidden />
      </PageButton>
    </nav>
  );
}

/** A link to `page`, or a disabled button when there is none that way. */
function PageButton({ params, page, children }: { params: URLSearchParams; page: number | null; children: ReactNode }) {
  if (page === null) {
    return (
      <Button variant="secondary" disabled>
        {children}
      </Button>
    );
  }
  return (
    <Button variant="secondary" asChild>
      <Link to={{ search: withPage(params, page).toString() }}>{children}</Link>
    </Button>
  );
}
