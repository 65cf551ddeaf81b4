import { Trans, useLingui } from "@lingui/react/macro";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { BellOff, CheckCheck } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { LoadProblem } from "@/components/errors/load-problem";
import { Button } from "@/components/ui/button";
import { useSession, type User } from "@/lib/auth/session";
import { cn } from "@/lib/cn";
import { usePageTitle } from "@/lib/page-title";
import { useUnreadCounts } from "@/lib/realtime/store";
import { notificationFeedQuery, useMarkAllRead, useMarkRead, type FeedFilters } from "../api/notifications-api";
import { NotificationDialog } from "../components/notification-dialog";
import { NotificationRow } from "../components/notification-row";
import { unreadLine } from "../format";
import { NOTIFICATION_TYPES, TYPE_LABELS, type Notification, type NotificationType } from "../notification";
import { LoadMore } from "@/components/lists/load-more";

/** /notifications (spec 02 §2.1): every notification, newest first, filtered by the server. */
export function NotificationsPage() {
  const session = useSession();
  // The route's guard renders this page only for a signed-in user.
  if (session.status !== "signed-in") return null;
  return <Notifications user={session.user} />;
}

/** The filters live in the address (?kind=message&unread=1), so a reload or a link keeps them.
 * Not `?type=`: that is an auth parameter, and any page whose address carries one is sent on to
 * /auth/callback (spec 01 §2 "Auth URL handling", app/guards.tsx). */
function useFilters(): [FeedFilters, (next: FeedFilters) => void] {
  const [params, setParams] = useSearchParams();
  const type = params.get("kind");
  const filters: FeedFilters = {
    type: NOTIFICATION_TYPES.includes(type as NotificationType) ? (type as NotificationType) : undefined,
    unreadOnly: params.get("unread") === "1",
  };
  const setFilters = (next: FeedFilters) => {
    const query = new URLSearchParams();
    if (next.type) query.set("kind", next.type);
    if (next.unreadOnly) query.set("unread", "1");
    setParams(query, { replace: true });
  };
  return [filters, setFilters];
}

function Notifications({ user }: { user: User }) {
  const { t } = useLingui();
  usePageTitle(t`Notifications`);
  const [filters, setFilters] = useFilters();
  const query = useInfiniteQuery({ ...notificationFeedQuery(user.id, filters), placeholderData: keepPreviousData });
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const unread = useUnreadCounts().notifications;
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const [shown, setShown] = useState<Notification | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const filtered = filters.type !== undefined || filters.unreadOnly === true;
  const typeId = useId();

  const open = (notification: Notification) => {
    setShown(notification);
    if (!notification.is_read) markRead.mutate(notification.id);
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">
            <Trans>Notifications</Trans>
          </h1>
          <p className="mt-1 text-slate-600" aria-live="polite">
            {unread ? unreadLine(unread) : <Trans>Applications, offers, messages and updates, newest first.</Trans>}
          </p>
        </div>
        {!!unread && (
          <Button variant="secondary" onClick={() => markAll.mutate()} disabled={markAll.isPending}>
            <CheckCheck className="h-4 w-4" aria-hidden />
            <Trans>Mark all read</Trans>
          </Button>
        )}
      </div>

      <div role="group" aria-label={t`Filters`} className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3 rounded-lg border border-slate-200 bg-white px-4 py-3">
        <div className="flex items-center gap-2">
          <label htmlFor={typeId} className="text-sm font-medium text-slate-700">
            <Trans>Type</Trans>
          </label>
          <select
            id={typeId}
            value={filters.type ?? ""}
            onChange={(event) =>
              setFilters({ ...filters, type: (event.target.value || undefined) as NotificationType | undefined })
            }
            className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <option value="">{t`All types`}</option>
            {NOTIFICATION_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(TYPE_LABELS[type])}
              </option>
            ))}
          </select>
        </div>
        <label className="flex cursor-pointer items-center gap-2 text-sm font-medium text-slate-700">
          <input
            type="checkbox"
            checked={filters.unreadOnly === true}
            onChange={(event) => setFilters({ ...filters, unreadOnly: event.target.checked })}
            className="h-4 w-4 rounded border-slate-300 accent-brand-700"
          />
          <Trans>Unread only</Trans>
        </label>
      </div>

      {query.isPending ? (
        <ul role="status" aria-label={t`Loading notifications`} className="mt-6 space-y-3">
          {[0, 1, 2, 3].map((row) => (
            <li key={row} className="flex animate-pulse gap-3 rounded-xl border border-slate-200 bg-white p-4">
              <div className="h-9 w-9 rounded-full bg-slate-200" />
              <div className="flex-1 space-y-2">
                <div className="h-3 w-1/3 rounded bg-slate-200" />
                <div className="h-3 w-2/3 rounded bg-slate-200" />
                <div className="h-3 w-5/6 rounded bg-slate-100" />
              </div>
            </li>
          ))}
        </ul>
      ) : query.isError && items.length === 0 ? (
        <LoadProblem
          title={t`We couldn't load your notifications.`}
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : items.length === 0 ? (
        <div className="mt-6 rounded-xl border border-dashed border-slate-300 px-6 py-12 text-center">
          <BellOff className="mx-auto h-8 w-8 text-slate-400" aria-hidden />
          {filtered ? (
            <>
              <p role="status" className="mt-3 font-medium text-slate-900">
                <Trans>No notifications match these filters.</Trans>
              </p>
              <Button variant="secondary" className="mt-5" onClick={() => setFilters({})}>
                <Trans>Show all notifications</Trans>
              </Button>
            </>
          ) : (
            <>
              <p role="status" className="mt-3 font-medium text-slate-900">
                <Trans>No notifications</Trans>
              </p>
              <p className="mt-1 text-sm text-slate-600">
                <Trans>You're all caught up! New notifications will appear here.</Trans>
              </p>
            </>
          )}
        </div>
      ) : (
        <>
          <h2 className="sr-only">
            <Trans>Your notifications</Trans>
          </h2>
          <ul
            className={cn("mt-6 space-y-2 transition-opacity", query.isPlaceholderData && "opacity-60")}
            aria-busy={query.isPlaceholderData}
          >
            {items.map((notification) => (
              <li key={notification.id}>
                <button
                  type="button"
                  onClick={(event) => {
                    opener.current = event.currentTarget;
                    open(notification);
                  }}
                  className={cn(
                    "w-full rounded-xl border p-4 text-left shadow-sm transition-colors hover:bg-slate-50",
                    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
                    notification.is_read ? "border-slate-200 bg-white" : "border-brand-100 bg-brand-50/60",
                  )}
                >
                  <NotificationRow notification={notification} />
                </button>
              </li>
            ))}
          </ul>
          <LoadMore query={query} what={t`notifications`} className="mt-6" />
        </>
      )}
      <NotificationDialog notification={shown} onClose={() => setShown(null)} returnFocusTo={opener} />
    </div>
  );
}
