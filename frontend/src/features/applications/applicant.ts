import { t } from "@lingui/core/macro";
import { feeRange } from "@/lib/format";
import type { Applicant, Application } from "./api/applications-api";

/** The applicant's name as the directory shows it. */
export function applicantName(applicant: Applicant): string {
  return (
    applicant.name.trim() ||
    applicant.full_name.trim() ||
    (applicant.role === "musician" ? t`Unnamed Musician` : t`Unnamed Speaker`)
  );
}

/** Speakers at /speakers/{id}, musicians at /musicians/{id} (spec 01 §2). */
export function applicantPath(applicant: Applicant): string {
  return `/${applicant.role === "musician" ? "musicians" : "speakers"}/${applicant.user_id}`;
}

/** What a church compares first: a musician's instruments, a speaker's topics. */
export function applicantTags(applicant: Applicant): { label: string; tags: string[] } {
  return applicant.role === "musician"
    ? { label: t`Instruments`, tags: applicant.instruments }
    : { label: t`Topics`, tags: applicant.topics };
}

export function applicantFees(applicant: Applicant): string | null {
  return feeRange(applicant.fee_min, applicant.fee_max, applicant.love_offering);
}

/**
 * Write to the applicant about this application, in the inbox: the compose form opens addressed
 * to them, tied to the application, with the subject "Re: {opportunity title}" (spec 02 §2.4).
 */
export function messageLink(application: Application): string {
  const title = application.opportunity.title;
  const query = new URLSearchParams({
    compose: "1",
    recipient_id: application.applicant.user_id,
    application_id: application.id,
    subject: t`Re: ${title}`,
  });
  return `/messages?${query.toString()}`;
}
