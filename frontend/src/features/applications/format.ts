import { i18n } from "@lingui/core";
import { calendarDay, localDate } from "@/lib/format";

/** The day an instant falls on in `timeZone`: "Fri, Jan 1, 2027". */
export function eventDay(instant: string, timeZone: string): string {
  return calendarDay(localDate(instant, timeZone));
}

/** When something happened, in the reader's own timezone: "Nov 22, 2026". */
export function shortDate(instant: string): string {
  return new Intl.DateTimeFormat(i18n.locale, { month: "short", day: "numeric", year: "numeric" }).format(
    new Date(instant),
  );
}

/** "2027-01-01" plus `days` days. */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** Every calendar day of an event, from its first to its last, in the event's timezone. */
export function eventDays(startsAt: string, endsAt: string, timeZone: string): string[] {
  const last = localDate(endsAt, timeZone);
  const days: string[] = [];
  for (let day = localDate(startsAt, timeZone); day <= last && days.length < 62; day = addDays(day, 1)) {
    days.push(day);
  }
  return days;
}
