import { i18n } from "@lingui/core";
import { addDays, calendarDay, localDate } from "@/lib/format";

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

/** Every calendar day of an event, from its first to its last, in the event's timezone. */
export function eventDays(startsAt: string, endsAt: string, timeZone: string): string[] {
  const last = localDate(endsAt, timeZone);
  const days: string[] = [];
  for (let day = localDate(startsAt, timeZone); day <= last && days.length < 62; day = addDays(day, 1)) {
    days.push(day);
  }
  return days;
}
