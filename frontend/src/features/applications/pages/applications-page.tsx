import { i18n } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { LoadProblem } from "@/components/errors/load-problem";
import { ProfileLoading } from "@/components/profile/profile-states";
import { Button } from "@/components/ui/button";
import { useSession, type User } from "@/lib/auth/session";
import { cn } from "@/lib/cn";
import { usePageTitle } from "@/lib/page-title";
import { applicationStatusLabels } from "@/lib/statuses";
import { myApplicationsQuery, type Application } from "../api/applications-api";
import { applicantName } from "../applicant";
import { EmptyState } from "../components/page-states";
import { StatusBadge } from "../components/status-badge";
import { StatusFilter } from "../components/status-filter";
import { WithdrawButton } from "../components/withdraw-button";
import { eventDay, shortDate } from "../format";
import { useStatusParam } from "../use-status-param";
import { LoadMore } from "@/components/lists/load-more";

/** /applications: a speaker's or musician's applications, or the ones a church received. */
export function ApplicationsPage() {
  const session = useSession();
  // The route's guard renders this page only for a signed-in user.
  if (session.status !== "signed-in") return null;
  return <Applications user={session.user} />;
}

function Applications({ user }: { user: User }) {
  const { t } = useLingui();
  const church = user.role === "church";
  const reader = church ? "church" : "talent";
  const title = church ? t`Applications received` : t`My Applications`;
  usePageTitle(title);
  const [status, setStatus] = useStatusParam();
  // The list so far stays (dimmed) while another status loads: no flash of an empty page.
  const query = useInfiniteQuery({ ...myApplicationsQuery(user.id, status), placeholderData: keepPreviousData });
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const statusName = status && applicationStatusLabels(reader)[status].toLocaleLowerCase(i18n.locale);

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
          <p className="mt-1 text-slate-600">
            {church
              ? t`Everyone who applied to your church's opportunities, newest first.`
              : t`Every opportunity you applied to, newest first, and where each one stands.`}
          </p>
        </div>
        <StatusFilter value={status} onChange={setStatus} reader={reader} />
      </div>

      {query.isPending ? (
        <ProfileLoading label={t`Loading applications…`} />
      ) : query.isError ? (
        <LoadProblem
          title={t`We couldn't load the applications.`}
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : items.length === 0 ? (
        status ? (
          <EmptyState title={t`No applications are ${statusName}.`}>
            <Button variant="secondary" onClick={() => setStatus(undefined)}>
              <Trans>Show all applications</Trans>
            </Button>
          </EmptyState>
        ) : church ? (
          <EmptyState
            title={t`Your church hasn't received any applications yet.`}
            hint={t`When speakers and musicians apply to your opportunities, they appear here.`}
          >
            <Button asChild>
              <Link to="/dashboard">
                <Trans>Go to your dashboard</Trans>
              </Link>
            </Button>
          </EmptyState>
        ) : (
          <EmptyState title={t`You haven't applied to any opportunities yet.`} hint={t`Find one that fits your calling and apply.`}>
            <Button asChild>
              <Link to="/opportunities">
                <Trans>Browse opportunities</Trans>
              </Link>
            </Button>
          </EmptyState>
        )
      ) : (
        <>
          <h2 className="sr-only">
            <Trans>Applications</Trans>
          </h2>
          <ul
            className={cn("mt-6 space-y-3 transition-opacity", query.isPlaceholderData && "opacity-60")}
            aria-busy={query.isPlaceholderData}
          >
            {items.map((application) => (
              <li key={application.id}>{church ? <ReceivedRow application={application} /> : <MyRow application={application} />}</li>
            ))}
          </ul>
          <LoadMore query={query} what={t`applications`} className="mt-6" />
        </>
      )}
    </div>
  );
}

const ROW = "rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5";

/** One of my applications: what, where, when, and where it stands. */
function MyRow({ application }: { application: Application }) {
  const { t } = useLingui();
  const { opportunity } = application;
  return (
    <article className={ROW}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-slate-900">
            <Link to={`/application/${application.id}`} className="text-brand-800 hover:underline">
              {opportunity.title}
            </Link>
          </h3>
          <p className="text-sm text-slate-700">{opportunity.church.church_name}</p>
        </div>
        <StatusBadge status={application.status} reader="talent" className="self-start" />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
        <Detail label={t`Position`}>{application.position_title}</Detail>
        <Detail label={t`Event date`}>{eventDay(opportunity.starts_at, opportunity.timezone)}</Detail>
        <Detail label={t`Applied`}>{shortDate(application.created_at)}</Detail>
      </dl>
      {application.can_withdraw && (
        <div className="mt-3 flex justify-end">
          <WithdrawButton application={application} />
        </div>
      )}
    </article>
  );
}

/** An application the church received: who, for what, and where it stands. */
function ReceivedRow({ application }: { application: Application }) {
  const { t } = useLingui();
  return (
    <article className={ROW}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-slate-900">
            <Link to={`/application/${application.id}`} className="text-brand-800 hover:underline">
              {applicantName(application.applicant)}
            </Link>
          </h3>
          <p className="text-sm break-words text-slate-700">
            <Link to={`/opportunities/${application.opportunity.id}/applicants`} className="hover:underline">
              {application.opportunity.title}
            </Link>
          </p>
        </div>
        <StatusBadge status={application.status} reader="church" className="self-start" />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
        <Detail label={t`Position`}>{application.position_title}</Detail>
        <Detail label={t`Applied`}>{shortDate(application.created_at)}</Detail>
      </dl>
    </article>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="break-words text-slate-800">{children}</dd>
    </div>
  );
}
