import { t } from "@lingui/core/macro";
import { ApiError } from "@/lib/api/client";

const NETWORK_PATTERN =
  /failed to fetch|networkerror|network error|load failed|timeout|timed out|dynamically imported module|importing a module script failed/i;

/** Spec 02 §2.7: fetch, network and timeout failures are a "Connection Problem". */
export function isNetworkError(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 408 || error.status === 504;
  if (!(error instanceof Error)) return false;
  return (
    error.name === "AbortError" ||
    error.name === "TimeoutError" ||
    NETWORK_PATTERN.test(`${error.name} ${error.message}`)
  );
}

/**
 * Why loading something failed, in words for the page: a lost connection, the server's own message
 * when it refused the request (a 4xx says what was wrong: a date range the wrong way round, a
 * page that is not yours), or its own failure.
 */
export function loadErrorText(error: unknown): string {
  if (isNetworkError(error)) return t`We couldn't reach Steeple. Check your connection and try again.`;
  if (error instanceof ApiError && error.status < 500) return error.message;
  return t`Something went wrong on our side. Trying again usually helps.`;
}

/** The server refused for good (403, 404, 422): asking again the same way gets the same answer. */
export function isRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;
}

/** A lazily loaded page's code failed to download; browsers cache that failure until a reload. */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|importing a module script failed|error loading dynamically/i.test(
      error.message,
    )
  );
}

export function newErrorId(): string {
  return crypto.randomUUID().replaceAll("-", "").slice(0, 12);
}
