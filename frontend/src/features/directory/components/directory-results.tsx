import type { UseQueryResult } from "@tanstack/react-query";
import { AlertTriangle } from "lucide-react";
import { SearchEmptyState, SearchPageEmpty, SearchPagination } from "@/components/search/search-states";
import { searchErrorText } from "@/components/search/search-url";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import type { DirectoryPage } from "../api/directory-api";
import { describeFilters, hasFilters, MAX_PAGE, PAGE_SIZE, type DirectorySearch } from "../search-params";
import { TalentCardSkeleton, TalentCardView } from "./talent-card";

const GRID = "grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3";
const SKELETONS = 6;

/**
 * The directory's results: skeleton cards on the first load, the previous page (dimmed) while the
 * next one loads, an empty state that can clear the filters, and an error state with Try Again.
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
      <div role="alert" className="mx-auto mt-12 max-w-lg rounded-xl border border-red-200 bg-red-50 p-6 text-center">
        <AlertTriangle className="mx-auto h-8 w-8 text-red-500" aria-hidden />
        <p className="mt-3 font-medium text-red-800">We couldn't load the {noun}.</p>
        <p className="mt-1 text-sm text-red-700">{searchErrorText(error)}</p>
        <div className="mt-5 flex flex-wrap justify-center gap-3">
          <Button onClick={() => void refetch()} disabled={isFetching} aria-busy={isFetching}>
            {isFetching ? "Trying again…" : "Try Again"}
          </Button>
          {hasFilters(search) && (
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
