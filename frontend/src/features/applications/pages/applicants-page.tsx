import { i18n } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ArrowLeft, Columns3 } from "lucide-react";
import { useId, useState } from "react";
import { Link, useParams } from "react-router";
import { LoadProblem } from "@/components/errors/load-problem";
import { ProfileLoading } from "@/components/profile/profile-states";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/dialog";
import { useSession, type User } from "@/lib/auth/session";
import { cn } from "@/lib/cn";
import { dollars, eventDates } from "@/lib/format";
import { usePageTitle } from "@/lib/page-title";
import { CHURCH_STATUS_LABELS } from "@/lib/statuses";
import { applicantsQuery, opportunityQuery, type Application } from "../api/applications-api";
import { applicantName } from "../applicant";
import { ApplicantSummary } from "../components/applicant-summary";
import { CompareTable } from "../components/compare-table";
import { ExpandableText } from "../components/expandable-text";
import { EmptyState } from "../components/page-states";
import { ReviewActions } from "../components/review-actions";
import { StatusBadge } from "../components/status-badge";
import { StatusFilter } from "../components/status-filter";
import { shortDate } from "../format";
import { useStatusParam } from "../use-status-param";

/** Side by side, at most this many (beyond it the columns are too narrow to read). */
const COMPARE_MAX = 4;

/** /opportunities/:id/applicants: the church reviews one opportunity's applicants. */
export function ApplicantsPage() {
  const { id = "" } = useParams();
  const session = useSession();
  // The route's guard renders this page only for a signed-in user.
  if (session.status !== "signed-in") return null;
  return <Applicants opportunityId={id} user={session.user} />;
}

function Applicants({ opportunityId, user }: { opportunityId: string; user: User }) {
  const { t } = useLingui();
  const [status, setStatus] = useStatusParam();
  const opportunity = useQuery(opportunityQuery(opportunityId, user.id));
  const query = useQuery({ ...applicantsQuery(opportunityId, user.id, status), placeholderData: keepPreviousData });
  const title = opportunity.data?.title;
  usePageTitle(title ? t`Applicants: ${title}` : t`Applicants`);
  const [chosen, setChosen] = useState<string[]>([]);
  const [comparing, setComparing] = useState(false);

  const items = query.data ?? [];
  const statusName = status && CHURCH_STATUS_LABELS[status].toLocaleLowerCase(i18n.locale);
  const shortlisted = items.filter((application) => application.status === "shortlisted");
  // Only shortlisted applicants still on the page can be compared.
  const compared = shortlisted.filter((application) => chosen.includes(application.id));
  const toggle = (id: string) =>
    setChosen((current) => (current.includes(id) ? current.filter((other) => other !== id) : [...current, id]));

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <Link
        to={`/opportunities/${opportunityId}`}
        className="inline-flex items-center gap-1 rounded text-sm font-medium text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden />
        <Trans>Back to the opportunity</Trans>
      </Link>
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold text-slate-900">
            <Trans>Applicants</Trans>
          </h1>
          {/* Reserved while the opportunity loads, so the list does not jump. */}
          <p className="mt-1 min-h-6 break-words text-slate-600">
            {opportunity.data && (
              <>
                {opportunity.data.title} · {eventDates(opportunity.data.starts_at, opportunity.data.ends_at, opportunity.data.timezone)}
              </>
            )}
          </p>
        </div>
        <StatusFilter value={status} onChange={setStatus} reader="church" />
      </div>

      {query.isPending ? (
        <ProfileLoading label={t`Loading applicants…`} />
      ) : query.isError ? (
        <LoadProblem
          title={t`We couldn't show the applicants.`}
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : items.length === 0 ? (
        status ? (
          <EmptyState title={t`No applicants are ${statusName}.`}>
            <Button variant="secondary" onClick={() => setStatus(undefined)}>
              <Trans>Show all applicants</Trans>
            </Button>
          </EmptyState>
        ) : (
          <EmptyState
            title={t`No one has applied yet.`}
            hint={t`Speakers and musicians who apply appear here, with their cover message and fee.`}
          >
            <Button asChild variant="secondary">
              <Link to={`/opportunities/${opportunityId}`}>
                <Trans>View the opportunity</Trans>
              </Link>
            </Button>
          </EmptyState>
        )
      ) : (
        <>
          <CompareBar
            shortlisted={shortlisted.length}
            chosen={compared.length}
            showHint={!status || status === "shortlisted"}
            onCompare={() => setComparing(true)}
          />
          <h2 className="sr-only">
            <Trans>Applicants</Trans>
          </h2>
          <ul className={cn("mt-4 space-y-4 transition-opacity", query.isPlaceholderData && "opacity-60")} aria-busy={query.isPlaceholderData}>
            {items.map((application) => (
              <li key={application.id}>
                <ApplicantCard
                  application={application}
                  compare={
                    application.status === "shortlisted" && shortlisted.length >= 2
                      ? {
                          checked: chosen.includes(application.id),
                          disabled: !chosen.includes(application.id) && compared.length >= COMPARE_MAX,
                          onChange: () => toggle(application.id),
                        }
                      : undefined
                  }
                />
              </li>
            ))}
          </ul>
          <Modal open={comparing && compared.length >= 2} onOpenChange={setComparing} title={t`Compare shortlisted applicants`} size="xl">
            <div className="p-5">
              <CompareTable applications={compared} />
            </div>
          </Modal>
        </>
      )}
    </div>
  );
}

