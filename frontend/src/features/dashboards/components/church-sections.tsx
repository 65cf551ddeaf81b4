import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import type { ComponentType } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { placeLine, relativeTime } from "@/lib/format";
import type { FeatureBoostSlot } from "@/lib/slots";
import {
  APPLICATION_STATUS_TONES,
  CHURCH_STATUS_LABELS,
  OPPORTUNITY_STATUS_LABELS,
  OPPORTUNITY_STATUS_TONES,
} from "@/lib/statuses";
import {
  churchOpportunitiesQuery,
  postingQuotaQuery,
  receivedApplicationsQuery,
  type ManagedOpportunity,
} from "../api/dashboards-api";
import { applicantCountsText, eventWhen } from "../format";
import { Badge, EmptyState, QueryState, Section, SkeletonRows, TEXT_LINK } from "./section";

/**
 * The church's newest opportunities with their applicants by status, and Post when allowed;
 * `featureBoost`, given to those who may buy (a premium church's admins): Feature on each open one.
 */
export function ChurchOpportunities({ userId, featureBoost }: { userId: string; featureBoost?: FeatureBoostSlot }) {
  const { t } = useLingui();
  const opportunities = useQuery(churchOpportunitiesQuery(userId));
  const quota = useQuery(postingQuotaQuery(userId));
  const canPost = quota.data?.can_post ?? false;
  return (
    <Section
      id="your-opportunities"
      title={t`Your opportunities`}
      action={
        canPost && (
          <Button asChild size="sm">
            <Link to="/opportunities/new">
              <Plus className="h-4 w-4" aria-hidden />
              <Trans>Post an opportunity</Trans>
            </Link>
          </Button>
        )
      }
    >
      <QueryState query={opportunities} what={t`your opportunities`} skeleton={<SkeletonRows count={3} height="h-20" />}>
        {({ items, next_cursor: more, items: { length: shown } }) =>
          shown === 0 ? (
            <EmptyState
              title={t`You haven't posted an opportunity yet.`}
              hint={
                canPost
                  ? t`Post one to hear from speakers and musicians who fit your event.`
                  : t`When your church posts one, it appears here with its applicants.`
              }
            />
          ) : (
            <>
              <ul className="divide-y divide-slate-100">
                {items.map((opportunity) => (
                  <OpportunityRow key={opportunity.id} opportunity={opportunity} boost={opportunity.status === "open" ? featureBoost : undefined} />
                ))}
              </ul>
              {more && (
                <p className="mt-3 text-sm text-slate-500">
                  <Trans>Showing your {shown} newest opportunities.</Trans>
                </p>
              )}
            </>
          )
        }
      </QueryState>
    </Section>
  );
}

function OpportunityRow({ opportunity, boost: FeatureBoost }: { opportunity: ManagedOpportunity; boost?: FeatureBoostSlot }) {
  const { t } = useLingui();
  const counts = applicantCountsText(opportunity.applicants);
  const title = opportunity.title;
  const place = placeLine(opportunity);
  return (
    <li className="py-4 first:pt-0 last:pb-0">
      <div className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 font-medium break-words text-slate-900">
          <Link to={`/opportunities/${opportunity.id}`} className="hover:underline">
            {opportunity.title}
          </Link>
        </h3>
        <Badge tone={OPPORTUNITY_STATUS_TONES[opportunity.status]}>{OPPORTUNITY_STATUS_LABELS[opportunity.status]}</Badge>
      </div>
      <p className="mt-0.5 text-sm text-slate-600">
        {eventWhen(opportunity.starts_at, opportunity.ends_at, opportunity.timezone)}
        {place && ` · ${place}`}
      </p>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <p className={counts ? "text-sm text-slate-800" : "text-sm text-slate-500"}>{counts || t`No applicants yet`}</p>
        {/* A draft takes no applications yet. */}
        {opportunity.status !== "draft" && (
          <Link
            to={`/opportunities/${opportunity.id}/applicants`}
            aria-label={t`Review applicants for ${title}`}
            className={TEXT_LINK}
          >
            <Trans>Review applicants</Trans>
          </Link>
        )}
      </div>
      {FeatureBoost && <FeatureBoost opportunity={opportunity} className="mt-2" />}
    </li>
  );
}

/**
 * This month's postings left (pack credits included), and why there are none without Premium;
 * `buyPostingPack`, given to those who may buy (a premium church's admins): Buy 3 more postings.
 */
export function PostingsLeft({ userId, buyPostingPack: BuyPostingPack }: { userId: string; buyPostingPack?: ComponentType }) {
  const { t } = useLingui();
  const quota = useQuery(postingQuotaQuery(userId));
  return (
    <Section id="this-month" title={t`This month`}>
      <QueryState query={quota} what={t`your postings left`} skeleton={<SkeletonRows count={1} height="h-6" />}>
        {({ premium, postings_left: left, pack_credits_left: packs }) => (
          <>
            <p className="text-sm text-slate-700">
              <Trans>
                Postings left this month: <strong className="font-semibold text-slate-900">{left}</strong>
              </Trans>
            </p>
            {packs > 0 && (
              <p className="mt-1 text-sm text-slate-600">
                <Trans>Including {packs} from posting packs.</Trans>
              </p>
            )}
            {!premium ? (
              <p className="mt-2 text-sm text-slate-600">
                <Trans>Posting opportunities needs Church Premium, which includes 2 postings a month.</Trans>
              </p>
            ) : (
              left === 0 && (
                <p className="mt-2 text-sm text-slate-600">
                  <Trans>You've used this month's postings. A posting pack adds 3 more, or post again next month.</Trans>
                </p>
              )
            )}
            {premium && BuyPostingPack && <BuyPostingPack />}
          </>
        )}
      </QueryState>
    </Section>
  );
}

/** The newest applications the church received. */
export function RecentApplications({ userId }: { userId: string }) {
  const { t } = useLingui();
  const applications = useQuery(receivedApplicationsQuery(userId));
  return (
    <Section id="recent-applications" title={t`Recent applications`}>
      <QueryState query={applications} what={t`recent applications`} skeleton={<SkeletonRows count={3} height="h-16" />}>
        {({ items }) =>
          items.length === 0 ? (
            <EmptyState
              title={t`No applications yet.`}
              hint={t`When speakers and musicians apply to your opportunities, they appear here.`}
            />
          ) : (
            <ul className="divide-y divide-slate-100">
              {items.map((application) => (
                <li key={application.id} className="flex items-start justify-between gap-3 py-3 first:pt-0 last:pb-0">
                  <div className="min-w-0">
                    <Link to={`/application/${application.id}`} className="font-medium break-words text-slate-900 hover:underline">
                      {application.applicant.name}
                    </Link>
                    <p className="text-sm break-words text-slate-600">
                      {application.position_title} · {application.opportunity.title}
                    </p>
                    <AppliedWhen instant={application.created_at} />
                  </div>
                  <Badge tone={APPLICATION_STATUS_TONES[application.status]}>{CHURCH_STATUS_LABELS[application.status]}</Badge>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </Section>
  );
}

/** "Applied 5 minutes ago". */
function AppliedWhen({ instant }: { instant: string }) {
  const when = relativeTime(instant);
  return (
    <p className="text-xs text-slate-500">
      <Trans>Applied {when}</Trans>
    </p>
  );
}
