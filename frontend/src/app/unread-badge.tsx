import { Plural } from "@lingui/react/macro";

/**
 * The unread message count beside the inbox link in the navigation and menus (spec 01 §5:
 * received, unread, not archived, not deleted), capped at 99+ and hidden at zero or while unknown.
 * The link keeps its name ("Inbox", "Messages"); the count is its description (`descriptionId`
 * goes in the link's aria-describedby), so screen readers hear both.
 */
export function InboxUnreadBadge({ count, descriptionId }: { count: number | null; descriptionId: string }) {
  if (!count) return null;
  return (
    <>
      <span aria-hidden className="ml-auto min-w-5 rounded-full bg-brand-700 px-1.5 text-center text-xs leading-5 font-semibold text-white">
        {count > 99 ? "99+" : count}
      </span>
      <span id={descriptionId} hidden>
        <Plural value={count} one="# unread message" other="# unread messages" />
      </span>
    </>
  );
}
