import {
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from "@tanstack/react-query";
import { api, retryUnlessClientError, unwrap } from "@/lib/api/client";
import { cursorQuery } from "@/lib/api/cursor-query";
import type { components } from "@/lib/api/schema";
import { getUnreadCounts, refreshUnreadCounts, setUnreadCounts } from "@/lib/realtime/store";
import type { Notification, NotificationType } from "../notification";
import { queryKeys } from "@/lib/query-keys";

type NotificationPage = components["schemas"]["NotificationPage"];

/** How many the bell's dropdown shows; the page loads more by cursor. */
export const BELL_SHOWN = 20;

export interface FeedFilters {
  type?: NotificationType;
  unreadOnly?: boolean;
}

/** The newest notifications, for the bell. Fetched only for a signed-in user (spec 02 §5). */
export function recentNotificationsQuery(userId: string) {
  return queryOptions({
    queryKey: queryKeys.notifications.recent(userId),
    queryFn: async ({ signal }) =>
      unwrap(await api.GET("/api/notifications", { params: { query: { limit: BELL_SHOWN } }, signal })),
    retry: retryUnlessClientError,
  });
}

/** /notifications: every notification, filtered by the server, 20 a page by cursor. */
export function notificationFeedQuery(userId: string, filters: FeedFilters) {
  return cursorQuery({
    queryKey: queryKeys.notifications.feed(userId, filters.type, filters.unreadOnly ?? false),
    fetchPage: async (cursor, signal) =>
      unwrap(
        await api.GET("/api/notifications", {
          params: {
            query: { cursor, type: filters.type, unread: filters.unreadOnly ? true : undefined },
          },
          signal,
        }),
      ),
  });
}

/** Applies `change` to every notification in any cached list of this feature (a single page,
 * or the pages of an infinite list); other shapes are left alone. */
export function mapCachedNotifications(data: unknown, change: (item: Notification) => Notification): unknown {
  const mapPage = (page: NotificationPage) => ({ ...page, items: page.items.map(change) });
  if (isPage(data)) return mapPage(data);
  if (typeof data === "object" && data !== null && "pages" in data && Array.isArray(data.pages)) {
    return { ...data, pages: data.pages.map((page: unknown) => (isPage(page) ? mapPage(page) : page)) };
  }
  return data;
}

function isPage(value: unknown): value is NotificationPage {
  return typeof value === "object" && value !== null && "items" in value && Array.isArray(value.items);
}

type Snapshot = [QueryKey, unknown][];

/** Marks read in every cached list at once (and the badge), keeping what to put back. */
async function markReadInCache(queryClient: QueryClient, matches: (item: Notification) => boolean) {
  await queryClient.cancelQueries({ queryKey: queryKeys.notifications.all });
  const snapshot: Snapshot = queryClient.getQueriesData({ queryKey: queryKeys.notifications.all });
  queryClient.setQueriesData({ queryKey: queryKeys.notifications.all }, (data: unknown) =>
    mapCachedNotifications(data, (item) => (matches(item) && !item.is_read ? { ...item, is_read: true } : item)),
  );
  return { snapshot, unreadBefore: getUnreadCounts().notifications };
}

function restore(queryClient: QueryClient, snapshot: Snapshot) {
  for (const [key, data] of snapshot) queryClient.setQueryData(key, data);
}

async function expectNoContent(request: Promise<{ response: Response; data?: unknown; error?: unknown }>) {
  const result = await request;
  if (!result.response.ok) unwrap(result);
}

/** Spec 02 §4: a row's click marks it read at once, then saves; a refusal puts it back. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      expectNoContent(api.POST("/api/notifications/{notification_id}/read", { params: { path: { notification_id: id } } })),
    onMutate: async (id: string) => {
      const saved = await markReadInCache(queryClient, (item) => item.id === id);
      if (saved.unreadBefore !== null) setUnreadCounts({ notifications: Math.max(0, saved.unreadBefore - 1) });
      return saved;
    },
    onError: (_error, _id, saved) => {
      if (!saved) return;
      restore(queryClient, saved.snapshot);
      const now = getUnreadCounts().notifications;
      if (saved.unreadBefore !== null && now !== null) setUnreadCounts({ notifications: now + 1 });
      // Whatever the server says now wins over the guess.
      void refreshUnreadCounts();
    },
  });
}

/** Mark all read: every one read at once and the badge gone, then saved; put back on failure. */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => expectNoContent(api.POST("/api/notifications/read-all")),
    onMutate: async () => {
      const saved = await markReadInCache(queryClient, () => true);
      setUnreadCounts({ notifications: 0 });
      return saved;
    },
    onError: (_error, _variables, saved) => {
      if (!saved) return;
      restore(queryClient, saved.snapshot);
      setUnreadCounts({ notifications: saved.unreadBefore });
      void refreshUnreadCounts();
    },
  });
}

/**
 * Accept Offer / Decline Offer: the same server action as the application page. The application
 * changed, so whatever shows it (the applications and dashboards' caches) is marked stale too.
 */
export function useOfferAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ applicationId, accept }: { applicationId: string; accept: boolean }) => {
      const path = { params: { path: { application_id: applicationId } } };
      return unwrap(
        accept
          ? await api.POST("/api/applications/{application_id}/offer/accept", path)
          : await api.POST("/api/applications/{application_id}/offer/decline", path),
      );
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.applications.all });
      await queryClient.invalidateQueries({ refetchType: "none" });
    },
  });
}
