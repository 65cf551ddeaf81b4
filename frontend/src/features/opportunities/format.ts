import type { components } from "@/lib/api/schema";
import { dollars, placeText } from "@/lib/format";
import type { EventType, OpportunityCard, OpportunityStatus, PositionRole, PostingQuota } from "./api/opportunities-api";

type ApplicationStatus = components["schemas"]["ApplicationStatus"];

/** The names backend/steeple/opportunities/search.py gives event types (and searches by). */
export const EVENT_TYPES: ReadonlyArray<{ value: EventType; label: string }> = [
  { value: "sunday_service", label: "Sunday service" },
  { value: "revival", label: "Revival" },
  { value: "conference", label: "Conference" },
  { value: "retreat", label: "Retreat" },
  { value: "youth_event", label: "Youth event" },
  { value: "worship_night", label: "Worship night" },
  { value: "concert", label: "Concert" },
  { value: "other", label: "Other" },
];

export function eventTypeLabel(value: EventType): string {
  return EVENT_TYPES.find((type) => type.value === value)?.label ?? value;
}

export const ROLE_LABELS: Record<PositionRole, string> = { speaker: "Speaker", musician: "Musician" };

export const STATUS_LABELS: Record<OpportunityStatus, string> = {
  draft: "Draft",
  open: "Open",
  closed: "Closed",
  filled: "Filled",
  cancelled: "Cancelled",
};

/** As the speaker or musician reads them (the server's applications/transitions.py STATUS_LABELS). */
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  submitted: "Submitted",
  shortlisted: "Shortlisted",
  offered: "Offer received",
  hire_confirmed: "Confirmed",
  rejected: "Offer declined",
  not_selected: "Not selected",
  withdrawn: "Withdrawn",
  expired: "Offer expired",
};

export function applicationStatusLabel(status: string): string {
  return APPLICATION_STATUS_LABELS[status as ApplicationStatus] ?? status;
}

type Money = Pick<OpportunityCard, "compensation" | "honorarium_min" | "honorarium_max">;

/** "Honorarium $400–$600", "Honorarium $500", "Honorarium up to $600", "Love offering". */
export function moneyText({ compensation, honorarium_min: low, honorarium_max: high }: Money): string {
  if (compensation === "love_offering") return "Love offering";
  if (low !== null && high !== null && low !== high) return `Honorarium ${dollars(low)}–${dollars(high)}`;
  if (low === null && high !== null) return `Honorarium up to ${dollars(high)}`;
  if (low !== null && high === null) return `Honorarium from ${dollars(low)}`;
  return low === null ? "Honorarium" : `Honorarium ${dollars(low)}`;
}

/** The money, then what else the church covers. */
export function compensationParts(card: Money & Pick<OpportunityCard, "travel_covered" | "lodging_provided">): string[] {
  return [moneyText(card), card.travel_covered && "Travel covered", card.lodging_provided && "Lodging provided"].filter(
    (part): part is string => Boolean(part),
  );
}

/** "Guest speaker · Keyboardist (2)". */
export function positionsText(positions: OpportunityCard["positions"]): string {
  return positions.map((p) => (p.openings > 1 ? `${p.title} (${p.openings})` : p.title)).join(" · ");
}

/** "Dayton, OH", or "Online". */
export function placeLine(card: Pick<OpportunityCard, "online" | "city" | "state">): string {
  return card.online ? "Online" : placeText(card.city, card.state);
}

/** "Eastern Standard Time" for the event's start (daylight saving decides which). */
export function zoneName(at: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "long" }).formatToParts(new Date(at));
  return parts.find((part) => part.type === "timeZoneName")?.value ?? timeZone;
}

/** A calendar day ("2026-11-30") as "Nov 30, 2026", the same wherever it is read. */
export function dayText(day: string): string {
  return new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** "2 postings left this month" (pack credits included), or why publishing is not possible. */
export function quotaText(quota: PostingQuota): { text: string; upgrade: boolean } {
  if (!quota.premium) {
    return { text: "Publishing opportunities needs Church Premium. You can save drafts now and publish after upgrading.", upgrade: true };
  }
  if (quota.postings_left === 0) {
    return { text: "You have no postings left this month. Buy an additional posting pack, or publish next month.", upgrade: true };
  }
  const n = quota.postings_left;
  return { text: `${n} ${n === 1 ? "posting" : "postings"} left this month`, upgrade: false };
}
