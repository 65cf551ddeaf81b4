import { i18n } from "@lingui/core";
import { t } from "@lingui/core/macro";

/** Written as the language on screen writes dates and times. */
function formatter(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(i18n.locale || "en", options);
}

const TIME = { hour: "numeric", minute: "2-digit" } as const;
const MONTH_DAY = { month: "short", day: "numeric" } as const;
const MONTH_DAY_YEAR = { month: "short", day: "numeric", year: "numeric" } as const;

function dayStart(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

function daysAgo(instant: Date, now: Date): number {
  return Math.round((dayStart(now) - dayStart(instant)) / 86_400_000);
}

function day(instant: Date, now: Date): string {
  return formatter(instant.getFullYear() === now.getFullYear() ? MONTH_DAY : MONTH_DAY_YEAR).format(instant);
}

/**
 * A conversation's time in the list, as the bell labels its rows (spec 02 §2.4): "3:05 PM" today,
 * "Yesterday", otherwise "Mar 4" (with the year when it is not this year's).
 */
export function listTime(iso: string, now = new Date()): string {
  const instant = new Date(iso);
  const ago = daysAgo(instant, now);
  if (ago <= 0) return formatter(TIME).format(instant);
  if (ago === 1) return t`Yesterday`;
  return day(instant, now);
}

/** A message's time in a thread: "3:05 PM", "Yesterday, 3:05 PM", "Mar 4, 3:05 PM". */
export function messageTime(iso: string, now = new Date()): string {
  const instant = new Date(iso);
  const ago = daysAgo(instant, now);
  const time = formatter(TIME).format(instant);
  if (ago <= 0) return time;
  if (ago === 1) return t`Yesterday, ${time}`;
  const date = day(instant, now);
  return `${date}, ${time}`;
}

/** The exact moment, for a tooltip and screen readers: "Wednesday, March 4, 2026 at 3:05 PM". */
export function exactTime(iso: string): string {
  return formatter({ dateStyle: "full", timeStyle: "short" }).format(new Date(iso));
}
