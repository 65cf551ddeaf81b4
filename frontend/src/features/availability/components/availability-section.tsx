import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { ProfileSection } from "@/components/profile/profile-parts";
import { localDate } from "@/lib/format";
import { publicCalendarQuery } from "../api/availability-api";
import { monthOf, monthRange, shiftMonth } from "../month";
import { MonthGrid, StateLegend } from "./month-grid";

const MONTHS_SHOWN = 3;

/** On a speaker's or musician's public page: the next months, free, partly, away or booked
 * (never why, nor for whom). */
export function AvailabilitySection({ talentId }: { talentId: string }) {
  const { t } = useLingui();
  const today = localDate(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone);
  const months = Array.from({ length: MONTHS_SHOWN }, (_, n) => shiftMonth(monthOf(today), n));
  const from = monthRange(months[0]!)[0];
  const to = monthRange(months.at(-1)!)[1];
  const query = useQuery(publicCalendarQuery(talentId, from, to));
  const days = new Map((query.data?.days ?? []).map((day) => [day.date, day]));
  return (
    <ProfileSection title={t`Availability`}>
      {query.isError ? (
        <p className="text-sm text-slate-600">
          <Trans>Availability could not be loaded.</Trans>
        </p>
      ) : !query.data ? (
        <p className="text-sm text-slate-500" aria-busy>
          <Trans>Loading availability…</Trans>
        </p>
      ) : (
        <div className="space-y-4">
          <StateLegend />
          {months.map((month) => (
            <MonthGrid key={month} month={month} days={days} today={today} compact />
          ))}
        </div>
      )}
    </ProfileSection>
  );
}
