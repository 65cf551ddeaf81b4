import type { QueryClient } from "@tanstack/react-query";
import { getSessionState, subscribeSession } from "@/lib/auth/session";

/**
 * What the app shell calls once: loads the realtime client (./start.ts) the first time someone is
 * signed in, so a visitor's first page carries none of its code, then hands over to it. Returns
 * the function that stops it.
 */
export function startRealtimeWhenSignedIn(queryClient: QueryClient): () => void {
  let stop: (() => void) | undefined;
  let state: "waiting" | "loading" | "started" | "stopped" = "waiting";
  const check = () => {
    if (state !== "waiting" || getSessionState().status !== "signed-in") return;
    state = "loading";
    import("./start").then(
      ({ startRealtime }) => {
        if (state !== "loading") return;
        state = "started";
        unsubscribe();
        stop = startRealtime(queryClient);
      },
      // The code failed to download (offline, a new release): try again on the next change.
      () => {
        if (state === "loading") state = "waiting";
      },
    );
  };
  const unsubscribe = subscribeSession(check);
  check();
  return () => {
    state = "stopped";
    unsubscribe();
    stop?.();
  };
}
