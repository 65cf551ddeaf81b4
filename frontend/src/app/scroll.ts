/**
 * A page loaded from the address bar (or a link from another site) starts a history entry with no
 * state, which React Router calls "default", and ScrollRestoration keeps positions by that name:
 * every such page opened where the last one was left. Giving the entry a key of its own before the
 * router starts fixes that; the key lives in history.state, so a reload, or coming back to the
 * entry with back/forward, still finds its position.
 */
export function keyHistoryEntry(history: History = window.history) {
  const state: unknown = history.state;
  const current = state && typeof state === "object" ? (state as Record<string, unknown>) : {};
  if (typeof current.key === "string" && current.key) return;
  history.replaceState({ ...current, key: Math.random().toString(36).slice(2, 10) }, "");
}
