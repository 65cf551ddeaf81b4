import { i18n } from "@lingui/core";
import { plural } from "@lingui/core/macro";
import { localDate } from "@/lib/format";
import { APPLICATION_STATUSES, type ApplicationStatus } from "@/lib/statuses";
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
    return new Intl.DateTimeFormat(i18n.locale, { ...DAY, timeZone }).formatRange(start, end);
  }
  return new Intl.DateTimeFormat(i18n.locale, {
    ...DAY,
    hour: "numeric",
    minute: "2-digit",
    timeZone,
    timeZoneName: "short",
  }).formatRange(start, end);
}

/**
 * How many applicants a church has in one status, as a phrase ("3 new", "1 offer declined"): the
 * church's status labels in lower case, written out whole so each language can agree them with the count.
 */
function statusCount(status: ApplicationStatus, count: number): string {
  switch (status) {
    case "submitted":
      return plural(count, { one: "# new", other: "# new" });
    case "shortlisted":
      return plural(count, { one: "# shortlisted", other: "# shortlisted" });
    case "offered":
      return plural(count, { one: "# offered", other: "# offered" });
    case "hire_confirmed":
      return plural(count, { one: "# confirmed", other: "# confirmed" });
    case "rejected":
      return plural(count, { one: "# offer declined", other: "# offer declined" });
    case "not_selected":
      return plural(count, { one: "# not selected", other: "# not selected" });
    case "withdrawn":
      return plural(count, { one: "# withdrawn", other: "# withdrawn" });
    case "expired":
      return plural(count, { one: "# offer expired", other: "# offer expired" });
  }
}

/** "3 new · 1 shortlisted · 1 confirmed" (statuses with none left out); "" when nobody applied. */
export function applicantCountsText(counts: ApplicantCounts): string {
  return APPLICATION_STATUSES.filter((status) => counts[status] > 0)
    .map((status) => statusCount(status, counts[status]))
    .join(" · ");
}

/** The full date and time, for a tooltip beside a relative time. */
export function fullTime(instant: string): string {
  return new Intl.DateTimeFormat(i18n.locale, { dateStyle: "medium", timeStyle: "short" }).format(new Date(instant));
}
