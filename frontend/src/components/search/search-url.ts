import { isNetworkError } from "@/components/errors/classify";
import { ApiError } from "@/lib/api/client";

/** The URL for another page of the same search (page 1 has no parameter). */
export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 1) next.set("page", String(page));
  else next.delete("page");
  return next;
}

/** Why a search failed, in words. */
export function searchErrorText(error: unknown): string {
  if (isNetworkError(error)) return "We couldn't reach Steeple. Check your connection and try again.";
  // A 4xx says what was wrong with the search (a date range the wrong way round, say).
  if (error instanceof ApiError && error.status < 500) return error.message;
  return "Something went wrong on our side. Trying again usually helps.";
}
