import { useUnreadCounts } from "@/lib/realtime/store";

/**
 * The unread message count beside "Inbox" in the account and small-screen menus (spec 01 §5:
 * received, unread, not archived, not deleted), capped at 99+ and hidden at zero or while unknown.
 * Screen readers hear ", 3 unread" after the link's name.
 */
export function InboxUnreadBadge() {
  const count = useUnreadCounts().messages;
  if (!count) return null;
  return (
    <>
      <span aria-hidden className="ml-auto min-w-5 rounded-full bg-brand-700 px-1.5 text-center text-xs leading-5 font-semibold text-white">
        {count > 99 ? "99+" : count}
      </span>
      <span className="sr-only">, {count} unread</span>
    </>
  );
}
