import type { KeyboardEvent } from "react";

/** A message's longest body, as the server allows (messaging/schemas.py MAX_BODY). */
export const MAX_BODY = 10_000;

/** Ctrl+Enter (Cmd+Enter on a Mac) sends from a message box, as in most mail and chat apps. */
export function sendsOnKey(event: KeyboardEvent<HTMLTextAreaElement>): boolean {
  return event.key === "Enter" && (event.ctrlKey || event.metaKey);
}
