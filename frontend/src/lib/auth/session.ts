import { useSyncExternalStore } from "react";
import type { components } from "@/lib/api/schema";

export type User = components["schemas"]["UserOut"];
export type SessionPayload = components["schemas"]["SessionOut"];

export type SessionState =
  | { status: "loading"; user: null }
  // `leaving`: the user just signed out here and the app is taking them home
  // (lib/auth/use-sign-out.ts), so pages for signed-in people do not send them to /login.
  | { status: "signed-out"; user: null; leaving?: boolean }
  | { status: "signed-in"; user: User };

/**
 * The browser's session: the access token lives only in memory (never in storage); the refresh
 * token is an httpOnly cookie the page cannot read. A reload restores the session by refreshing.
 */
let state: SessionState = { status: "loading", user: null };
let accessToken: string | null = null;
let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let refreshing: Promise<boolean> | null = null;
const listeners = new Set<() => void>();

function emit(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

export function getAccessToken(): string | null {
  return accessToken;
}

export function getSessionState(): SessionState {
  return state;
}

/** Called on every change of the session, a refreshed access token included (the realtime
 * client re-sends it to its socket); returns the unsubscribe function. */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, () => state);
}

/** Adopt a session the API just issued (sign-in, verification, password reset, refresh). */
export function setSession(session: SessionPayload) {
  accessToken = session.access_token;
  clearTimeout(refreshTimer);
  // Refresh a minute before the access token expires, so requests rarely meet a 401.
  refreshTimer = setTimeout(() => void refreshSession(), Math.max(session.expires_in - 60, 10) * 1000);
  emit({ status: "signed-in", user: session.user });
}

/** Keep the signed-in user's details current after a change (onboarding, profile edits). */
export function updateUser(user: User) {
  if (state.status === "signed-in") emit({ status: "signed-in", user });
}

/** Changes some of the signed-in user's details, read from the user as it is now (a photo, say). */
export function patchUser(change: (user: User) => Partial<User>) {
  if (state.status === "signed-in") emit({ status: "signed-in", user: { ...state.user, ...change(state.user) } });
}

export function clearSession({ leaving = false } = {}) {
  accessToken = null;
  clearTimeout(refreshTimer);
  const signedOut: SessionState = { status: "signed-out", user: null, leaving };
  emit(signedOut);
  // Long after the way home was taken, a page for signed-in people sends a visitor to /login again.
  if (leaving) setTimeout(() => state === signedOut && emit({ status: "signed-out", user: null }), 2000);
}

async function postRefresh(): Promise<Response> {
  return fetch("/api/auth/refresh", { method: "POST", credentials: "same-origin" });
}

/**
 * Trades the refresh cookie for a new session; one request at a time. Another tab may have
 * rotated the cookie a moment earlier ("refresh_conflict"): the browser then already holds the
 * new cookie, so one retry succeeds.
 */
export function refreshSession(): Promise<boolean> {
  refreshing ??= (async () => {
    try {
      let response = await postRefresh();
      if (response.status === 401) {
        const body = (await response.clone().json().catch(() => null)) as {
          error?: { code?: string };
        } | null;
        if (body?.error?.code === "refresh_conflict") {
          await new Promise((resolve) => setTimeout(resolve, 300));
          response = await postRefresh();
        }
      }
      // 204: this browser has no session to restore.
      if (!response.ok || response.status === 204) {
        clearSession();
        return false;
      }
      setSession((await response.json()) as SessionPayload);
      return true;
    } catch {
      // Offline or the server is down: keep what we have; the next request will tell.
      if (state.status === "loading") emit({ status: "signed-out", user: null });
      return false;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}
