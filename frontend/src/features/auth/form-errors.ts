/** A safe in-app path remembered by the route guards in navigation state (`{ from }`). */
export function fromState(state: unknown): string | null {
  if (typeof state !== "object" || state === null || !("from" in state)) return null;
  const from = (state as { from: unknown }).from;
  return typeof from === "string" ? from : null;
}
