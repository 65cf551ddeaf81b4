import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { CalendarDays, MapPin, Users } from "lucide-react";
import { Link } from "react-router";
import { FitSummary } from "@/components/fit/fit-summary";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { calendarDay, placeLine, positionsText } from "@/lib/format";
import { APPLICATION_STATUSES, TALENT_STATUS_LABELS } from "@/lib/statuses";
import { applicationsSummaryQuery, recommendedQuery, type ApplicationsSummary, type OpportunityCard } from "../api/dashboards-api";
import { eventWhen } from "../format";
import { EmptyState, QueryState, Section, SkeletonRows, TEXT_LINK } from "./section";

/** Each status with how many of the talent's applications are in it, linking to that list. */
export function ApplicationsOverview({ userId }: { userId: string }) {
  const { t } = useLingui();
  const summary = useQuery(applicationsSummaryQuery(userId));
  const total = Object.values(summary.data?.by_status ?? {}).reduce((sum, count) => sum + count, 0);
  return (
    <Section
      id="your-applications"
      title={t`Your applications`}
      action={
        total > 0 && (
          <Link to="/applications" className={TEXT_LINK}>
            <Trans>See all applications</Trans>
          </Link>
        )
      }
    >
      <QueryState query={summary} what={t`your applications`} skeleton={<StatusTiles />}>
        {({ by_status }) =>
          total === 0 ? (
            <EmptyState
              title={t`You haven't applied to anything yet.`}
              hint={t`Find an opportunity that fits your ministry and apply in a few minutes.`}
            >
              <Button asChild>
                <Link to="/opportunities">
                  <Trans>Browse opportunities</Trans>
                </Link>
              </Button>
            </EmptyState>
          ) : (
            <StatusTiles counts={by_status} />
          )
        }
      </QueryState>
    </Section>
  );
}

