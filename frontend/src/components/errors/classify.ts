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
