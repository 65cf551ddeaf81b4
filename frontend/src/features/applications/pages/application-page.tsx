import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, FileQuestion } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Link, useParams } from "react-router";
import { LoadProblem } from "@/components/errors/load-problem";
import { ProfileLoading } from "@/components/profile/profile-states";
import { Button } from "@/components/ui/button";
import { isNotFound } from "@/lib/api/client";
import type { ApplicationReviewsSlot } from "@/lib/slots";
import type { StatusReader } from "@/lib/statuses";
import { useSession, type User } from "@/lib/auth/session";
import { dollars } from "@/lib/format";
import { usePageTitle } from "@/lib/page-title";
import { applicationQuery, type Application } from "../api/applications-api";
import { applicantName } from "../applicant";
import { ApplicantSummary } from "../components/applicant-summary";
import { OfferDetails } from "../components/offer-details";
import { OfferResponse } from "../components/offer-response";
import { OpportunitySummary } from "../components/opportunity-summary";
import { ReviewActions } from "../components/review-actions";
import { StatusBadge } from "../components/status-badge";
import { WithdrawButton } from "../components/withdraw-button";
import { shortDate } from "../format";

/** /application/:id: one application with its offer, for the applicant and for the church. */
/** /application/:id; the route table passes in the hire's reviews (features/reviews). */
export function ApplicationPage({ reviews }: { reviews: ApplicationReviewsSlot }) {
  const { id = "" } = useParams();
  const session = useSession();
  // The route's guard renders this page only for a signed-in user.
  if (session.status !== "signed-in") return null;
  return <ApplicationView id={id} user={session.user} reviews={reviews} />;
}

function ApplicationView({ id, user, reviews }: { id: string; user: User; reviews: ApplicationReviewsSlot }) {
  const { t } = useLingui();
  const query = useQuery(applicationQuery(id));
  const notFound = query.isError && isNotFound(query.error);
  const title = query.data?.opportunity.title;
  usePageTitle(title ? t`Application: ${title}` : notFound ? t`Application not found` : t`Application`);

  if (query.isPending) return <ProfileLoading label={t`Loading application…`} />;
  if (query.isError) {
    if (notFound) return <ApplicationNotFound />;
    return (
      <div className="px-4 py-10">
        <LoadProblem
          title={t`We couldn't load this application.`}
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </div>
    );
  }
  const application = query.data;
  const mine = application.applicant.user_id === user.id;
  return mine ? <ApplicantView application={application} reviews={reviews} /> : <ChurchView application={application} reviews={reviews} />;
}

/** The applicant's page: the offer first when there is one, then what they sent. */
function ApplicantView({ application, reviews }: { application: Application; reviews: ApplicationReviewsSlot }) {
  const { t } = useLingui();
  return (
    <Frame application={application} reader="talent" eyebrow={t`Your application`} title={application.opportunity.title}>
      {application.offer && (
        <Section title={t`The offer`} highlight={application.can_respond}>
          <p className="mb-4 text-sm text-slate-700">{offerStanding(application)}</p>
          <OfferDetails offer={application.offer} />
          <div className="mt-5">
            <OfferResponse application={application} />
          </div>
        </Section>
      )}
      <ServicePlan application={application} />
      <HireReviews application={application} otherName={application.opportunity.church.church_name} reviews={reviews} />
      <ApplicationDetails application={application} noteLabel={t`Note from the church`} />
      {application.can_withdraw && (
        <div className="flex justify-end">
          <WithdrawButton application={application} size="md" />
        </div>
      )}
    </Frame>
  );
}

/** Where the offer stands, in the applicant's words. */
function offerStanding(application: Application): string {
  const church = application.opportunity.church.church_name;
  switch (application.status) {
    case "offered":
      return t`${church} offers you this position. Read it through, then accept or decline it.`;
    case "hire_confirmed":
      return t`You accepted this offer. ${church} will be in touch about the details.`;
    case "rejected":
      return t`You declined this offer.`;
    case "expired":
      return t`This offer expired before it was answered.`;
    default:
      // An offer ended by the church's side (a cancelled event).
      return t`This offer is no longer open.`;
  }
}

/** The church's page: who applied and what to do, what they sent, and any offer made. */
function ChurchView({ application, reviews }: { application: Application; reviews: ApplicationReviewsSlot }) {
  const { t } = useLingui();
  return (
    <Frame
      application={application}
      reader="church"
      eyebrow={t`Application`}
      title={applicantName(application.applicant)}
      aside={
        <Link
          to={`/opportunities/${application.opportunity.id}/applicants`}
          className="mt-3 inline-block text-sm font-medium text-brand-800 hover:underline"
        >
          <Trans>See all applicants for this opportunity</Trans>
        </Link>
      }
    >
      <Section title={t`Applicant`}>
        <ApplicantSummary applicant={application.applicant} headingLevel={3} />
        <div className="mt-5 border-t border-slate-100 pt-4">
          <ReviewActions application={application} />
        </div>
      </Section>
      <ServicePlan application={application} />
      <HireReviews application={application} otherName={applicantName(application.applicant)} reviews={reviews} />
      <ApplicationDetails application={application} noteLabel={t`Your note to the applicant`} />
      {application.offer && (
        <Section title={t`The offer`}>
          <OfferDetails offer={application.offer} />
        </Section>
      )}
    </Frame>
  );
}