/** The eight statuses as tiles; without counts, their loading stand-ins (the same size). */
function StatusTiles({ counts }: { counts?: Record<string, number> }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {APPLICATION_STATUSES.map((status) => {
        const count = counts?.[status] ?? 0;
        const label = TALENT_STATUS_LABELS[status];
        return (
          <li key={status}>
            {counts ? (
              <Link
                to={`/applications?status=${status}`}
                aria-label={`${label}: ${count}`}
                className={cn(
                  "flex h-18 flex-col justify-between rounded-lg border px-3 py-2 transition-colors hover:border-brand-500",
                  count > 0 ? "border-slate-200 bg-white" : "border-slate-100 bg-slate-50",
                )}
              >
                <span className={cn("text-xs font-medium", count > 0 ? "text-slate-700" : "text-slate-500")}>
                  {label}
                </span>
                <span className={cn("text-xl font-semibold", count > 0 ? "text-slate-900" : "text-slate-400")}>{count}</span>
              </Link>
            ) : (
              <div className="h-18 rounded-lg bg-slate-100" />
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** Offers still open to an answer, soonest to expire first, each with its respond-by date. */
export function OffersWaiting({ userId }: { userId: string }) {
  const { t } = useLingui();
  const summary = useQuery(applicationsSummaryQuery(userId));
  return (
    <Section id="offers-waiting" title={t`Offers waiting`}>
      <QueryState query={summary} what={t`your offers`} skeleton={<SkeletonRows count={1} height="h-24" />}>
        {({ offers_waiting: offers }) =>
          offers.length === 0 ? (
            <EmptyState
              title={t`No offers waiting.`}
              hint={t`When a church offers you a position, it appears here for you to accept or decline.`}
            />
          ) : (
            <ul className="space-y-3">
              {offers.map((application) => (
                <OfferRow key={application.id} application={application} />
              ))}
            </ul>
          )
        }
      </QueryState>
    </Section>
  );
}

function OfferRow({ application }: { application: ApplicationsSummary["offers_waiting"][number] }) {
  const { t } = useLingui();
  const title = application.opportunity.title;
  const respondBy = application.offer && calendarDay(application.offer.respond_by);
  return (
                <li
                  className="flex flex-col gap-3 rounded-lg border border-violet-200 bg-violet-50/40 p-4 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="min-w-0">
                    <p className="font-medium break-words text-slate-900">{application.opportunity.title}</p>
                    <p className="mt-0.5 text-sm text-slate-600">
                      {application.opportunity.church.church_name} · {application.offer?.position_title ?? application.position_title}
                    </p>
                    {respondBy && (
                      <p className="mt-1 text-sm font-medium text-violet-800">
                        <Trans>Respond by {respondBy}</Trans>
                      </p>
                    )}
                  </div>
                  <Button asChild size="sm" className="shrink-0 self-start sm:self-center">
                    <Link to={`/application/${application.id}`} aria-label={t`Review offer for ${title}`}>
                      <Trans>Review offer</Trans>
                    </Link>
                  </Button>
                </li>
  );
}

/** The free plan's monthly applications left, or unlimited with Pro. */
export function ApplicationsLeft({ userId }: { userId: string }) {
  const { t } = useLingui();
  const summary = useQuery(applicationsSummaryQuery(userId));
  return (
    <Section id="this-month" title={t`This month`}>
      <QueryState query={summary} what={t`this month's applications`} skeleton={<SkeletonRows count={1} height="h-6" />}>
        {({ applications_left: left, monthly_allowance: allowance }) => (
          <>
            <p className="text-sm text-slate-700">
              <Trans>Applications left this month:</Trans>{" "}
              <strong className="font-semibold text-slate-900">{left === null ? t`Unlimited with Pro` : t`${left} of ${allowance}`}</strong>
            </p>
            {left === 0 && (
              <p className="mt-2 text-sm text-slate-600">
                <Trans>
                  You've used this month's applications.{" "}
                  <Link to="/pricing" className={TEXT_LINK}>
                    Pro gives you unlimited applications
                  </Link>
                  .
                </Trans>
              </p>
            )}
          </>
        )}
      </QueryState>
    </Section>
  );
}

/** The open opportunities that fit the talent best, each with its fit and why. */
export function RecommendedOpportunities({ userId }: { userId: string }) {
  const { t } = useLingui();
  const recommended = useQuery(recommendedQuery(userId));
  return (
    <Section
      id="recommended"
      title={t`Opportunities that fit you`}
      action={
        <Link to="/opportunities" className={TEXT_LINK}>
          <Trans>Browse all opportunities</Trans>
        </Link>
      }
    >
      <QueryState
        query={recommended}
        what={t`opportunities that fit you`}
        skeleton={
          <div className="grid gap-3 sm:grid-cols-2">
            {Array.from({ length: 4 }, (_, index) => (
              <div key={index} className="h-36 rounded-lg bg-slate-100" />
            ))}
          </div>
        }
      >
        {(opportunities) =>
          opportunities.length === 0 ? (
            <EmptyState
              title={t`Nothing fits yet.`}
              hint={t`Open opportunities within your travel radius, on days you are free, will show here ranked by fit. Meanwhile, browse everything that is open.`}
            >
              <Button asChild variant="secondary">
                <Link to="/opportunities">
                  <Trans>Browse opportunities</Trans>
                </Link>
              </Button>
            </EmptyState>
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2">
              {opportunities.slice(0, 6).map((opportunity) => (
                <li key={opportunity.id}>
                  <RecommendedCard opportunity={opportunity} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </Section>
  );
}

function RecommendedCard({ opportunity }: { opportunity: OpportunityCard }) {
  const { t } = useLingui();
  const place = placeLine(opportunity);
  return (
    <article className="flex h-full min-h-36 flex-col rounded-lg border border-slate-200 p-4 transition-colors hover:border-brand-500">
      <h3 className="font-medium break-words text-slate-900">
        <Link to={`/opportunities/${opportunity.id}`} className="hover:underline">
          {opportunity.title}
        </Link>
      </h3>
      <p className="mt-0.5 text-sm text-slate-600">{opportunity.church.church_name}</p>
      <ul className="mt-3 space-y-1 text-sm text-slate-700">
        <li className="flex items-start gap-2">
          <CalendarDays className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" aria-label={t`When`} />
          {eventWhen(opportunity.starts_at, opportunity.ends_at, opportunity.timezone)}
        </li>
        {place && (
          <li className="flex items-start gap-2">
            <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" aria-label={t`Where`} />
            {place}
          </li>
        )}
        <li className="flex items-start gap-2">
          <Users className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" aria-label={t`Positions`} />
          {positionsText(opportunity.positions)}
        </li>
      </ul>
      {opportunity.fit && <FitSummary fit={opportunity.fit} className="mt-3" />}
    </article>
  );
}
