const DAY = { weekday: "short", month: "short", day: "numeric", year: "numeric" } as const;

/** The day an instant falls on in `timeZone`: "Fri, Jan 1, 2027". */
export function eventDay(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", { ...DAY, timeZone }).format(new Date(instant));
}

/** A calendar date as the API sends it ("2027-01-01"), shown as it is: "Fri, Jan 1, 2027". */
export function calendarDay(date: string): string {
  return new Intl.DateTimeFormat("en-US", { ...DAY, timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));
}

/** When something happened, in the reader's own timezone: "Nov 22, 2026". */
export function shortDate(instant: string): string {
  return new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" }).format(
    new Date(instant),
  );
}

/** The calendar date ("2027-01-01") an instant falls on in `timeZone`. */
export function localDate(instant: Date | string, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone }).format(
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
