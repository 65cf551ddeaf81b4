import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { eventDates } from "@/lib/format";
import { upcomingHiresQuery, type Hire } from "../api/dashboards-api";
import { EmptyState, QueryState, Section, SkeletonRows } from "./section";

/** Where a hire's service plan stands, from the reader's side. */
function standing(hire: Hire): string {
  const { version, sent_version: sent, acknowledged_version: acknowledged } = hire;
  if (version === 0) return hire.you_are === "church" ? "plan-to-draft" : "plan-not-started";
  if (acknowledged === version) return "acknowledged";
  if (sent === version) return "sent";
  return "draft";
}

/** Confirmed hires ahead, each with a link to its service plan. */
export function UpcomingHires({ userId }: { userId: string }) {
  const { t } = useLingui();
  const hires = useQuery(upcomingHiresQuery(userId));
  const label: Record<string, string> = {
    "plan-to-draft": t`Plan not started: draft it for your guest`,
    "plan-not-started": t`The church has not started the plan yet`,
    acknowledged: t`Plan acknowledged`,
    sent: t`Plan sent, not yet acknowledged`,
    draft: t`Plan changed since it was last sent`,
  };
  return (
    <Section id="upcoming-hires" title={t`Upcoming services`}>
      <QueryState query={hires} what={t`your upcoming services`} skeleton={<SkeletonRows count={2} height="h-16" />}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState title={t`No confirmed services ahead.`} hint={t`When a hire is confirmed, its service plan appears here.`} />
          ) : (
            <ul className="space-y-3">
              {list.map((hire) => {
                const title = hire.title;
                return (
                <li
                  key={hire.application_id}
                  className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="min-w-0">
                    <p className="font-medium break-words text-slate-900">{hire.title}</p>
                    <p className="mt-0.5 text-sm text-slate-600">
                      {hire.other_name} · {eventDates(hire.starts_at, hire.starts_at, hire.timezone)}
                    </p>
                    <p className="mt-1 text-sm text-slate-700">{label[standing(hire)]}</p>
                  </div>
                  <Button asChild size="sm" variant="secondary" className="shrink-0 self-start sm:self-center">
                    <Link to={`/hires/${hire.application_id}/pack`} aria-label={t`Service plan for ${title}`}>
                      <Trans>Service plan</Trans>
                    </Link>
                  </Button>
                </li>
                );
              })}
            </ul>
          )
        }
      </QueryState>
    </Section>
  );
}
