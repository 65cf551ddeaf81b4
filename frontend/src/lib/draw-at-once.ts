import { flushSync } from "react-dom";

/**
 * Given to `<RouterProvider flushSync>` so a navigation that asks for `flushSync` is drawn at once
 * rather than in a transition (the router wants a function that returns nothing).
 */
export function drawAtOnce(update: () => unknown): undefined {
  flushSync(update);
}
