/*
 * Months and days as the API writes them ("2027-03", "2027-03-07"), counted in UTC so that a day
 * is the same day wherever the reader is.
 */

export type Month = `${number}-${string}`;

function iso(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The month a day ("2027-03-07") falls in: "2027-03". */
export function monthOf(day: string): Month {
  return day.slice(0, 7) as Month;
}

/** A "YYYY-MM" from the address, or null when it is not one. */
export function parseMonth(value: string | null): Month | null {
  return value && /^\d{4}-(0[1-9]|1[0-2])$/.test(value) ? (value as Month) : null;
}

/** The month `delta` months from `month`. */
export function shiftMonth(month: Month, delta: number): Month {
  const [year, number] = month.split("-").map(Number);
  return monthOf(iso(new Date(Date.UTC(year!, number! - 1 + delta, 1))));
}

/** The first and last day of `month`. */
export function monthRange(month: Month): [string, string] {
  const [year, number] = month.split("-").map(Number);
  return [iso(new Date(Date.UTC(year!, number! - 1, 1))), iso(new Date(Date.UTC(year!, number!, 0)))];
}

/** The month's days as weeks from Sunday to Saturday; days of other months are null. */
export function weeksOf(month: Month): (string | null)[][] {
  const [first, last] = monthRange(month);
  const start = new Date(`${first}T00:00:00Z`);
  const cells: (string | null)[] = Array<null>(start.getUTCDay()).fill(null);
  for (let day = start; iso(day) <= last; day = new Date(day.getTime() + 86_400_000)) cells.push(iso(day));
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}
