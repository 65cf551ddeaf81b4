import { i18n } from "@lingui/core";
import { t } from "@lingui/core/macro";
import { limit, orNull, text } from "@/lib/form-fields";
import { CREDENTIAL_KINDS, type CredentialKind } from "@/components/credentials/kinds";
import { z } from "@/lib/zod";
import type { Opportunity, OpportunityIn } from "./api/opportunities-api";
import { dollarsText } from "./apply-form";
import { EVENT_TYPES } from "./format";

/**
 * The opportunity editor's rules, mirroring the server's OpportunityIn
 * (backend/steeple/opportunities/schemas.py). The checks across fields and against the clock
 * (dates, place, honorarium) are the server's: its messages show under the same fields.
 */

export const MAX_POSITIONS = 10;

/** Required text of at most `max` characters; `missing` says which field is empty. */
const required = (missing: string, max: number) => z.string().trim().min(1, missing).max(max, limit(max));

/** A whole number in a range, or empty when `optional`. */
function count(min: number, max: number, optional = false) {
  const least = min.toLocaleString(i18n.locale);
  const most = max.toLocaleString(i18n.locale);
  return z
    .string()
    .trim()
    .refine((value) => (optional && value === "") || /^\d+$/.test(value), t`Enter a whole number`)
    .refine(
      // Only a number is checked against the range (anything else has its message already).
      (value) => !/^\d+$/.test(value) || (Number(value) >= min && Number(value) <= max),
      t`Enter a number from ${least} to ${most}`,
    );
}

/** Built with the editor, so its messages are in the language on screen. */
export function opportunityFormSchema() {
  const positionSchema = z.object({
    /** The existing position's id, kept when editing (applicants applied to it). */
    id: z.string().nullable(),
    title: required(t`The position's title is required`, 80),
    role: z.enum(["speaker", "musician"]),
    openings: count(1, 20),
  });
  const most = MAX_POSITIONS;
  // Keys in the order the editor shows them: the first server error found gets focus.
  return z.object({
    title: required(t`Title is required`, 150),
    event_type: z.enum(EVENT_TYPES.map((type) => type.value) as [OpportunityIn["event_type"], ...OpportunityIn["event_type"][]]),
    description: required(t`Description is required`, 5000),
    positions: z.array(positionSchema).min(1, t`Add at least one position`).max(MAX_POSITIONS, t`Add at most ${most} positions`),
    starts_at: z.string().min(1, t`Give the start date and time`),
    ends_at: z.string().min(1, t`Give the end date and time`),
    application_deadline: z.string().min(1, t`Give the application deadline`),
    online: z.boolean(),
    address: text(300),
    city: text(100),
    state: text(100),
    denomination: text(100),
    worship_style: text(100),
    expected_attendance: count(1, 100_000, true),
    compensation: z.enum(["honorarium", "love_offering"]),
    honorarium_min: dollarsText(),
    honorarium_max: dollarsText(),
    travel_covered: z.boolean(),
    lodging_provided: z.boolean(),
    required_credentials: z.array(
      z.object({
        kind: z.enum(CREDENTIAL_KINDS as [CredentialKind, ...CredentialKind[]]),
        asked: z.boolean(),
        within_months: count(1, 120, true),
      }),
    ),
  });
}

export type OpportunityFormValues = z.input<ReturnType<typeof opportunityFormSchema>>;
export type OpportunityField = keyof OpportunityFormValues;

export function newPosition(): OpportunityFormValues["positions"][number] {
  return { id: null, title: "", role: "speaker", openings: "1" };
}

export const EMPTY_OPPORTUNITY: OpportunityFormValues = {
  title: "",
  event_type: "sunday_service",
  description: "",
  positions: [newPosition()],
  starts_at: "",
  ends_at: "",
  application_deadline: "",
  online: false,
  address: "",
  city: "",
  state: "",
  denomination: "",
  worship_style: "",
  expected_attendance: "",
  compensation: "honorarium",
  honorarium_min: "",
  honorarium_max: "",
  travel_covered: false,
  lodging_provided: false,
  required_credentials: asked([]),
};

/** One row per kind of credential, ticked where the opportunity asks for it. */
function asked(requirements: Opportunity["required_credentials"]): OpportunityFormValues["required_credentials"] {
  return CREDENTIAL_KINDS.map((kind) => {
    const requirement = requirements.find((each) => each.kind === kind);
    const months = requirement?.within_months;
    return { kind, asked: Boolean(requirement), within_months: months == null ? "" : String(months) };
  });
}

/** The form's fields in the order the editor shows them (EMPTY_OPPORTUNITY lists them so). */
export const OPPORTUNITY_FIELDS = Object.keys(EMPTY_OPPORTUNITY) as OpportunityField[];

/** "2026-12-06T10:30:00" -> "2026-12-06T10:30", what a datetime-local input holds. */
const minutes = (local: string) => local.slice(0, 16);
const numberText = (value: number | null) => (value === null ? "" : String(value));

/** The form for an opportunity as the API has it; times are the event's own local ones. */
export function opportunityFormDefaults(opportunity: Opportunity): OpportunityFormValues {
  return {
    title: opportunity.title,
    event_type: opportunity.event_type,
    description: opportunity.description,
    positions: opportunity.positions.map(({ id, title, role, openings }) => ({ id, title, role, openings: String(openings) })),
    starts_at: minutes(opportunity.starts_local),
    ends_at: minutes(opportunity.ends_local),
    application_deadline: opportunity.application_deadline,
    online: opportunity.online,
    address: opportunity.address ?? "",
    city: opportunity.city ?? "",
    state: opportunity.state ?? "",
    denomination: opportunity.denomination ?? "",
    worship_style: opportunity.worship_style ?? "",
    expected_attendance: numberText(opportunity.expected_attendance),
    compensation: opportunity.compensation,
    honorarium_min: numberText(opportunity.honorarium_min),
    honorarium_max: numberText(opportunity.honorarium_max),
    travel_covered: opportunity.travel_covered,
    lodging_provided: opportunity.lodging_provided,
    required_credentials: asked(opportunity.required_credentials),
  };
}

const numberOrNull = (value: string) => (value.trim() === "" ? null : Number(value.trim()));

/** The whole opportunity (the server clears what is left out). A love offering has no amounts. */
export function toOpportunityIn(values: OpportunityFormValues): OpportunityIn {
  const honorarium = values.compensation === "honorarium";
  return {
    title: values.title.trim(),
    event_type: values.event_type,
    description: values.description.trim(),
    positions: values.positions.map((position) => ({
      ...(position.id ? { id: position.id } : {}),
      title: position.title.trim(),
      role: position.role,
      openings: Number(position.openings),
    })),
    starts_at: values.starts_at,
    ends_at: values.ends_at,
    application_deadline: values.application_deadline,
    online: values.online,
    address: orNull(values.address.trim()),
    city: orNull(values.city.trim()),
    state: orNull(values.state.trim()),
    denomination: orNull(values.denomination.trim()),
    worship_style: orNull(values.worship_style.trim()),
    expected_attendance: numberOrNull(values.expected_attendance),
    compensation: values.compensation,
    honorarium_min: honorarium ? numberOrNull(values.honorarium_min) : null,
    honorarium_max: honorarium ? numberOrNull(values.honorarium_max) : null,
    travel_covered: values.travel_covered,
    lodging_provided: values.lodging_provided,
    required_credentials: values.required_credentials
      .filter((requirement) => requirement.asked)
      .map((requirement) => ({ kind: requirement.kind, within_months: numberOrNull(requirement.within_months) })),
  };
}