function Frame({
  application,
  reader,
  eyebrow,
  title,
  aside,
  children,
}: {
  application: Application;
  reader: StatusReader;
  eyebrow: string;
  title: string;
  /** Under the opportunity's card. */
  aside?: ReactNode;
  children: ReactNode;
}) {
  const applied = shortDate(application.created_at);
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <Link
        to="/applications"
        className="inline-flex items-center gap-1 rounded text-sm font-medium text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden />
        <Trans>All applications</Trans>
      </Link>
      <header className="mt-4">
        <p className="text-sm font-medium text-brand-700">{eyebrow}</p>
        <h1 className="mt-1 text-2xl font-bold break-words text-slate-900 sm:text-3xl">{title}</h1>
        <div className="mt-2 flex flex-wrap items-center gap-3 text-sm text-slate-600">
          <StatusBadge status={application.status} reader={reader} />
          <span>
            <Trans>Applied {applied}</Trans>
          </span>
        </div>
      </header>
      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">{children}</div>
        <aside className="lg:order-last">
          <OpportunitySummary opportunity={application.opportunity} />
          {aside}
        </aside>
      </div>
    </div>
  );
}

/** After a confirmed hire's event, each side reviews the other (features/reviews). */
function HireReviews({
  application,
  otherName,
  reviews: ApplicationReviews,
}: {
  application: Application;
  otherName: string;
  reviews: ApplicationReviewsSlot;
}) {
  const { t } = useLingui();
  if (application.status !== "hire_confirmed") return null;
  return (
    <Section title={t`Reviews`}>
      <ApplicationReviews applicationId={application.id} otherName={otherName} />
    </Section>
  );
}

/** A confirmed hire's service plan: the times, order of service and logistics both sides share. */
function ServicePlan({ application }: { application: Application }) {
  const { t } = useLingui();
  if (application.status !== "hire_confirmed") return null;
  return (
    <Section title={t`Service plan`}>
      <p className="mb-4 text-sm text-slate-700">
        <Trans>The times, the order of service with songs and keys, and how to get there, in one place for both sides.</Trans>
      </p>
      <Button asChild size="sm">
        <Link to={`/hires/${application.id}/pack`}>
          <Trans>Open the service plan</Trans>
        </Link>
      </Button>
    </Section>
  );
}

function ApplicationDetails({ application, noteLabel }: { application: Application; noteLabel: string }) {
  const { t } = useLingui();
  return (
    <Section title={t`Application`}>
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr]">
        <dt className="font-medium text-slate-500">
          <Trans>Position</Trans>
        </dt>
        <dd className="break-words text-slate-900">{application.position_title}</dd>
        <dt className="font-medium text-slate-500">
          <Trans>Proposed fee</Trans>
        </dt>
        <dd className="text-slate-900">{application.proposed_fee === null ? t`Left to the church` : dollars(application.proposed_fee)}</dd>
        <dt className="font-medium text-slate-500">
          <Trans>Cover message</Trans>
        </dt>
        <dd className="break-words whitespace-pre-line text-slate-900">{application.cover_message}</dd>
        {application.decision_note && (
          <>
            <dt className="font-medium text-slate-500">{noteLabel}</dt>
            <dd className="break-words whitespace-pre-line text-slate-900">{application.decision_note}</dd>
          </>
        )}
      </dl>
    </Section>
  );
}

function Section({ title, highlight = false, children }: { title: string; highlight?: boolean; children: ReactNode }) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={highlight ? "rounded-xl border-2 border-amber-300 bg-amber-50/40 p-5" : "rounded-xl border border-slate-200 bg-white p-5"}
    >
      <h2 id={titleId} className="mb-4 font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function ApplicationNotFound() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-6 py-24 text-center">
      <FileQuestion className="mb-4 h-12 w-12 text-brand-600" aria-hidden />
      <h1 className="text-3xl font-bold text-slate-900">
        <Trans>Application not found</Trans>
      </h1>
      <p className="mt-3 text-slate-600">
        <Trans>This application doesn't exist, or it isn't yours to see. Your applications are all listed on one page.</Trans>
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/applications">
            <Trans>See your applications</Trans>
          </Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/opportunities">
            <Trans>Browse opportunities</Trans>
          </Link>
        </Button>
      </div>
    </div>
  );
}