/** Choose 2 to 4 shortlisted applicants (on their cards), then see them side by side. */
function CompareBar({
  shortlisted,
  chosen,
  showHint,
  onCompare,
}: {
  shortlisted: number;
  chosen: number;
  showHint: boolean;
  onCompare: () => void;
}) {
  const hintId = useId();
  const most = COMPARE_MAX;
  if (shortlisted < 2) {
    return showHint ? (
      <p className="mt-6 text-sm text-slate-600">
        <Trans>Shortlist two or more applicants to compare them side by side.</Trans>
      </p>
    ) : null;
  }
  return (
    <div className="mt-6 flex flex-col gap-3 rounded-xl border border-indigo-200 bg-indigo-50 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p id={hintId} className="text-sm text-indigo-900" aria-live="polite">
        <Trans>
          Compare shortlisted: choose 2 to {most} shortlisted applicants below. {chosen} chosen.
        </Trans>
      </p>
      <Button onClick={onCompare} disabled={chosen < 2} aria-describedby={hintId} className="shrink-0">
        <Columns3 className="h-4 w-4" aria-hidden />
        <Trans>Compare shortlisted</Trans>
      </Button>
    </div>
  );
}

function ApplicantCard({
  application,
  compare,
}: {
  application: Application;
  compare?: { checked: boolean; disabled: boolean; onChange: () => void };
}) {
  const { t } = useLingui();
  const name = applicantName(application.applicant);
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <ApplicantSummary applicant={application.applicant} headingLevel={3} />
        <div className="flex shrink-0 items-center gap-3 sm:flex-col sm:items-end">
          <StatusBadge status={application.status} reader="church" />
          {compare && (
            <label className="flex items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                checked={compare.checked}
                disabled={compare.disabled}
                onChange={compare.onChange}
                className="h-4 w-4 rounded border-slate-300 text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              />
              <Trans>
                Compare <span className="sr-only">{name}</span>
              </Trans>
            </label>
          )}
        </div>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
        <div className="min-w-0">
          <dt className="text-xs text-slate-500">
            <Trans>Position</Trans>
          </dt>
          <dd className="break-words text-slate-800">{application.position_title}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">
            <Trans>Proposed fee</Trans>
          </dt>
          <dd className="text-slate-800">{application.proposed_fee === null ? t`Not given` : dollars(application.proposed_fee)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">
            <Trans>Applied</Trans>
          </dt>
          <dd className="text-slate-800">{shortDate(application.created_at)}</dd>
        </div>
      </dl>
      <div className="mt-4">
        <h4 className="text-xs text-slate-500">
          <Trans>Cover message</Trans>
        </h4>
        <ExpandableText text={application.cover_message} label={t`${name}'s cover message`} />
      </div>
      {application.decision_note && (
        <p className="mt-3 text-sm text-slate-600">
          <span className="font-medium">
            <Trans>Your note:</Trans>{" "}
          </span>
          {application.decision_note}
        </p>
      )}
      <div className="mt-4 flex flex-col gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:items-center sm:justify-between">
        <ReviewActions application={application} />
        <Link to={`/application/${application.id}`} className="text-sm font-medium text-brand-800 hover:underline">
          <Trans>
            View application <span className="sr-only">from {name}</span>
          </Trans>
        </Link>
      </div>
    </article>
  );
}
