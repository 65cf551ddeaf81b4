/** The wall-clock time ("2026-12-06T10:30", what a datetime-local input holds) an instant shows
 * in `timeZone`. */
export function wallTime(instant: string | Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? "00";
  return `${part("year")}-${part("month")}-${part("day")}T${part("hour")}:${part("minute")}`;
}

/** How far `timeZone`'s clocks are ahead of UTC at `moment`, in milliseconds. */
function offsetAt(moment: number, timeZone: string): number {
  return Date.parse(`${wallTime(new Date(moment), timeZone)}:00Z`) - moment;
}

/** The instant (ISO, UTC) at which clocks in `timeZone` show `wall`. Read once with the offset
 * at the naive guess, then again with the offset there, which settles across a DST change. */
export function instantAt(wall: string, timeZone: string): string {
  const naive = Date.parse(`${wall}:00Z`);
  const first = naive - offsetAt(naive, timeZone);
  return new Date(naive - offsetAt(first, timeZone)).toISOString();
}
