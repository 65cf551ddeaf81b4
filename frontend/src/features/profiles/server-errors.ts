import { ApiError } from "@/lib/api/client";

/** The API says there is no such profile (or the id cannot be one). */
export function isMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 422);
}
