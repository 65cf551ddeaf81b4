import type { QueryClient } from "@tanstack/react-query";
import { getAccessToken, getSessionState, refreshSession, subscribeSession } from "@/lib/auth/session";
import { queryKeys, type DomainKey } from "@/lib/query-keys";
import type { RealtimeEvent } from "./events";
import type { RealtimeConnection } from "./connection";
import { emitRealtimeEvent, getUnreadCounts, refreshUnreadCounts, resetUnreadCounts, setUnreadCounts } from "./store";

type NotificationType = Extract<RealtimeEvent, { type: "notification" }>["notification"]["type"];

const NOTIFICATIONS_KEY = queryKeys.notifications.all;
const MESSAGES_KEY = queryKeys.messages.all;

/**
 * What a notification is news of, besides the bell: the domains whose data it changed, refreshed
 * on the page in view (a dashboard's offers waiting and counts, an applications list).
 */
const CHANGED_BY: Record<NotificationType, readonly DomainKey[]> = {
  // An application moved (offered, accepted, received...), or a hire's reviews were released.
  application: [queryKeys.applications.all, queryKeys.opportunities.all, queryKeys.reviews.all],
  opportunity: [queryKeys.opportunities.all, queryKeys.applications.all],
  message: [MESSAGES_KEY],
  // A payment failed, say.
  system: [queryKeys.billing.all],
};

/**
 * Follows the session for the app's lifetime: a socket while someone is signed in (its code is
 * loaded only then, keeping it out of the first page's weight), none after sign-out. Returns the
 * function that stops it all. Called once by the root layout.
 */
export function startRealtime(queryClient: QueryClient): () => void {
  let connection: RealtimeConnection | null = null;
  let userId: string | null = null;
  let loading = false;
  let stopped = false;

  const invalidate = (key: readonly string[]) => void queryClient.invalidateQueries({ queryKey: key });

  // A count that moved without an event about it (read in another tab, a poll) means the lists
  // shown may be out of date too.
  const adoptCounts = (unread: { notifications: number; messages: number }) => {
    const before = getUnreadCounts();
    setUnreadCounts(unread);
    if (before.notifications !== null && before.notifications !== unread.notifications) invalidate(NOTIFICATIONS_KEY);
    if (before.messages !== null && before.messages !== unread.messages) invalidate(MESSAGES_KEY);
  };

  const onEvent = (event: RealtimeEvent, reconnected: boolean) => {
    if (event.type === "ready" && reconnected) {
      // Whatever happened while disconnected was not pushed: refetch what is shown.
      setUnreadCounts(event.unread);
      for (const key of new Set([NOTIFICATIONS_KEY, ...Object.values(CHANGED_BY).flat()])) invalidate(key);
    } else if (event.type === "notification") {
      setUnreadCounts(event.unread);
      invalidate(NOTIFICATIONS_KEY);
      for (const key of CHANGED_BY[event.notification.type] ?? []) invalidate(key);
    } else if (event.type === "message") {
      setUnreadCounts(event.unread);
      invalidate(MESSAGES_KEY);
    } else {
      adoptCounts(event.unread);
    }
    emitRealtimeEvent(event);
  };

  const poll = async () => {
    const before = getUnreadCounts();
    await refreshUnreadCounts();
    const after = getUnreadCounts();
    if (before.notifications !== null && before.notifications !== after.notifications) invalidate(NOTIFICATIONS_KEY);
    if (before.messages !== null && before.messages !== after.messages) invalidate(MESSAGES_KEY);
  };

  const close = () => {
    connection?.stop();
    connection = null;
    userId = null;
    resetUnreadCounts();
  };

  const follow = () => {
    if (stopped) return;
    const session = getSessionState();
    if (session.status !== "signed-in") {
      if (session.status === "signed-out") close();
      return;
    }
    // Someone else signed in on this page: a fresh socket and fresh counts.
    if (userId !== null && userId !== session.user.id) close();
    userId = session.user.id;
    if (connection) {
      connection.tokenChanged();
      return;
    }
    if (loading) return;
    loading = true;
    import("./connection")
      .then(({ RealtimeConnection, realtimeUrl }) => {
        loading = false;
        const now = getSessionState();
        if (stopped || connection || now.status !== "signed-in") return;
        connection = new RealtimeConnection({
          url: realtimeUrl(),
          getToken: getAccessToken,
          onEvent,
          onPoll: () => void poll(),
          onUnauthorized: () => void refreshSession(),
        });
        connection.start();
      })
      .catch(() => {
        // The socket's code failed to download (offline, a new release): counts over HTTP for
        // now; the next session change tries again.
        loading = false;
        void poll();
      });
  };

  const unsubscribe = subscribeSession(follow);
  follow();
  return () => {
    stopped = true;
    unsubscribe();
    connection?.stop();
    connection = null;
  };
}
