/**
 * The unread message count beside "Inbox" in the account and small-screen menus (spec 01 §5:
 * received, unread, not archived, not deleted), capped at 99+ and hidden at zero or while unknown.
 * Decorative: the link's own name carries the count (see inboxName).
 */
export function InboxUnreadBadge({ count }: { count: number | null }) {
  if (!count) return null;
  return (
    <span aria-hidden className="ml-auto min-w-5 rounded-full bg-brand-700 px-1.5 text-center text-xs leading-5 font-semibold text-white">
      {count > 99 ? "99+" : count}
    </span>
  );
}
