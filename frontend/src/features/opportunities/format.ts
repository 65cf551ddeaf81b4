import { i18n, type MessageDescriptor } from "@lingui/core";
import { msg, plural, t } from "@lingui/core/macro";
import { dollars } from "@/lib/format";
import type { EventType, Opportunity, OpportunityCard, PositionRole, PostingQuota } from "./api/opportunities-api";

/** The names backend/steeple/opportunities/search.py gives event types (and searches by). */
export const EVENT_TYPES: ReadonlyArray<{ value: EventType; label: MessageDescriptor }> = [
  { value: "sunday_service", label: msg`Sunday service` },
  { value: "revival", label: msg`Revival` },
  { value: "conference", label: msg`Conference` },
  { value: "retreat", label: msg`Retreat` },
  { value: "youth_event", label: msg`Youth event` },
  { value: "worship_night", label: msg`Worship night` },
  { value: "concert", label: msg`Concert` },
  { value: "other", label: msg`Other` },
];

export function eventTypeLabel(value: EventType): string {
  const label = EVENT_TYPES.find((type) => type.value === value)?.label;
  return label ? i18n._(label) : value;
}

export const ROLE_LABELS: Record<PositionRole, MessageDescriptor> = { speaker: msg`Speaker`, musician: msg`Musician` };

type Money = Pick<OpportunityCard, "compensation" | "honorarium_min" | "honorarium_max">;

/** "Honorarium $400–$600", "Honorarium $500", "Honorarium up to $600", "Love offering". */
export function moneyText({ compensation, honorarium_min: low, honorarium_max: high }: Money): string {
  if (compensation === "love_offering") return t`Love offering`;
  const least = low === null ? null : dollars(low);
  const most = high === null ? null : dollars(high);
  if (least !== null && most !== null && low !== high) return t`Honorarium ${least}–${most}`;
  if (least === null && most !== null) return t`Honorarium up to ${most}`;
  if (least !== null && most === null) return t`Honorarium from ${least}`;
  return least === null ? t`Honorarium` : t`Honorarium ${least}`;
}

/** The money, then what else the church covers. */
export function compensationParts(card: Money & Pick<OpportunityCard, "travel_covered" | "lodging_provided">): string[] {
  return [moneyText(card), card.travel_covered && t`Travel covered`, card.lodging_provided && t`Lodging provided`].filter(
    (part): part is string => Boolean(part),
  );
}

/** "Eastern Standard Time" for the event's start (daylight saving decides which). */
export function zoneName(at: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat(i18n.locale, { timeZone, timeZoneName: "long" }).formatToParts(new Date(at));
  return parts.find((part) => part.type === "timeZoneName")?.value ?? timeZone;
}

/** The event's first and last calendar days where it happens ("2026-12-06"): the days the server
 * books when a hire is confirmed (one, unless the event runs past midnight). */
export function eventDayRange(opportunity: Pick<Opportunity, "starts_local" | "ends_local">): { from: string; to: string } {
  return { from: opportunity.starts_local.slice(0, 10), to: opportunity.ends_local.slice(0, 10) };
}

/** "2 postings left this month" (pack credits included), or why publishing is not possible. */
export function quotaText(quota: PostingQuota): { text: string; upgrade: boolean } {
  if (!quota.premium) {
    const text = t`Publishing opportunities needs Church Premium. You can save drafts now and publish after upgrading.`;
    return { text, upgrade: true };
  }
  if (quota.postings_left === 0) {
    return { text: t`You have no postings left this month. Buy an additional posting pack, or publish next month.`, upgrade: true };
  }
  const left = quota.postings_left;
  const text = plural(left, { one: "# posting left this month", other: "# postings left this month" });
  return { text, upgrade: false };
}
