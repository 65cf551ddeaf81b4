import { select } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { UseQueryResult } from "@tanstack/react-query";
import { LoadProblem } from "@/components/errors/load-problem";
import { SearchEmptyState, SearchPageEmpty, SearchPagination } from "@/components/search/search-states";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { calendarDay } from "@/lib/format";
import { refusedFilter, type DirectoryPage, type TalentRole } from "../api/directory-api";
import { describeFilters, hasFilters, MAX_PAGE, PAGE_SIZE, type DirectorySearch } from "../search-params";
import { TalentCardSkeleton, TalentCardView } from "./talent-card";

const GRID = "grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3";
const SKELETONS = 6;

/** Who the directory lists: one role, or both ("speakers or musicians"). */
export type Listed = TalentRole | "all";

// Whole sentences for each kind of list, so each language words them its own way.
const noun = (listed: Listed) =>
  select(listed, { speaker: "speakers", musician: "musicians", other: "speakers or musicians" });
const loading = (listed: Listed) =>
  select(listed, {
    speaker: "Loading speakers…",
    musician: "Loading musicians…",
    other: "Loading speakers or musicians…",
  });
const loadFailed = (listed: Listed) =>
  select(listed, {
    speaker: "We couldn't load the speakers.",
    musician: "We couldn't load the musicians.",
    other: "We couldn't load the speakers or musicians.",
  });
const noMatch = (listed: Listed, described: string) =>
  select(listed, {
    speaker: `No speakers match ${described}.`,
    musician: `No musicians match ${described}.`,
    other: `No speakers or musicians match ${described}.`,
  });
const noneFree = (listed: Listed, day: string) =>
  select(listed, {
    speaker: `No speakers are free on ${day}.`,
    musician: `No musicians are free on ${day}.`,
    other: `No speakers or musicians are free on ${day}.`,
  });
const noMatchFree = (listed: Listed, described: string, day: string) =>
  select(listed, {
    speaker: `No speakers who match ${described} are free on ${day}.`,
    musician: `No musicians who match ${described} are free on ${day}.`,
    other: `No speakers or musicians who match ${described} are free on ${day}.`,
  });
const noneListed = (listed: Listed) =>
  select(listed, {
    speaker: "No speakers are listed yet.",
    musician: "No musicians are listed yet.",
    other: "No speakers or musicians are listed yet.",
  });
const showing = (listed: Listed, first: number, last: number) =>
  select(listed, {
    speaker: `Showing speakers ${first}–${last}`,
    musician: `Showing musicians ${first}–${last}`,
    other: `Showing speakers or musicians ${first}–${last}`,
  });

/**
 * The directory's results: skeleton cards on the first load, the previous page (dimmed) while the
 * next one loads, an empty state that can clear the filters, and an error state (LoadProblem), but
 * a refused day is said at the date input. With a day chosen, the results say whom it is free for.
 */
export function DirectoryResults({
  query,
  search,
  params,
  listed,
  showRole = false,
  onClear,
}: {
  query: UseQueryResult<DirectoryPage>;
  search: DirectorySearch;
  params: URLSearchParams;
  listed: Listed;
  showRole?: boolean;
  onClear: () => void;
}) {
  const { t } = useLingui();
  const { data, isPending, isError, error, isFetching, isPlaceholderData, refetch } = query;
  const day = search.filters.available_on ? calendarDay(search.filters.available_on) : null;

  if (isPending) {
    return (
      <div className="mt-8">
        <p role="status" className="mb-4 h-5 text-sm text-slate-500">
          {loading(listed)}
        </p>
        <div className={GRID} aria-hidden>
          {Array.from({ length: SKELETONS }, (_, index) => (
            <TalentCardSkeleton key={index} />
          ))}
        </div>
      </div>
    );
  }

  if (refusedFilter(error, "available_on")) {
    return <SearchEmptyState title={t`Choose another date to see who is free.`} />;
  }

  if (refusedFilter(error, "near") ?? refusedFilter(error, "radius")) {
    return <SearchEmptyState title={t`Choose a place from the suggestions, or enter a ZIP code.`} />;
  }

  if (isError) {
    return (
      <LoadProblem title={loadFailed(listed)} error={error} onRetry={() => void refetch()} retrying={isFetching}>
        {hasFilters(search) && (
          <Button variant="secondary" onClick={onClear}>
            <Trans>Clear filters</Trans>
          </Button>
        )}
      </LoadProblem>
    );
  }

  const { results, page, has_more: hasMore } = data;

  if (results.length === 0) {
    if (page > 1) return <SearchPageEmpty noun={noun(listed)} page={page} params={params} />;
    const described = describeFilters(search.filters);
    let title: string;
    if (day) title = described ? noMatchFree(listed, described, day) : noneFree(listed, day);
    else title = described ? noMatch(listed, described) : noneListed(listed);
    let hint: string | undefined;
    if (day) hint = t`Try another date, or clear the filters to see everyone.`;
    else if (hasFilters(search)) hint = t`Try fewer or shorter words, or clear the filters to see everyone.`;
    return (
      <SearchEmptyState title={title} hint={hint}>
        {hasFilters(search) && (
          <Button onClick={onClear}>
            <Trans>Clear filters</Trans>
          </Button>
        )}
      </SearchEmptyState>
    );
  }

  const first = (page - 1) * PAGE_SIZE + 1;
  const last = first + results.length - 1;
  return (
    <div className="mt-8">
      {/* Only a chosen day needs saying: otherwise the heading is for screen readers' navigation. */}
      <h2 className={day ? "mb-2 text-lg font-semibold text-slate-900" : "sr-only"}>
        {day ? t`Free on ${day}` : t`Results`}
      </h2>
      <p role="status" className="mb-4 h-5 text-sm text-slate-500">
        {isFetching && isPlaceholderData ? loading(listed) : showing(listed, first, last)}
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
