import { infiniteQueryOptions, type InfiniteData, type QueryKey } from "@tanstack/react-query";
import { retryUnlessClientError } from "./client";

/**
 * Query options for a list the server pages by cursor: the first page is asked for with no
 * cursor, each page names the next (none after the last), and a 4xx is not retried.
 */
export function cursorQuery<TPage extends { next_cursor?: string | null }, TKey extends QueryKey>({
  queryKey,
  fetchPage,
}: {
  queryKey: TKey;
  fetchPage: (cursor: string | undefined, signal: AbortSignal) => Promise<TPage>;
}) {
  return infiniteQueryOptions<TPage, Error, InfiniteData<TPage>, TKey, string | undefined>({
    queryKey,
    initialPageParam: undefined,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    getNextPageParam: (page) => page.next_cursor ?? undefined,
    retry: retryUnlessClientError,
  });
}
