import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { latestNotificationsQuery } from "../api/dashboards-api";
import { relativeTime } from "@/lib/format";
import { fullTime } from "../format";
import { EmptyState, QueryState, Section, SkeletonRows, TEXT_LINK } from "./section";

/** The newest notifications (an applicant accepting an offer, say), newest first. */
export function LatestUpdates({ userId }: { userId: string }) {
  const { t } = useLingui();
  const notifications = useQuery(latestNotificationsQuery(userId));
  const any = (notifications.data?.items.length ?? 0) > 0;
  return (
    <Section
      id="latest-updates"
      title={t`Latest updates`}
      action={
        any && (
          <Link to="/notifications" className={TEXT_LINK}>
            <Trans>View all notifications</Trans>
          </Link>
        )
      }
    >
      <QueryState query={notifications} what={t`your updates`} skeleton={<SkeletonRows count={3} height="h-16" />}>
        {({ items }) =>
          items.length === 0 ? (
            <EmptyState title={t`No notifications`} hint={t`You're all caught up! New notifications will appear here.`} />
          ) : (
            <ul className="divide-y divide-slate-100">
              {items.map((notification) => (
                <li key={notification.id} className="flex gap-3 py-3 first:pt-0 last:pb-0">
                  {/* A dot for unread, a gap of the same width for read, so rows line up. */}
                  <span className="mt-2 h-2 w-2 shrink-0 rounded-full" aria-hidden>
                    {!notification.is_read && <span className="block h-2 w-2 rounded-full bg-brand-600" />}
                  </span>
                  <div className="min-w-0">
                    <p className="font-medium break-words text-slate-900">
                      {!notification.is_read && <span className="sr-only">
                          <Trans>Unread:</Trans>{" "}
                        </span>}
                      {notification.subject}
                    </p>
                    <p className="line-clamp-2 text-sm break-words text-slate-600">{notification.message}</p>
                    <time dateTime={notification.created_at} title={fullTime(notification.created_at)} className="text-xs text-slate-500">
                      {relativeTime(notification.created_at)}
                    </time>
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </Section>
  );
}
