import type { ApplicantCounts, ApplicationStatus, OpportunityStatus } from "./api/dashboards-api";

/** Every status, in the order an application moves through them. */
export const APPLICATION_STATUSES: readonly ApplicationStatus[] = [
  "submitted",
  "shortlisted",
  "offered",
  "hire_confirmed",
  "rejected",
  "not_selected",
  "withdrawn",
  "expired",
];

/** An application's status as the speaker or musician who sent it reads it. */
export const TALENT_STATUS_LABELS: Record<ApplicationStatus, string> = {
  submitted: "Submitted",
  shortlisted: "Shortlisted",
  offered: "Offer received",
  hire_confirmed: "Confirmed",
  rejected: "Offer declined",
  not_selected: "Not selected",
  withdrawn: "Withdrawn",
  expired: "Offer expired",
};

/** An application's status as the church that received it reads it. */
export const CHURCH_STATUS_LABELS: Record<ApplicationStatus, string> = {
  submitted: "New",
  shortlisted: "Shortlisted",
  offered: "Offered",
  hire_confirmed: "Confirmed",
  rejected: "Offer declined",
  not_selected: "Not selected",
  withdrawn: "Withdrawn",
  expired: "Offer expired",
};

/** Badge colours: what waits on someone stands out, what is over is grey. */
export const APPLICATION_STATUS_TONES: Record<ApplicationStatus, string> = {
  submitted: "bg-blue-50 text-blue-800",
  shortlisted: "bg-amber-50 text-amber-800",
  offered: "bg-violet-50 text-violet-800",
  hire_confirmed: "bg-green-50 text-green-800",
  rejected: "bg-slate-100 text-slate-700",
  not_selected: "bg-slate-100 text-slate-700",
  withdrawn: "bg-slate-100 text-slate-700",
  expired: "bg-slate-100 text-slate-700",
};

export const OPPORTUNITY_STATUS_LABELS: Record<OpportunityStatus, string> = {
  draft: "Draft",
  open: "Open",
  closed: "Closed",
  filled: "Filled",
  cancelled: "Cancelled",
};

export const OPPORTUNITY_STATUS_TONES: Record<OpportunityStatus, string> = {
  draft: "bg-amber-50 text-amber-800",
  open: "bg-green-50 text-green-800",
  closed: "bg-slate-100 text-slate-700",
  filled: "bg-blue-50 text-blue-800",
  cancelled: "bg-red-50 text-red-800",
};

/** "3 new · 1 shortlisted · 1 confirmed" (statuses with none left out); "" when nobody applied. */
export function applicantCountsText(counts: ApplicantCounts): string {
  return APPLICATION_STATUSES.filter((status) => counts[status] > 0)
    .map((status) => `${counts[status]} ${CHURCH_STATUS_LABELS[status].toLowerCase()}`)
    .join(" · ");
}
