import { Trans, useLingui } from "@lingui/react/macro";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useSearchParams } from "react-router";
import { LoadProblem } from "@/components/errors/load-problem";
import { PageLoading } from "@/components/ui/page-loading";
import { Button } from "@/components/ui/button";
import { useSession, type User } from "@/lib/auth/session";
import { usePageTitle } from "@/lib/page-title";
import { localDate } from "@/lib/format";
import { myCalendarQuery, type CalendarDay } from "../api/availability-api";
import { AwayList } from "../components/away-list";
import { BlockForm } from "../components/block-form";
import { FeedPanel } from "../components/feed-panel";
import { MonthGrid, StateLegend } from "../components/month-grid";
import { RuleForm } from "../components/rule-form";
import { TimeZoneField } from "../components/time-zone-field";
import { monthOf, monthRange, parseMonth, shiftMonth } from "../month";

/** /availability: a speaker's or musician's calendar (the route lets in only them). */
export function AvailabilityPage() {
  const session = useSession();
  if (session.status !== "signed-in") return null;
  return <Availability user={session.user} />;
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm" aria-label={title}>
      <h2 className="mb-4 text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

function BookingNote({ day }: { day: CalendarDay }) {
  return (
    <>
      {day.bookings.map((booking) => (
        <span key={booking.application_id} className="mt-0.5 block truncate text-xs font-medium max-sm:hidden" title={booking.title}>
          {booking.church_name}
        </span>
      ))}
      {day.reasons.map((reason) => (
        <span key={reason} className="mt-0.5 block truncate text-xs italic max-sm:hidden" title={reason}>
          {reason}
        </span>
      ))}
    </>
  );
}

function Availability({ user }: { user: User }) {
  const { t } = useLingui();
  usePageTitle(t`Availability`);
  const [params, setParams] = useSearchParams();
  // The month in view lives in the address, so a reload or a shared link keeps it.
  const today = localDate(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone);
  const month = parseMonth(params.get("month")) ?? monthOf(today);
  const [first, last] = monthRange(month);
  const query = useQuery({ ...myCalendarQuery(user.id, first, last), placeholderData: keepPreviousData });
  const show = (next: typeof month) => setParams(new URLSearchParams({ month: next }), { replace: true });
  const calendar = query.data;
  const days = new Map((calendar?.days ?? []).map((day) => [day.date, day]));

  if (query.isError && !calendar) {
    return (
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
        <LoadProblem title={t`Your calendar could not be loaded`} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      </div>
    );
  }
  if (!calendar) return <PageLoading />;
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-10 sm:px-6">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">
          <Trans>Availability</Trans>
        </h1>
        <p className="mt-1 text-slate-600">
          <Trans>
            Churches see which days you are free, booked or away (never why). Confirmed hires fill in by themselves.
          </Trans>
        </p>
      </div>
      <Section title={t`Calendar`}>
        <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
          <div className="flex gap-2">
            <Button variant="secondary" size="sm" onClick={() => show(shiftMonth(month, -1))}>
              <ChevronLeft className="h-4 w-4" aria-hidden />
              <Trans>Previous month</Trans>
            </Button>
            <Button variant="secondary" size="sm" onClick={() => show(shiftMonth(month, 1))}>
              <Trans>Next month</Trans>
              <ChevronRight className="h-4 w-4" aria-hidden />
            </Button>
          </div>
          <StateLegend />
        </div>
        <div className="overflow-x-auto" aria-busy={query.isFetching}>
          <MonthGrid
            month={month}
            days={days}
            today={today}
            extra={(date) => {
              const day = days.get(date);
              return day ? <BookingNote day={day} /> : null;
            }}
          />
        </div>
      </Section>
      <div className="grid gap-6 lg:grid-cols-2">
        <Section title={t`Block days`}>
          <BlockForm defaultDay={today} />
        </Section>
        <Section title={t`Repeating rule`}>
          <RuleForm defaultDay={today} />
        </Section>
      </div>
      <Section title={t`Your blocks and rules`}>
        <AwayList blocks={calendar.blocks} rules={calendar.rules} />
      </Section>
      <div className="grid gap-6 lg:grid-cols-2">
        <Section title={t`Time zone`}>
          <TimeZoneField value={calendar.time_zone} />
        </Section>
        <Section title={t`Calendar feed`}>
          <FeedPanel feedUrl={calendar.feed_url} />
        </Section>
      </div>
    </div>
  );
}
