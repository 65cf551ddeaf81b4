import { dollars } from "@/lib/format";
import type { EventType, OpportunityCard, PositionRole, PostingQuota } from "./api/opportunities-api";

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

/** "Eastern Standard Time" for the event's start (daylight saving decides which). */
export function zoneName(at: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "long" }).formatToParts(new Date(at));
  return parts.find((part) => part.type === "timeZoneName")?.value ?? timeZone;
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
