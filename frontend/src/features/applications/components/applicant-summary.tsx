import { Trans } from "@lingui/react/macro";
import { Mail, MapPin } from "lucide-react";
import { Link } from "react-router";
import { CredentialBadges } from "@/components/credentials/credential-badges";
import { ProfileAvatar } from "@/components/profile/profile-avatar";
import { ProBadge } from "@/components/ui/pro-badge";
import { placeText } from "@/lib/format";
import type { Applicant } from "../api/applications-api";
import { applicantFees, applicantName, applicantPath, applicantTags } from "../applicant";

/** Who applied, as the church reviewing them needs it: a link to their profile, where they are,
 * what they speak on or play, their usual fee and how to write to them. */
export function ApplicantSummary({ applicant, headingLevel = 2 }: { applicant: Applicant; headingLevel?: 2 | 3 }) {
  const name = applicantName(applicant);
  const place = placeText(applicant.city, applicant.state);
  const { label, tags } = applicantTags(applicant);
  const fees = applicantFees(applicant);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="flex items-start gap-4">
      <ProfileAvatar photo={applicant.photo} name={name} className="h-14 w-14 text-lg" />
      <div className="min-w-0 flex-1 space-y-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <Heading className="text-lg leading-snug font-semibold break-words text-slate-900">
            <Link to={applicantPath(applicant)} className="hover:underline focus-visible:outline-2 focus-visible:outline-brand-600">
              {name}
            </Link>
          </Heading>
          {applicant.is_pro && <ProBadge />}
        </div>
        {applicant.headline && <p className="text-sm text-slate-700">{applicant.headline}</p>}
        <CredentialBadges badges={applicant.badges} compact />
        {place && (
          <p className="flex items-center gap-1 text-sm text-slate-600">
            <MapPin className="h-3.5 w-3.5 shrink-0" aria-hidden />
            <span className="sr-only">
              <Trans>Location:</Trans>{" "}
            </span>
            {place}
          </p>
        )}
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          {tags.length > 0 && (
            <>
              <dt className="text-slate-500">{label}</dt>
              <dd className="text-slate-800">{tags.join(", ")}</dd>
            </>
          )}
          {fees && (
            <>
              <dt className="text-slate-500">
                <Trans>Usual fee</Trans>
              </dt>
              <dd className="text-slate-800">{fees}</dd>
            </>
          )}
        </dl>
        {applicant.email && (
          <p className="flex items-center gap-1 text-sm">
            <Mail className="h-3.5 w-3.5 shrink-0 text-slate-500" aria-hidden />
            <span className="sr-only">
              <Trans>Email:</Trans>{" "}
            </span>
            <a href={`mailto:${applicant.email}`} className="break-all text-brand-800 hover:underline">
              {applicant.email}
            </a>
          </p>
        )}
      </div>
    </div>
  );
}
