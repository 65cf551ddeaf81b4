import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { useSession } from "@/lib/auth/session";
import { directoryQuery, type TalentRole } from "../api/directory-api";
import {
  cleanValue,
  EMPTY_FILTERS,
  filtersKey,
  readSearch,
  toApiQuery,
  withFilters,
  withoutFilters,
  type DirectoryFilters,
  type FilterChanges,
  type FilterField,
} from "../search-params";

/** Typing applies a filter after this pause; the Search button (or Enter) applies at once. */
export const TYPING_DELAY_MS = 400;

/**
 * The directory's search, kept in the URL, and the inputs that edit it.
 *
 * Inputs hold drafts. A pause in typing writes them to the URL: the first write of a burst adds a
 * history entry and the rest (in the same field) replace it, so Back undoes a whole edit rather
 * than a keystroke.
 * Submitting writes at once. When the URL changes some other way (Back, a link, Clear filters)
 * the drafts follow it.
 */
export function useDirectorySearch({
  fields,
  pageRole,
  roleChoice = false,
}: {
  /** The filters this page offers (a module-level constant). */
  fields: readonly FilterField[];
  /** A page for one role (the speaker or musician list); the talent page leaves it out. */
  pageRole?: TalentRole;
  /** Whether the URL's `role` chooses speakers, musicians or both. */
  roleChoice?: boolean;
}) {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => readSearch(params, fields, { roleChoice }), [params, fields, roleChoice]);
  const urlKey = filtersKey(search.filters);

  const [drafts, setDrafts] = useState<DirectoryFilters>(search.filters);
  const [seenKey, setSeenKey] = useState(urlKey);
  // The filters this page last wrote itself: arriving at them must not disturb the inputs, where
  // the user may already have typed on.
  const [ownKey, setOwnKey] = useState<string | null>(null);
  if (urlKey !== seenKey) {
    setSeenKey(urlKey);
    setOwnKey(null);
    if (urlKey !== ownKey) setDrafts(search.filters);
  }

  // What the last burst of typing wrote (the URL's search part, and into which fields): typing on
  // in the same fields replaces that history entry.
  const typed = useRef<{ url: string; fields: string } | null>(null);

  const apply = useCallback(
    (changes: FilterChanges, { typing = false }: { typing?: boolean } = {}) => {
      const next = withFilters(params, changes);
      if (next.toString() === params.toString()) return false;
      const burst = { url: next.toString(), fields: Object.keys(changes).sort().join() };
      const replace =
        typing && typed.current?.url === params.toString() && typed.current.fields === burst.fields;
      typed.current = typing ? burst : null;
      const nextKey = filtersKey(readSearch(next, fields).filters);
      if (nextKey !== filtersKey(readSearch(params, fields).filters)) setOwnKey(nextKey);
      // The inputs are at the top of the page: keep the scroll position while refining. The page
      // draws the new URL at once rather than in a transition: a Back pressed before that drawing
      // would land on a URL this page never saw change, and the inputs would keep the filter.
      setParams(next, { replace, preventScrollReset: true, flushSync: true });
      return true;
    },
    [params, setParams, fields],
  );

  // Drafts that differ from the URL are applied after a pause in typing.
  useEffect(() => {
    const pending = fields.filter((field) => cleanValue(field, drafts[field]) !== search.filters[field]);
    if (pending.length === 0) return;
    const timer = window.setTimeout(() => {
      apply(Object.fromEntries(pending.map((field) => [field, drafts[field]])), { typing: true });
    }, TYPING_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [drafts, search, fields, apply]);

  // A fit is for a church's own opportunity: on a page load it waits for the session to be
  // restored (else it would be asked without one and refused). Other searches need nobody.
  const session = useSession();
  const byFit = Boolean(search.filters.fit_for);
  const viewerId = byFit && session.status === "signed-in" ? session.user.id : null;
  const query = useQuery({
    ...directoryQuery(toApiQuery(search, pageRole), viewerId),
    enabled: !byFit || session.status !== "loading",
    placeholderData: keepPreviousData,
  });
  const { refetch } = query;

  const setDraft = useCallback((field: FilterField, value: string) => {
    setDrafts((current) => ({ ...current, [field]: value }));
  }, []);

  /** Applies every draft now; searching again for the same thing fetches afresh. */
  const submit = useCallback(() => {
    const changed = apply(Object.fromEntries(fields.map((field) => [field, drafts[field]])));
    if (!changed) void refetch();
  }, [apply, drafts, fields, refetch]);

  const setRole = useCallback((role: TalentRole | null) => apply({ role }), [apply]);
  // A choice (the order, the opportunity to fit) applies at once; its draft follows, so the typing
  // pause does not undo it.
  const choose = useCallback(
    (field: "sort" | "fit_for", value: string) => {
      setDrafts((current) => ({ ...current, [field]: value }));
      apply({ [field]: value });
    },
    [apply],
  );

  const clear = useCallback(() => {
    typed.current = null;
    setDrafts(EMPTY_FILTERS);
    setParams(withoutFilters(params), { preventScrollReset: true });
  }, [params, setParams]);

  return { search, drafts, setDraft, submit, setRole, choose, clear, query, params };
}
