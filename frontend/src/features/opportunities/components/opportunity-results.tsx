import { Trans, useLingui } from "@lingui/react/macro";
import type { UseQueryResult } from "@tanstack/react-query";
import { LoadProblem } from "@/components/errors/load-problem";
import { SearchEmptyState, SearchPageEmpty, SearchPagination } from "@/components/search/search-states";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import type { OpportunityPage } from "../api/opportunities-api";
import { MAX_PAGE, PAGE_SIZE } from "../search-params";
import { OpportunityCardSkeleton, OpportunityCardView } from "./opportunity-card";

const GRID = "grid grid-cols-1 gap-5 lg:grid-cols-2";

/**
 * The list's results: skeleton cards on the first load, the previous page (dimmed) while the
 * next one loads, an empty state that can clear the filters, and an error state (LoadProblem).
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
  const { t } = useLingui();
  const { data, isPending, isError, error, isFetching, isPlaceholderData, refetch } = query;

  if (isPending) {
    return (
      <div className="mt-8">
        <p role="status" className="mb-4 h-5 text-sm text-slate-500">
          <Trans>Loading opportunities…</Trans>
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
      <LoadProblem title={t`We couldn't load the opportunities.`} error={error} onRetry={() => void refetch()} retrying={isFetching}>
        {filtered && (
          <Button variant="secondary" onClick={onClear}>
            <Trans>Clear filters</Trans>
          </Button>
        )}
      </LoadProblem>
    );
  }

  const { results, page, has_more: hasMore } = data;
  if (results.length === 0) {
    if (page > 1) return <SearchPageEmpty noun={t`opportunities`} page={page} params={params} />;
    return filtered ? (
      <SearchEmptyState
        title={t`No opportunities match your search`}
        hint={t`Try fewer words or filters, or clear them to see every opportunity.`}
      >
        <Button onClick={onClear}>
          <Trans>Clear filters</Trans>
        </Button>
      </SearchEmptyState>
    ) : (
      <SearchEmptyState title={t`There are no open opportunities right now`} hint={t`Churches post new ones every week; check back soon.`} />
    );
  }

  const first = (page - 1) * PAGE_SIZE + 1;
  const last = first + results.length - 1;
  return (
    <div className="mt-8">
      <h2 className="sr-only">
        <Trans>Results</Trans>
      </h2>
      <p role="status" className="mb-4 h-5 text-sm text-slate-500">
        {isFetching && isPlaceholderData
          ? t`Loading opportunities…`
          : t`Showing opportunities ${first}–${last}`}
      </p>
      <ul aria-busy={isPlaceholderData} className={cn(GRID, "transition-opacity", isPlaceholderData && "opacity-60")}>
        {results.map((card) => (
          <li key={card.id}>
            <OpportunityCardView card={card} />
          </li>
        ))}
      </ul>
      <SearchPagination params={params} page={page} hasMore={hasMore} maxPage={MAX_PAGE} />
    </div>
  );
}
