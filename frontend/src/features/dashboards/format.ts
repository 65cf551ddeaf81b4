import { placeText } from "@/lib/format";
import type { OpportunityCard } from "./api/dashboards-api";

const DAY = { weekday: "short", month: "short", day: "numeric", year: "numeric" } as const;

/** The calendar day of an instant in a timezone, for comparing days ("2026-12-11"). */
function localDay(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(instant);
}

/**
 * When an event happens, in its own timezone (not the reader's): "Fri, Dec 11, 2026, 7:00 – 9:00
 * PM EST" for one day, "Fri, Dec 11 – Sun, Dec 13, 2026" for several.
 */
export function eventWhen(startsAt: string, endsAt: string, timeZone: string): string {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  if (localDay(start, timeZone) !== localDay(end, timeZone)) {
    return new Intl.DateTimeFormat("en-US", { ...DAY, timeZone }).formatRange(start, end);
  }
  return new Intl.DateTimeFormat("en-US", {
    ...DAY,
    hour: "numeric",
    minute: "2-digit",
    timeZone,
    timeZoneName: "short",
  }).formatRange(start, end);
}

/** A calendar date without a time ("2026-12-01" -> "Tue, Dec 1, 2026"), the same everywhere. */
export function calendarDate(date: string): string {
  return new Intl.DateTimeFormat("en-US", { ...DAY, timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));
}

/** "Online", "Dayton, OH", or "" when the church has not said. */
export function eventPlace(opportunity: Pick<OpportunityCard, "online" | "city" | "state">): string {
  return opportunity.online ? "Online" : placeText(opportunity.city, opportunity.state);
}

/** "Guest speaker · Keyboardist (2)": each position sought, with its openings when several. */
export function positionsText(positions: OpportunityCard["positions"]): string {
  return positions.map(({ title, openings }) => (openings > 1 ? `${title} (${openings})` : title)).join(" · ");
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];
const relative = new Intl.RelativeTimeFormat("en-US", { numeric: "auto" });

/** "just now", "5 minutes ago", "yesterday", "3 weeks ago". */
export function relativeTime(instant: string, now: number = Date.now()): string {
  const seconds = Math.round((new Date(instant).getTime() - now) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relative.format(Math.trunc(seconds / size), unit);
  }
  return "just now";
}

/** The full date and time, for a tooltip beside a relative time. */
export function fullTime(instant: string): string {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" }).format(new Date(instant));
}
