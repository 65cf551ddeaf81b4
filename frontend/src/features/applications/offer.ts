import { i18n } from "@lingui/core";
import { t } from "@lingui/core/macro";
import type { components } from "@/lib/api/schema";
import { limit } from "@/lib/form-fields";
import { addDays, dollars, localDate } from "@/lib/format";
import { z } from "@/lib/zod";
import { eventDays } from "./format";

type Application = components["schemas"]["ApplicationOut"];
export type OfferIn = components["schemas"]["OfferIn"];
export type Offer = components["schemas"]["OfferOut"];

/** How long an offer stands by default, unless the event comes sooner. */
const RESPOND_WITHIN_DAYS = 7;

function wholeDollars() {
  const most = (100_000).toLocaleString(i18n.locale);
  return z
    .string()
    .trim()
    .refine((value) => value === "" || (/^\d+$/.test(value) && Number(value) <= 100_000), t`Enter whole dollars, up to ${most}`);
}

/** The offer form: inputs hold text; the server's messages where the rules are the same
 * (backend/steeple/applications/service.py _check_offer), and it has the last word. Built with
 * the form, so its messages are in the language on screen. */
export function offerFormSchema() {
  return z
    .object({
      position_id: z.string().min(1, t`Choose the position offered`),
      event_date: z.string().min(1, t`Choose the day`),
      honorarium: z.enum(["amount", "love_offering"]),
      honorarium_amount: wholeDollars(),
      travel: z.enum(["covered", "reimbursed", "none"]),
      travel_cap: wholeDollars(),
      lodging_provided: z.boolean(),
      w9_required: z.boolean(),
      notes: z.string().trim().max(2000, limit(2000)),
      respond_by: z.string().min(1, t`Choose the date to respond by`),
    })
    .superRefine((values, context) => {
      if (values.honorarium === "amount" && values.honorarium_amount === "") {
        const message = t`Give the honorarium amount, or choose a love offering`;
        context.addIssue({ code: "custom", path: ["honorarium_amount"], message });
      }
      if (values.travel === "reimbursed" && values.travel_cap === "") {
        context.addIssue({ code: "custom", path: ["travel_cap"], message: t`Give the most you will reimburse for travel` });
      }
      if (values.respond_by && values.event_date && values.respond_by > values.event_date) {
        const message = t`The respond-by date must be on or before the event's date`;
        context.addIssue({ code: "custom", path: ["respond_by"], message });
      }
    });
}

export type OfferFormValues = z.infer<ReturnType<typeof offerFormSchema>>;

/** The form's fields in their order on the page (server errors focus the first one). */
export const OFFER_FIELDS = [
  "position_id",
  "event_date",
  "honorarium",
  "honorarium_amount",
  "travel",
  "travel_cap",
  "lodging_provided",
  "w9_required",
  "notes",
  "respond_by",
] as const satisfies ReadonlyArray<keyof OfferFormValues>;

/**
 * A first draft of the offer from what the applicant asked for and what the opportunity
 * promised: the position applied to, the event's first day, the proposed fee (else the top of
 * the honorarium range), travel and lodging as posted, a week to respond (less if the event is
 * sooner). `now` is the reviewer's clock; today is read in the event's timezone.
 */
export function offerDefaults(application: Application, now: Date = new Date()): OfferFormValues {
  const { opportunity } = application;
  const firstDay = eventDays(opportunity.starts_at, opportunity.ends_at, opportunity.timezone)[0] ?? "";
  const loveOffering = opportunity.compensation === "love_offering";
  const amount = application.proposed_fee ?? opportunity.honorarium_max ?? opportunity.honorarium_min;
  const respondBy = addDays(localDate(now, opportunity.timezone), RESPOND_WITHIN_DAYS);
  return {
    position_id: application.position_id,
    event_date: firstDay,
    honorarium: loveOffering ? "love_offering" : "amount",
    honorarium_amount: loveOffering || amount === null ? "" : String(amount),
    travel: opportunity.travel_covered ? "covered" : "none",
    travel_cap: "",
    lodging_provided: opportunity.lodging_provided,
    w9_required: false,
    notes: "",
    respond_by: firstDay && respondBy > firstDay ? firstDay : respondBy,
  };
}

/** The form's values as the API takes them: an amount only with an honorarium, a cap only with
 * reimbursed travel, no empty notes. */
export function toOfferIn(values: OfferFormValues): OfferIn {
  return {
    position_id: values.position_id,
    event_date: values.event_date,
    honorarium: values.honorarium,
    honorarium_amount: values.honorarium === "amount" ? Number(values.honorarium_amount.trim()) : null,
    travel: values.travel,
    travel_cap: values.travel === "reimbursed" ? Number(values.travel_cap.trim()) : null,
    lodging_provided: values.lodging_provided,
    w9_required: values.w9_required,
    notes: values.notes.trim() || null,
    respond_by: values.respond_by,
  };
}

/** "$1,200" or "Love offering". */
export function honorariumText(offer: Pick<Offer, "honorarium" | "honorarium_amount">): string {
  if (offer.honorarium === "love_offering" || offer.honorarium_amount === null) return t`Love offering`;
  return dollars(offer.honorarium_amount);
}

/** "Covered", "Reimbursed up to $300" or "Not covered". */
export function travelText(offer: Pick<Offer, "travel" | "travel_cap">): string {
  if (offer.travel === "covered") return t`Covered`;
  if (offer.travel === "reimbursed") {
    if (offer.travel_cap === null) return t`Reimbursed`;
    const cap = dollars(offer.travel_cap);
    return t`Reimbursed up to ${cap}`;
  }
  return t`Not covered`;
}
