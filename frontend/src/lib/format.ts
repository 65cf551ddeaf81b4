import { i18n } from "@lingui/core";
import { t } from "@lingui/core/macro";

/*
 * Dates, times, numbers and money are written as the language on screen writes them (Lingui's
 * active locale); the page is drawn again when it changes (app/app.tsx).
 */
function locale(): string {
  return i18n.locale || "en";
}

// Cents only when there are some: "$49", "$19.50" ("49 $US" in French).
function usd(amount: number): string {
  return new Intl.NumberFormat(locale(), {
    style: "currency",
    currency: "USD",
    trailingZeroDisplay: "stripIfInteger",
  }).format(amount);
}

/** 4900 -> "$49"; 1950 -> "$19.50". */
export function formatPrice(cents: number): string {
  return usd(cents / 100);
}

/** Whole US dollars: 1200 -> "$1,200". */
export function dollars(amount: number): string {
  return usd(amount);
}

/**
 * A speaker's or musician's usual fee, on their profile and in their applications alike:
 * "$750–$2,000", "From $750", "Up to $2,000", "$500, or a love offering", "Love offering", or null.
 */
export function feeRange(min: number | null, max: number | null, loveOffering: boolean): string | null {
  let range: string | null = null;
  if (min !== null && max !== null) range = min === max ? dollars(min) : `${dollars(min)}–${dollars(max)}`;
  else if (min !== null) {
    const least = dollars(min);
    range = t`From ${least}`;
  } else if (max !== null) {
    const most = dollars(max);
    range = t`Up to ${most}`;
  }
  if (loveOffering) return range ? t`${range}, or a love offering` : t`Love offering`;
  return range;
}

/**
 * An event's start and end in its own timezone (not the reader's), the zone named:
 * "Sun, Dec 6, 2026, 10:30 AM – 12:00 PM EST", or across days
 * "Fri, Dec 4, 2026, 6:00 PM EST – Sun, Dec 6, 2026, 12:00 PM EST".
 */
export function eventDates(startsAt: string, endsAt: string, timeZone: string): string {
  const format = new Intl.DateTimeFormat(locale(), {
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone,
    timeZoneName: "short",
  });
  return format.formatRange(new Date(startsAt), new Date(endsAt));
}

const DAY = { weekday: "short", month: "short", day: "numeric", year: "numeric" } as const;

/** A calendar date as the API sends it ("2027-01-01"), shown as it is, wherever the reader is: "Fri, Jan 1, 2027". */
export function calendarDay(date: string): string {
  return new Intl.DateTimeFormat(locale(), { ...DAY, timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));
}

/** The day an instant falls on where the reader is: "Jan 1, 2027" (a plan's renewal, a boost's end). */
export function dayOf(instant: string): string {
  return new Intl.DateTimeFormat(locale(), { month: "short", day: "numeric", year: "numeric" }).format(new Date(instant));
}

/** The calendar date ("2027-01-01") an instant falls on in `timeZone`, for comparing days. */
export function localDate(instant: Date | string, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone }).format(
    new Date(instant),
  );
}

/** The calendar date `days` after `day` ("2027-02-28", 1 -> "2027-03-01"). */
export function addDays(day: string, days: number): string {
  return new Date(new Date(`${day}T00:00:00Z`).getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** "Dayton, OH", "Dayton", "" */
export function placeText(city: string | null, state: string | null): string {
  return [city, state].filter(Boolean).join(", ");
}

/** Where an event happens: "Online", "Dayton, OH", or "" when the church has not said. */
export function placeLine(event: { online: boolean; city: string | null; state: string | null }): string {
  return event.online ? t`Online` : placeText(event.city, event.state);
}

/** "Guest speaker · Keyboardist (2)": each position sought, with its openings when several. */
export function positionsText(positions: ReadonlyArray<{ title: string; openings: number }>): string {
  return positions.map(({ title, openings }) => (openings > 1 ? `${title} (${openings})` : title)).join(" · ");
}

/** "https://www.youtube.com/watch?v=1" -> "youtube.com" */
export function hostOf(address: string): string {
  try {
    return new URL(address).hostname.replace(/^www\./, "");
  } catch {
    return address;
  }
}

/** A short plain description for sharing: the first sentence-ish 160 characters. */
export function excerpt(text: string | null | undefined, length = 160): string | undefined {
  const plain = text?.replace(/\s+/g, " ").trim();
  if (!plain) return undefined;
  return plain.length <= length ? plain : `${plain.slice(0, length - 1).trimEnd()}…`;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

/** "just now", "5 minutes ago", "yesterday", "3 weeks ago". */
export function relativeTime(instant: string, now: Date | number = Date.now()): string {
  const seconds = Math.round((new Date(instant).getTime() - new Date(now).getTime()) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return new Intl.RelativeTimeFormat(locale(), { numeric: "auto" }).format(Math.trunc(seconds / size), unit);
  }
  return t`just now`;
}
