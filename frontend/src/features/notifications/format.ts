import { i18n } from "@lingui/core";
import { plural, t } from "@lingui/core/macro";

/*
 * Times as the bell shows them (spec 02 §2.4), in the reader's own timezone and the language on
 * screen: in English exactly the spec's patterns ("9:05 AM", "Jan 5").
 */

function locale(): string {
  return i18n.locale || "en";
}

/** "h:mm a": "9:05 AM", "12:30 PM" ("15:07" in Spanish and French). */
export function timeOfDay(date: Date): string {
  const text = new Intl.DateTimeFormat(locale(), { hour: "numeric", minute: "2-digit" }).format(date);
  // Newer ICU puts a narrow no-break space before AM/PM; the spec writes a plain one.
  return text.replace(/\u202f/g, " ");
}

/** "MMM d": "Jan 5" ("5 ene" in Spanish). */
export function shortDate(date: Date): string {
  return new Intl.DateTimeFormat(locale(), { month: "short", day: "numeric" }).format(date);
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
  if (sameDay(date, yesterday)) return t`Yesterday`;
  return shortDate(date);
}

/** "MMM d, yyyy 'at' h:mm a": "Jan 5, 2026 at 3:07 PM". */
export function absoluteTime(instant: string): string {
  const date = new Date(instant);
  const day = new Intl.DateTimeFormat(locale(), { month: "short", day: "numeric", year: "numeric" }).format(date);
  const time = timeOfDay(date);
  return t`${day} at ${time}`;
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
  if (text === null) return t`Notifications`;
  if (unread === null) return t`Notifications (loading unread count)`;
  return t`Notifications (${text} unread)`;
}

/** "3 unread notifications" (one: "1 unread notification"). */
export function unreadLine(count: number): string {
  return plural(count, { one: "# unread notification", other: "# unread notifications" });
}
