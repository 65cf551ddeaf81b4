import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "@/lib/api/client";

/**
 * Puts the server's per-field messages (422) under the matching fields. Returns true when at least
 * one landed, so the caller knows whether a general message is still needed.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: ReadonlyArray<Path<T>>,
  setError: UseFormSetError<T>,
): boolean {
  if (!(error instanceof ApiError)) return false;
  let applied = false;
  for (const field of fields) {
    const message = error.fields[field];
    if (message) {
      setError(field, { type: "server", message }, { shouldFocus: !applied });
      applied = true;
    }
  }
  return applied;
}

/** The server's message when it sent one, otherwise the fallback. */
export function serverMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

/** A safe in-app path remembered by the route guards in navigation state (`{ from }`). */
export function fromState(state: unknown): string | null {
  if (typeof state !== "object" || state === null || !("from" in state)) return null;
  const from = (state as { from: unknown }).from;
  return typeof from === "string" ? from : null;
}
