/** A safe in-app path remembered by the route guards in navigation state (`{ from }`). */
export function fromState(state: unknown): string | null {
  if (typeof state !== "object" || state === null || !("from" in state)) return null;
  const from = (state as { from: unknown }).from;
  return typeof from === "string" ? from : null;
}

/** A message for the page handed over in navigation state (`{ message }`). */
export function messageState(state: unknown): string | null {
  if (typeof state !== "object" || state === null || !("message" in state)) return null;
  const message = (state as { message: unknown }).message;
  return typeof message === "string" ? message : null;
}
