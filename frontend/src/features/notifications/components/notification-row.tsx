import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Bell, Briefcase, FileText, Info, MessageSquare, type LucideIcon } from "lucide-react";
import { Avatar } from "@/components/ui/avatar";
import { cn } from "@/lib/cn";
import { initialsOf } from "@/lib/initials";
import { timeLabel } from "../format";
import {
  isSystemSender,
  PRIORITY_COLOURS,
  senderName,
  TYPE_LABELS,
  type Notification,
  type NotificationType,
} from "../notification";

const TYPE_ICONS: Record<NotificationType, LucideIcon> = {
  application: FileText,
  opportunity: Briefcase,
  message: MessageSquare,
  system: Info,
};

const PRIORITY_WORDS: Record<Notification["priority"], MessageDescriptor> = {
  high: msg`High priority`,
  medium: msg`Medium priority`,
  low: msg`Low priority`,
};

/** "Application" with its icon in the priority's colour (and the priority in words for screen
 * readers, who do not see the colour). */
export function TypeBadge({ notification }: { notification: Notification }) {
  const { t } = useLingui();
  const Icon = TYPE_ICONS[notification.type];
  return (
    <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
      <Icon
        className={cn("h-3.5 w-3.5", PRIORITY_COLOURS[notification.priority])}
        data-priority={notification.priority}
        aria-hidden
      />
      {t(TYPE_LABELS[notification.type])}
      <span className="sr-only">, {t(PRIORITY_WORDS[notification.priority])}</span>
    </span>
  );
}

/** The sender's photo or initials (first two words of the name); a bell for the system. */
export function SenderAvatar({ notification, className }: { notification: Notification; className?: string }) {
  if (isSystemSender(notification)) {
    return (
      <span
        className={cn("flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-600", className)}
        aria-hidden
        data-testid="system-avatar"
      >
        <Bell className="h-4 w-4" />
      </span>
    );
  }
  return (
    <Avatar
      photo={notification.sender_avatar}
      initials={initialsOf(senderName(notification))}
      className={cn("h-9 w-9 text-xs", className)}
    />
  );
}

/**
 * One notification as the dropdown and the page list it: sender, type, subject, a preview, when,
 * and a dot while unread. Only content: the caller makes it a menu item or a button.
 */
export function NotificationRow({ notification, now }: { notification: Notification; now?: Date }) {
  const unread = !notification.is_read;
  return (
    <div className="flex w-full min-w-0 gap-3 text-left">
      <SenderAvatar notification={notification} />
      <div className="min-w-0 flex-1">
        <div className="flex items-start gap-2">
          {/* The badge moves under the name when both do not fit on one line. */}
          <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-0.5">
            <span className="max-w-full truncate text-sm font-medium text-slate-900">{senderName(notification)}</span>
            <TypeBadge notification={notification} />
          </div>
          <time dateTime={notification.created_at} className="shrink-0 pt-0.5 text-xs whitespace-nowrap text-slate-500">
            {timeLabel(notification.created_at, now)}
          </time>
          {/* A dot while unread; the same width kept when read, so the times line up. */}
          <span className="mt-1.5 flex h-2 w-2 shrink-0" aria-hidden>
            {unread && <span className="h-2 w-2 rounded-full bg-brand-600" data-testid="unread-dot" />}
          </span>
        </div>
        <p className={cn("mt-0.5 line-clamp-2 text-sm break-words text-slate-900", unread ? "font-semibold" : "font-normal")}>
          {unread && (
            <span className="sr-only">
              <Trans>Unread:</Trans>{" "}
            </span>
          )}
          {notification.subject}
        </p>
        <p className="line-clamp-2 text-sm break-words text-slate-600">{notification.message}</p>
      </div>
    </div>
  );
}
