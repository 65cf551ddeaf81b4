import { msg } from "@lingui/core/macro";
import type { components } from "@/lib/api/schema";
import { messageTable } from "@/lib/message-table";

/*
 * What applications and opportunities are called wherever they show (the dashboards, the
 * applications pages, an opportunity's page); one place, so the features cannot drift apart.
 * Each label reads in the language on screen when it is looked up.
 */

export type ApplicationStatus = components["schemas"]["ApplicationStatus"];
export type OpportunityStatus = components["schemas"]["OpportunityStatus"];

/** Every application status, in the order an application moves through them. */
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

/** As the speaker or musician who applied reads them (the server's applications/transitions.py STATUS_LABELS). */
const TALENT_STATUS_MESSAGES = {
  submitted: msg`Submitted`,
  shortlisted: msg`Shortlisted`,
  offered: msg`Offer received`,
  hire_confirmed: msg`Confirmed`,
  rejected: msg`Offer declined`,
  not_selected: msg`Not selected`,
  withdrawn: msg`Withdrawn`,
  expired: msg`Offer expired`,
};
export const TALENT_STATUS_LABELS: Readonly<Record<ApplicationStatus, string>> = messageTable(TALENT_STATUS_MESSAGES);

/**
 * As the church that received them reads them, where its own side differs: an application it has
 * not looked at is new to it, and an offer is one it made, not one it received.
 */
export const CHURCH_STATUS_LABELS: Readonly<Record<ApplicationStatus, string>> = messageTable({
  ...TALENT_STATUS_MESSAGES,
  submitted: msg`New`,
  offered: msg`Offered`,
});

/** Who reads a status: the speaker or musician who applied, or the church that received it. */
export type StatusReader = "talent" | "church";

export function applicationStatusLabels(reader: StatusReader): Readonly<Record<ApplicationStatus, string>> {
  return reader === "church" ? CHURCH_STATUS_LABELS : TALENT_STATUS_LABELS;
}

/** The talent's label for a status the API types loosely (an opportunity's `my_application`). */
export function talentStatusLabel(status: string): string {
  return TALENT_STATUS_LABELS[status as ApplicationStatus] ?? status;
}

/** A status from the address (`?status=shortlisted`); anything else means every status. */
export function parseApplicationStatus(value: string | null): ApplicationStatus | undefined {
  return APPLICATION_STATUSES.find((status) => status === value);
}

/** Badge colours: waiting in blue, moving forward in indigo, amber and green, ended in grey. */
export const APPLICATION_STATUS_TONES: Record<ApplicationStatus, string> = {
  submitted: "bg-blue-100 text-blue-800",
  shortlisted: "bg-indigo-100 text-indigo-800",
  offered: "bg-amber-100 text-amber-900",
  hire_confirmed: "bg-green-100 text-green-800",
  rejected: "bg-slate-100 text-slate-700",
  not_selected: "bg-slate-100 text-slate-700",
  withdrawn: "bg-slate-100 text-slate-700",
  expired: "bg-red-100 text-red-800",
};

export const OPPORTUNITY_STATUS_LABELS: Readonly<Record<OpportunityStatus, string>> = messageTable({
  draft: msg`Draft`,
  open: msg`Open`,
  closed: msg`Closed`,
  filled: msg`Filled`,
  cancelled: msg`Cancelled`,
});

/** Badge colours: a draft waits on the church, an open one takes applications, the rest are over. */
export const OPPORTUNITY_STATUS_TONES: Record<OpportunityStatus, string> = {
  draft: "bg-amber-100 text-amber-900",
  open: "bg-green-100 text-green-800",
  closed: "bg-slate-100 text-slate-700",
  filled: "bg-blue-100 text-blue-800",
  cancelled: "bg-red-100 text-red-800",
};
