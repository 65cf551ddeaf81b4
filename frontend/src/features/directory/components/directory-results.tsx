import type { UseQueryResult } from "@tanstack/react-query";
import { LoadProblem } from "@/components/errors/load-problem";
import { SearchEmptyState, SearchPageEmpty, SearchPagination } from "@/components/search/search-states";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import type { DirectoryPage } from "../api/directory-api";
import { describeFilters, hasFilters, MAX_PAGE, PAGE_SIZE, type DirectorySearch } from "../search-params";
import { TalentCardSkeleton, TalentCardView } from "./talent-card";

const GRID = "grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3";
const SKELETONS = 6;

/**
 * The directory's results: skeleton cards on the first load, the previous page (dimmed) while the
 * next one loads, an empty state that can clear the filters, and an error state (LoadProblem).
 */
export function DirectoryResults({
  query,
  search,
  params,
  noun,
  showRole = false,
  onClear,
}: {
  query: UseQueryResult<DirectoryPage>;
  search: DirectorySearch;
  params: URLSearchParams;
  /** "speakers", "musicians" or "speakers or musicians". */
  noun: string;
  showRole?: boolean;
  onClear: () => void;
}) {
  const { data, isPending, isError, error, isFetching, isPlaceholderData, refetch } = query;

  if (isPending) {
    return (
      <div className="mt-8">
        <p role="status" className="mb-4 h-5 text-sm text-slate-500">
          Loading {noun}…
        </p>
        <div className={GRID} aria-hidden>
          {Array.from({ length: SKELETONS }, (_, index) => (
            <TalentCardSkeleton key={index} />
          ))}
        </div>
      </div>
    );
  }

  if (isError) {
    return (
      <LoadProblem title={`We couldn't load the ${noun}.`} error={error} onRetry={() => void refetch()} retrying={isFetching}>
        {hasFilters(search) && (
          <Button variant="secondary" onClick={onClear}>
            Clear filters
          </Button>
        )}
      </LoadProblem>
    );
  }

  const { results, page, has_more: hasMore } = data;

  if (results.length === 0) {
    if (page > 1) return <SearchPageEmpty noun={noun} page={page} params={params} />;
    const described = describeFilters(search.filters);
    return (
      <SearchEmptyState
        title={described ? `No ${noun} match ${described}.` : `No ${noun} are listed yet.`}
        hint={hasFilters(search) ? "Try fewer or shorter words, or clear the filters to see everyone." : undefined}
      >
        {hasFilters(search) && <Button onClick={onClear}>Clear filters</Button>}
      </SearchEmptyState>
    );
  }

  const first = (page - 1) * PAGE_SIZE + 1;
  const last = first + results.length - 1;
  return (
    <div className="mt-8">
      <h2 className="sr-only">Results</h2>
      <p role="status" className="mb-4 h-5 text-sm text-slate-500">
        {isFetching && isPlaceholderData ? `Loading ${noun}…` : `Showing ${noun} ${first}–${last}`}
      </p>
      <ul
        aria-busy={isPlaceholderData}
        className={cn(GRID, "transition-opacity", isPlaceholderData && "opacity-60")}
      >
        {results.map((card) => (
          <li key={card.user_id}>
            <TalentCardView card={card} showRole={showRole} />
          </li>
        ))}
      </ul>
      <SearchPagination params={params} page={page} hasMore={hasMore} maxPage={MAX_PAGE} />
    </div>
  );
}
