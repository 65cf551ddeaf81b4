const time = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit" });
const monthDay = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric" });
const monthDayYear = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });
const full = new Intl.DateTimeFormat("en-US", { dateStyle: "full", timeStyle: "short" });

function dayStart(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

function daysAgo(instant: Date, now: Date): number {
  return Math.round((dayStart(now) - dayStart(instant)) / 86_400_000);
}

/**
 * A conversation's time in the list, as the bell labels its rows (spec 02 §2.4): "3:05 PM" today,
 * "Yesterday", otherwise "Mar 4" (with the year when it is not this year's).
 */
export function listTime(iso: string, now = new Date()): string {
  const instant = new Date(iso);
  const ago = daysAgo(instant, now);
  if (ago <= 0) return time.format(instant);
  if (ago === 1) return "Yesterday";
  return instant.getFullYear() === now.getFullYear() ? monthDay.format(instant) : monthDayYear.format(instant);
}

/** A message's time in a thread: "3:05 PM", "Yesterday, 3:05 PM", "Mar 4, 3:05 PM". */
export function messageTime(iso: string, now = new Date()): string {
  const instant = new Date(iso);
  const ago = daysAgo(instant, now);
  if (ago <= 0) return time.format(instant);
  if (ago === 1) return `Yesterday, ${time.format(instant)}`;
  const day = instant.getFullYear() === now.getFullYear() ? monthDay.format(instant) : monthDayYear.format(instant);
  return `${day}, ${time.format(instant)}`;
}

/** The exact moment, for a tooltip and screen readers: "Wednesday, March 4, 2026 at 3:05 PM". */
export function exactTime(iso: string): string {
  return full.format(new Date(iso));
}
