/** "Inbox, 3 unread" for screen readers while there are unread messages; undefined (the visible label) otherwise. */
export function inboxName(label: string, unread: number | null): string | undefined {
  return unread ? `${label}, ${unread} unread` : undefined;
}
