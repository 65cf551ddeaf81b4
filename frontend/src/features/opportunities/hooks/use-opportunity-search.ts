import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { useSession } from "@/lib/auth/session";
import { searchQuery } from "../api/opportunities-api";
import {
  cleanFilters,
  EMPTY_FILTERS,
  filtersKey,
  readSearch,
  toApiQuery,
  withFilters,
  type OpportunityFilters,
} from "../search-params";

/** Typed text and dates apply after this pause; choices in lists apply at once. */
export const TYPING_DELAY_MS = 400;

/**
 * The list's search, kept in the URL, and the drafts the inputs edit. When the URL changes some
 * other way (Back, a link, Clear filters) the drafts follow it.
 */
export function useOpportunitySearch() {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => readSearch(params), [params]);
  const urlKey = filtersKey(search.filters);

  const [drafts, setDrafts] = useState<OpportunityFilters>(search.filters);
  const [seenKey, setSeenKey] = useState(urlKey);
  if (urlKey !== seenKey) {
    setSeenKey(urlKey);
    // The filters just written from these drafts come back cleaned: keep what is being typed.
    if (urlKey !== filtersKey(cleanFilters(drafts))) setDrafts(search.filters);
  }

  const apply = useCallback(
    (filters: OpportunityFilters) => {
      const next = withFilters(params, filters);
      if (next.toString() === params.toString()) return false;
      // The filters are at the top of the page: keep the scroll position while refining. The page
      // draws the new URL at once rather than in a transition: a Back pressed before that drawing
      // would land on a URL this page never saw change, and the inputs would keep the filter.
      setParams(next, { preventScrollReset: true, flushSync: true });
      return true;
    },
    [params, setParams],
  );

  useEffect(() => {
    if (filtersKey(cleanFilters(drafts)) === urlKey) return;
    const timer = window.setTimeout(() => apply(drafts), TYPING_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [drafts, urlKey, apply]);

  // The fit sort is for a signed-in speaker or musician: on a page load it waits for the session
  // to be restored (else it would be asked without one and refused). Other searches need nobody.
  const session = useSession();
  const byFit = search.filters.sort === "fit";
  const viewerId = byFit && session.status === "signed-in" ? session.user.id : null;
  const query = useQuery({
    ...searchQuery(toApiQuery(search), viewerId),
    enabled: !byFit || session.status !== "loading",
    placeholderData: keepPreviousData,
  });
  const { refetch } = query;

  /** Changes one filter: text waits for a pause in typing, a choice applies at once. */
  const change = useCallback(
    (name: keyof OpportunityFilters, value: string, { now = false }: { now?: boolean } = {}) => {
      const next = { ...drafts, [name]: value };
      setDrafts(next);
      if (now) apply(next);
    },
    [drafts, apply],
  );

  /** Applies every draft now; searching again for the same thing fetches afresh. */
  const submit = useCallback(() => {
    if (!apply(drafts)) void refetch();
  }, [apply, drafts, refetch]);

  const clear = useCallback(() => {
    setDrafts(EMPTY_FILTERS);
    apply(EMPTY_FILTERS);
  }, [apply]);

  return { search, drafts, change, submit, clear, query, params };
}
