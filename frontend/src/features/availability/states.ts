import { msg } from "@lingui/core/macro";
import { messageTable } from "@/lib/message-table";
import type { DayState, PartOfDay, RuleInput } from "./api/availability-api";

/** A day's state in words (the grid shows it in colour too, never in colour alone). */
export const STATE_LABELS = messageTable<DayState>({
  available: msg`Available`,
  partly: msg`Partly available`,
  unavailable: msg`Unavailable`,
  booked: msg`Booked`,
});

export const PART_LABELS = messageTable<PartOfDay>({
  all_day: msg`All day`,
  morning: msg`Morning`,
  afternoon: msg`Afternoon`,
  evening: msg`Evening`,
});

export const STATE_STYLES: Record<DayState, string> = {
  available: "bg-white text-slate-800",
  partly: "bg-amber-50 text-amber-900",
  unavailable: "bg-slate-200 text-slate-600",
  booked: "bg-brand-100 text-brand-900",
};

export const STATES: readonly DayState[] = ["available", "partly", "unavailable", "booked"];

export type Ordinal = NonNullable<RuleInput["ordinal"]>;

/** Which of a month's weekdays a monthly rule takes. */
export const ORDINAL_LABELS = messageTable<`${Ordinal}`>({
  "1": msg`First`,
  "2": msg`Second`,
  "3": msg`Third`,
  "4": msg`Fourth`,
  "-1": msg`Last`,
});

/** What a day says in words: its state, and for a day partly away, which parts. */
export function dayText(day: { state: DayState; parts: PartOfDay[] }): string {
  if (day.state !== "partly") return STATE_LABELS[day.state];
  return `${STATE_LABELS.partly}: ${day.parts.map((part) => PART_LABELS[part].toLowerCase()).join(", ")}`;
}
