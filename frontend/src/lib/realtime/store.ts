import { useEffect, useRef, useSyncExternalStore } from "react";
import { api, unwrap } from "@/lib/api/client";
import { getSessionState } from "@/lib/auth/session";
import type { RealtimeEvent, UnreadCounts } from "./events";

/**
 * What the open page knows of the server's live state: the two unread counts (null until first
 * known) and a fan-out of every realtime event. Kept small and free of the socket's code, which
 * loads only for signed-in people (./start.ts), so the first page stays light.
 */
export type KnownCounts = { [key in keyof UnreadCounts]: number | null };

const UNKNOWN: KnownCounts = { notifications: null, messages: null };
let counts: KnownCounts = UNKNOWN;
// Bumped on every change, so a slow HTTP answer cannot overwrite a newer pushed count.
let version = 0;
const countListeners = new Set<() => void>();
const eventListeners = new Set<(event: RealtimeEvent) => void>();

export function getUnreadCounts(): KnownCounts {
  return counts;
}

/** Replaces some of the counts (from an event, a poll, or an optimistic change). */
export function setUnreadCounts(next: Partial<KnownCounts>) {
  const merged = { ...counts, ...next };
  if (merged.notifications === counts.notifications && merged.messages === counts.messages) return;
  counts = merged;
  version += 1;
  for (const listener of countListeners) listener();
}

/** Back to "not known" (signed out). */
export function resetUnreadCounts() {
  setUnreadCounts(UNKNOWN);
}

function subscribeCounts(listener: () => void) {
  countListeners.add(listener);
  return () => {
    countListeners.delete(listener);
  };
}

/** The unread counts, kept current by realtime events and polling; null while not yet known. */
export function useUnreadCounts(): KnownCounts {
  return useSyncExternalStore(subscribeCounts, getUnreadCounts, () => UNKNOWN);
}

/** Hands a server event to every listener (the realtime client calls this). */
export function emitRealtimeEvent(event: RealtimeEvent) {
  for (const listener of eventListeners) listener(event);
}

/** Calls `listener` with every event the server pushes while the component is mounted. */
export function useRealtimeEvent(listener: (event: RealtimeEvent) => void) {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => {
    const forward = (event: RealtimeEvent) => latest.current(event);
    eventListeners.add(forward);
    return () => {
      eventListeners.delete(forward);
    };
  }, []);
}

const COUNTS = {
  notifications: async () => unwrap(await api.GET("/api/notifications/unread-count")).count,
  messages: async () => unwrap(await api.GET("/api/messages/unread-count")).count,
};

/**
 * Asks the server for both counts. One that fails keeps its last value; nothing changes if a
 * newer count arrived meanwhile (a pushed event) or the person signed out.
 */
export async function refreshUnreadCounts(): Promise<void> {
  if (getSessionState().status !== "signed-in") return;
  const started = version;
  const [notifications, messages] = await Promise.allSettled([
    COUNTS.notifications(),
    COUNTS.messages(),
  ]);
  if (version !== started || getSessionState().status !== "signed-in") return;
  const next: Partial<KnownCounts> = {};
  if (notifications.status === "fulfilled") next.notifications = notifications.value;
  if (messages.status === "fulfilled") next.messages = messages.value;
  setUnreadCounts(next);
}
