import { localDate } from "@/lib/format";
import { APPLICATION_STATUSES, CHURCH_STATUS_LABELS } from "@/lib/statuses";
import type { ApplicantCounts } from "./api/dashboards-api";

const DAY = { weekday: "short", month: "short", day: "numeric", year: "numeric" } as const;

/**
 * When an event happens, in its own timezone (not the reader's), short enough for a dashboard row:
 * "Fri, Dec 11, 2026, 7:00 – 9:00 PM EST" for one day, "Fri, Dec 11 – Sun, Dec 13, 2026" for
 * several (lib/format's eventDates, which the full pages use, gives the times of both ends).
 */
export function eventWhen(startsAt: string, endsAt: string, timeZone: string): string {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  if (localDate(start, timeZone) !== localDate(end, timeZone)) {
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

/** "3 new · 1 shortlisted · 1 confirmed" (statuses with none left out); "" when nobody applied. */
export function applicantCountsText(counts: ApplicantCounts): string {
  return APPLICATION_STATUSES.filter((status) => counts[status] > 0)
    .map((status) => `${counts[status]} ${CHURCH_STATUS_LABELS[status].toLowerCase()}`)
    .join(" · ");
}

/** The full date and time, for a tooltip beside a relative time. */
export function fullTime(instant: string): string {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" }).format(new Date(instant));
}
