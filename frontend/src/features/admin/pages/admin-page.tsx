/** /admin, the staff's moderation queue (issue 13): being built. */
export function AdminPage() {
  return null;
}
