import { requirementText } from "@/components/credentials/kinds";
import { i18n } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowLeft, CalendarDays, Clock, HandCoins, Info, MapPin } from "lucide-react";
import { Suspense } from "react";
import { Link } from "react-router";
import { ProfileAvatar } from "@/components/profile/profile-avatar";
import { DetailList, ProfileSection } from "@/components/profile/profile-parts";
import { ReportButton } from "@/components/reports/report-dialog";
import { calendarDay, eventDates, placeLine, placeText } from "@/lib/format";
import type { FeatureBoostSlot, SuggestedTalentSlot } from "@/lib/slots";
import type { Opportunity } from "../api/opportunities-api";
import {
  compensationParts,
  eventTypeLabel,
  ROLE_LABELS,
  zoneName,
} from "../format";
import { ApplyPanel } from "./apply-panel";
import { ManageBar, StatusBadge } from "./manage-bar";
import { Fact, FeaturedBadge } from "./opportunity-card";

/** /opportunities/:id: everything about the opportunity, its church's card, and applying. */
export function OpportunityView({
  opportunity,
  featureBoost,
  suggestedTalent: SuggestedTalent,
}: {
  opportunity: Opportunity;
  featureBoost: FeatureBoostSlot;
  /** For its managers while it takes applications (features/directory, lazily). */
  suggestedTalent?: SuggestedTalentSlot;
}) {
  const { t } = useLingui();
  const { church, viewer } = opportunity;
  const accent = church.primary_color;
  const when = eventDates(opportunity.starts_at, opportunity.ends_at, opportunity.timezone);
  const where = opportunity.online
    ? t`Online`
    : [opportunity.address, placeLine(opportunity)].filter(Boolean).join(", ");
  const money = compensationParts(opportunity).join(" · ");
  const deadline = calendarDay(opportunity.application_deadline);
  const zone = zoneName(opportunity.starts_at, opportunity.timezone);
  const timezone = opportunity.timezone;

  return (
    <article>
      <header className="border-b border-slate-200 bg-white">
        <div aria-hidden className="h-2" style={{ backgroundColor: accent }} />
        <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6 sm:py-8">
          <Link
            to="/opportunities"
            className="inline-flex items-center gap-1 text-sm font-medium text-brand-800 hover:underline"
          >
            <ArrowLeft className="h-4 w-4" aria-hidden />
            <Trans>All opportunities</Trans>
          </Link>
          <div className="mt-4 flex flex-wrap items-center gap-2">
            <span className="text-sm font-medium tracking-wide text-slate-600 uppercase">
              {eventTypeLabel(opportunity.event_type)}
            </span>
            {opportunity.featured && <FeaturedBadge />}
            {!viewer.can_manage && opportunity.status !== "open" && <StatusBadge status={opportunity.status} />}
          </div>
          <h1 className="mt-1 text-2xl font-bold break-words text-slate-900 sm:text-3xl">{opportunity.title}</h1>
          <p className="mt-1 text-slate-700">
            <Link to={`/churches/${church.id}`} className="font-medium hover:underline">
              {church.church_name}
            </Link>
          </p>
          <dl className="mt-4 grid gap-2 text-sm text-slate-700 sm:grid-cols-2">
            <Fact icon={<CalendarDays className="h-4 w-4" aria-hidden />} label={t`When`}>
              {when}
            </Fact>
            <Fact icon={<MapPin className="h-4 w-4" aria-hidden />} label={t`Where`}>
              {where}
            </Fact>
            <Fact icon={<HandCoins className="h-4 w-4" aria-hidden />} label={t`Compensation`}>
              {money}
            </Fact>
            <Fact icon={<Clock className="h-4 w-4" aria-hidden />} label={t`Deadline`}>
              <Trans>Apply by {deadline}</Trans>
            </Fact>
          </dl>
          {viewer.can_manage && <ManageBar opportunity={opportunity} featureBoost={featureBoost} />}
        </div>
      </header>

      <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
        {opportunity.closed_notice && (
          <div className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
            <Info className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
            <p className="font-medium">{opportunity.closed_notice}</p>
          </div>
        )}
        <div className="grid gap-6 lg:grid-cols-3">
          {/* First on phones, where Apply would otherwise sit below all the details. */}
          <div className="space-y-6 lg:col-start-3 lg:row-start-1">
            <ApplyPanel opportunity={opportunity} />
            <ChurchCard church={church} />
          </div>
          <div className="space-y-6 lg:col-span-2 lg:col-start-1 lg:row-start-1">
            <ProfileSection title={t`About this opportunity`} accent={accent}>
              <p className="whitespace-pre-line break-words text-slate-700">{opportunity.description}</p>
            </ProfileSection>
            <ProfileSection title={t`Positions`} accent={accent}>
              <ul className="divide-y divide-slate-100">
                {opportunity.positions.map((position) => (
                  <li key={position.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2 first:pt-0 last:pb-0">
                    <span>
                      <span className="font-medium text-slate-900">{position.title}</span>{" "}
                      <span className="text-sm text-slate-500">{t(ROLE_LABELS[position.role])}</span>
                    </span>
                    <FilledCount filled={position.filled} openings={position.openings} />
                  </li>
                ))}
              </ul>
            </ProfileSection>
            {opportunity.required_credentials.length > 0 && (
              <ProfileSection title={t`Credentials asked of guests`} accent={accent}>
                <ul className="list-disc space-y-1 pl-5 text-slate-800">
                  {opportunity.required_credentials.map((requirement) => (
                    <li key={requirement.kind}>{requirementText(requirement)}</li>
                  ))}
                </ul>
                <p className="mt-2 text-sm text-slate-600">
                  <Trans>Verified by Steeple staff. Anyone may apply; the church sees who holds them.</Trans>
                </p>
              </ProfileSection>
            )}
            <ProfileSection title={t`Details`} accent={accent}>
              <DetailList
                items={[
                  [t`Event type`, eventTypeLabel(opportunity.event_type)],
                  [t`Dates and times`, when],
                  [t`Time zone`, t`${zone} (${timezone})`],
                  [t`Place`, where],
                  [t`Denomination`, opportunity.denomination],
                  [t`Worship style`, opportunity.worship_style],
                  [t`Expected attendance`, opportunity.expected_attendance?.toLocaleString(i18n.locale)],
                  [t`Compensation`, money],
                  [t`Application deadline`, deadline],
                ]}
              />
            </ProfileSection>
            {!viewer.can_manage && (
              <div className="flex justify-end">
                <ReportButton itemType="opportunity" itemId={opportunity.id} />
              </div>
            )}
          </div>
        </div>
        {SuggestedTalent && viewer.can_manage && opportunity.accepting_applications && (
          <Suspense fallback={null}>
            <SuggestedTalent opportunityId={opportunity.id} />
          </Suspense>
        )}
      </div>
    </article>
  );
}

function FilledCount({ filled, openings }: { filled: number; openings: number }) {
  return (
    <span className="text-sm text-slate-600">
      <Trans>
        {filled} of {openings} filled
      </Trans>
    </span>
  );
}

function ChurchCard({ church }: { church: Opportunity["church"] }) {
  const { t } = useLingui();
  const place = placeText(church.city, church.state);
  return (
    <section aria-label={t`The church`} className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div aria-hidden className="h-14" style={{ backgroundColor: church.primary_color }} />
      <div className="px-5 pb-5">
        <ProfileAvatar
          photo={church.photo}
          name={church.church_name}
          className="-mt-8 h-16 w-16 border-4 border-white text-lg"
        />
        <h2 className="mt-2 text-lg font-semibold break-words text-slate-900">{church.church_name}</h2>
        {church.denomination && <p className="text-sm text-slate-700">{church.denomination}</p>}
        {place && <p className="text-sm text-slate-600">{place}</p>}
        <Link
          to={`/churches/${church.id}`}
          className="mt-3 inline-block text-sm font-medium text-brand-800 underline hover:text-brand-900"
        >
          <Trans>View church profile</Trans>
        </Link>
      </div>
    </section>
  );
}
