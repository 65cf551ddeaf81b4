import type { components } from "@/lib/api/schema";

export type ApplicationStatus = components["schemas"]["ApplicationStatus"];

/** What each status is called on the pages (the server's transitions.STATUS_LABELS). */
export const STATUS_LABELS: Record<ApplicationStatus, string> = {
  submitted: "Submitted",
  shortlisted: "Shortlisted",
  offered: "Offer received",
  hire_confirmed: "Confirmed",
  rejected: "Offer declined",
  not_selected: "Not selected",
  withdrawn: "Withdrawn",
  expired: "Offer expired",
};

/** The status filter's choices, in the order the loop runs. */
export const STATUSES = Object.keys(STATUS_LABELS) as ApplicationStatus[];

/** A status from the address (`?status=shortlisted`); anything else means every status. */
export function parseStatus(value: string | null): ApplicationStatus | undefined {
  return STATUSES.find((status) => status === value);
}

/** The badge's colours: waiting in blue, moving forward in amber and green, ended in grey. */
export const STATUS_TONES: Record<ApplicationStatus, string> = {
  submitted: "bg-blue-100 text-blue-800",
  shortlisted: "bg-indigo-100 text-indigo-800",
  offered: "bg-amber-100 text-amber-900",
  hire_confirmed: "bg-green-100 text-green-800",
  rejected: "bg-slate-100 text-slate-700",
  not_selected: "bg-slate-100 text-slate-700",
  withdrawn: "bg-slate-100 text-slate-700",
  expired: "bg-red-100 text-red-800",
};
