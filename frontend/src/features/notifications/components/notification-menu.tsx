import { Trans, useLingui } from "@lingui/react/macro";
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import type { UseQueryResult } from "@tanstack/react-query";
import { Link } from "react-router";
import { cn } from "@/lib/cn";
import type { components } from "@/lib/api/schema";
import { useMarkAllRead } from "../api/notifications-api";
import { unreadLine } from "../format";
import type { Notification } from "../notification";
import { NotificationRow } from "./notification-row";

type Page = components["schemas"]["NotificationPage"];

const ITEM = "cursor-pointer outline-none data-[highlighted]:bg-slate-100";

/**
 * The dropdown's content (spec 02 §2.4): Notifications with Mark all read while anything is unread,
 * the count line, the newest first in a list about 24rem high, the empty state, and View all
 * notifications. Rows and buttons are menu items: arrows move between them, Escape closes.
 */
export function NotificationMenu({
  query,
  unread,
  onChoose,
}: {
  query: UseQueryResult<Page>;
  unread: number | null;
  onChoose: (notification: Notification) => void;
}) {
  const { t } = useLingui();
  const markAll = useMarkAllRead();
  const items = query.data?.items ?? [];
  // The list's own dots count too, so the header agrees with what is shown while the count loads.
  const unreadCount = unread ?? items.filter((item) => !item.is_read).length;

  return (
    <>
      <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3">
        <DropdownMenu.Label className="text-base font-semibold text-slate-900">
          <Trans>Notifications</Trans>
        </DropdownMenu.Label>
        {unreadCount > 0 && (
          <DropdownMenu.Item
            className="cursor-pointer rounded px-2 py-1 text-sm font-medium text-brand-700 outline-none hover:underline data-[highlighted]:bg-brand-50"
            onSelect={(event) => {
              // Stay open: the dots go at once, the list stays where it is.
              event.preventDefault();
              markAll.mutate();
            }}
          >
            <Trans>Mark all read</Trans>
          </DropdownMenu.Item>
        )}
      </div>
      {unreadCount > 0 && (
        <p className="border-b border-slate-100 px-4 py-2 text-xs text-slate-600">
          {unreadLine(unreadCount)}
        </p>
      )}
      <div className="max-h-96 overflow-y-auto overscroll-contain" data-testid="notification-list">
        {query.isPending ? (
          <div role="status" aria-label={t`Loading notifications`} className="space-y-3 p-4">
            {[0, 1, 2].map((row) => (
              <div key={row} className="flex animate-pulse gap-3">
                <div className="h-9 w-9 rounded-full bg-slate-200" />
                <div className="flex-1 space-y-2">
                  <div className="h-3 w-1/2 rounded bg-slate-200" />
                  <div className="h-3 w-5/6 rounded bg-slate-100" />
                </div>
              </div>
            ))}
          </div>
        ) : query.isError ? (
          <div role="alert" className="px-4 py-8 text-center text-sm text-slate-700">
            <p>
              <Trans>We couldn't load your notifications.</Trans>
            </p>
            <DropdownMenu.Item
              className="mx-auto mt-3 w-fit cursor-pointer rounded-md px-3 py-1.5 font-medium text-brand-700 outline-none ring-1 ring-brand-800/30 data-[highlighted]:bg-brand-50"
              onSelect={(event) => {
                event.preventDefault();
                void query.refetch();
              }}
            >
              <Trans>Try again</Trans>
            </DropdownMenu.Item>
          </div>
        ) : items.length === 0 ? (
          <div className="px-4 py-10 text-center">
            <p className="font-medium text-slate-900">
              <Trans>No notifications</Trans>
            </p>
            <p className="mt-1 text-sm text-slate-600">
              <Trans>You're all caught up! New notifications will appear here.</Trans>
            </p>
          </div>
        ) : (
          <div className="divide-y divide-slate-100">
            {items.map((notification) => (
              <DropdownMenu.Item
                key={notification.id}
                className={cn(ITEM, "px-4 py-3", !notification.is_read && "bg-brand-50/40")}
                onSelect={() => onChoose(notification)}
                textValue={notification.subject}
              >
                <NotificationRow notification={notification} />
              </DropdownMenu.Item>
            ))}
          </div>
        )}
      </div>
      {items.length > 0 && (
        <div className="border-t border-slate-200 p-2">
          <DropdownMenu.Item asChild className="block rounded-md px-3 py-2 text-center text-sm font-medium text-brand-700 outline-none data-[highlighted]:bg-slate-100">
            <Link to="/notifications">
              <Trans>View all notifications</Trans>
            </Link>
          </DropdownMenu.Item>
        </div>
      )}
    </>
  );
}
