import { Trans } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { CalendarCheck } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { WarningNote } from "@/components/ui/warning-note";
import { useSession } from "@/lib/auth/session";
import { myCalendarQuery, type CalendarDay } from "@/lib/availability";
import type { Opportunity } from "../api/opportunities-api";
import { eventDayRange } from "../format";

/** What the applicant's calendar says of the event's days: a confirmed hire outweighs a day away;
 * a day away only in part still leaves the event's date free. */
function calendarVerdict(days: ReadonlyArray<Pick<CalendarDay, "state">>): "free" | "unavailable" | "booked" | null {
  if (days.length === 0) return null;
  if (days.some((day) => day.state === "booked")) return "booked";
  if (days.some((day) => day.state === "unavailable")) return "unavailable";
  return "free";
}

/**
 * Before applying: whether the event's day(s) are free on the speaker's or musician's own
 * calendar. Only advice: it says nothing while loading or when the calendar cannot be read, and
 * applying never waits on it.
 */
export function CalendarNote({ opportunity }: { opportunity: Pick<Opportunity, "starts_local" | "ends_local"> }) {
  const session = useSession();
  const userId = session.status === "signed-in" ? session.user.id : "";
  const { from, to } = eventDayRange(opportunity);
  const calendar = useQuery({ ...myCalendarQuery(userId, from, to), enabled: userId !== "" });
  const verdict = calendar.isSuccess ? calendarVerdict(calendar.data.days) : null;

  if (verdict === "free") {
    return (
      <p className="flex items-start gap-2 text-sm text-green-800">
        <CalendarCheck className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
        <Trans>This date is free on your calendar.</Trans>
      </p>
    );
  }
  if (verdict === "booked") {
    return (
      <Warning>
        <Trans>You already have a confirmed booking on this date.</Trans>
      </Warning>
    );
  }
  if (verdict === "unavailable") {
    return (
      <Warning>
        <Trans>You marked this date as unavailable on your calendar.</Trans>
      </Warning>
    );
  }
  return null;
}

function Warning({ children }: { children: ReactNode }) {
  return (
    <WarningNote>
      {children}{" "}
      <Link to="/availability" className="font-medium underline hover:text-amber-800">
        <Trans>Open your calendar</Trans>
      </Link>
    </WarningNote>
  );
}
