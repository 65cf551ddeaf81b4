import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "@/lib/api/client";

/**
 * Puts the server's per-field messages (422) under the matching inputs. List items come back with
 * dotted paths ("topics.0"): they belong to the list's input. The first one gets focus. Returns
 * true when at least one landed, so the caller knows whether a general message is still needed.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: ReadonlyArray<Path<T>>,
  setError: UseFormSetError<T>,
): boolean {
  if (!(error instanceof ApiError)) return false;
  const known = new Set<string>(fields);
  const messages = new Map<Path<T>, string>();
  for (const [path, message] of Object.entries(error.fields)) {
    const field = path.split(".")[0] ?? path;
    if (known.has(field) && !messages.has(field as Path<T>)) messages.set(field as Path<T>, message);
  }
  // Focus follows the form's order, not the order the server listed the errors in.
  const ordered = fields.filter((field) => messages.has(field));
  ordered.forEach((field, index) =>
    setError(field, { type: "server", message: messages.get(field) }, { shouldFocus: index === 0 }),
  );
  return ordered.length > 0;
}

/** The server's message when it sent one, otherwise the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
