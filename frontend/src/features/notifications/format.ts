/*
 * Times as the bell shows them (spec 02 §2.4), in the reader's own timezone. Written out rather
 * than formatted by Intl so each reads exactly as the spec's patterns, whatever the browser.
 */

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "h:mm a": "9:05 AM", "12:30 PM". */
export function timeOfDay(date: Date): string {
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, "0");
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? "AM" : "PM"}`;
}

/** "MMM d": "Jan 5". */
export function shortDate(date: Date): string {
  return `${MONTHS[date.getMonth()]} ${date.getDate()}`;
}

function sameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/** A row's time label: the time of day if from today, "Yesterday", otherwise "MMM d". */
export function timeLabel(instant: string, now: Date = new Date()): string {
  const date = new Date(instant);
  if (sameDay(date, now)) return timeOfDay(date);
  // The calendar day before today (not 24 hours ago), even across a daylight-saving change.
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  if (sameDay(date, yesterday)) return "Yesterday";
  return shortDate(date);
}

/** "MMM d, yyyy 'at' h:mm a": "Jan 5, 2026 at 3:07 PM". */
export function absoluteTime(instant: string): string {
  const date = new Date(instant);
  return `${shortDate(date)}, ${date.getFullYear()} at ${timeOfDay(date)}`;
}

/** The badge's text: the count, "99+" above 99, an ellipsis while not known, nothing at zero. */
export function badgeText(count: number | null): string | null {
  if (count === null) return "…";
  if (count <= 0) return null;
  return count > 99 ? "99+" : String(count);
}

/** "Notifications (3 unread)": the bell's name carries the count its badge shows. */
export function bellLabel(unread: number | null): string {
  const text = badgeText(unread);
  if (text === null) return "Notifications";
  if (unread === null) return "Notifications (loading unread count)";
  return `Notifications (${text} unread)`;
}

/** "3 unread notifications" (one: "1 unread notification"). */
export function unreadLine(count: number): string {
  return `${count} unread notification${count === 1 ? "" : "s"}`;
}
