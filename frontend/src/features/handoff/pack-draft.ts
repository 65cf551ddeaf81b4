import { t } from "@lingui/core/macro";
import type { ChurchPackIn, GuestPackIn, ItemKind, Pack, PackItem, Side } from "./api/handoff-api";
import { instantAt, wallTime } from "./wall-time";

/** One item as the editor holds it: numbers as typed, a local key for React and moves. */
export interface DraftItem {
  key: string;
  id: string | null;
  kind: ItemKind;
  title: string;
  minutes: string;
  song_key: string;
  tempo: string;
  arrangement: string;
  scripture: string;
  notes: string;
  owner: Side;
}

export const TIME_FIELDS = ["rehearsal_at", "arrival_at", "service_starts_at"] as const;
export type TimeField = (typeof TIME_FIELDS)[number];
export const TEXT_LOGISTICS = ["address", "entrance_and_parking", "contact_name", "contact_phone", "dress", "meal"] as const;
export type TextLogistic = (typeof TEXT_LOGISTICS)[number];
export const FLAG_LOGISTICS = ["recorded", "streamed", "book_table"] as const;
export type FlagLogistic = (typeof FLAG_LOGISTICS)[number];

export interface Draft {
  /** The version the edit started from: a save names it, and the server refuses a stale one. */
  version: number;
  times: Record<TimeField, string>;
  text: Record<TextLogistic, string>;
  flags: Record<FlagLogistic, boolean>;
  items: DraftItem[];
  consents: boolean | null;
}

export const KINDS: readonly ItemKind[] = ["header", "song", "reading", "sermon", "prayer", "media", "other"];

export function kindName(kind: ItemKind): string {
  return {
    header: t`Header`,
    song: t`Song`,
    reading: t`Reading`,
    sermon: t`Sermon`,
    prayer: t`Prayer`,
    media: t`Media`,
    other: t`Other`,
  }[kind];
}

let nextKey = 0;
const newKey = () => `item-${++nextKey}`;
const text = (value: string | null | undefined) => value ?? "";
const number = (value: number | null | undefined) => (value == null ? "" : String(value));

function draftItem(item: PackItem): DraftItem {
  return {
    key: item.id,
    id: item.id,
    kind: item.kind,
    title: item.title,
    minutes: String(item.minutes),
    song_key: text(item.song_key),
    tempo: number(item.tempo),
    arrangement: text(item.arrangement),
    scripture: text(item.scripture),
    notes: text(item.notes),
    owner: item.owner,
  };
}

export function newItem(owner: Side, kind: ItemKind = owner === "guest" ? "song" : "header"): DraftItem {
  return { key: newKey(), id: null, kind, title: "", minutes: "5", song_key: "", tempo: "", arrangement: "", scripture: "", notes: "", owner };
}

/** The editor's copy of a pack; times as wall-clock times of the event's zone. The address starts
 * from the opportunity's until the church writes its own. */
export function draftOf(pack: Pack): Draft {
  const zone = pack.event.timezone;
  const times = Object.fromEntries(
    TIME_FIELDS.map((field) => {
      const value = pack.times[field];
      return [field, value ? wallTime(value, zone) : ""];
    }),
  ) as Record<TimeField, string>;
  const textFields = Object.fromEntries(TEXT_LOGISTICS.map((field) => [field, text(pack.logistics[field])])) as Record<TextLogistic, string>;
  if (pack.version === 0 && !textFields.address) textFields.address = text(pack.event.address);
  return {
    version: pack.version,
    times,
    text: textFields,
    flags: Object.fromEntries(FLAG_LOGISTICS.map((field) => [field, pack.logistics[field] ?? false])) as Record<FlagLogistic, boolean>,
    items: pack.items.map(draftItem),
    consents: pack.guest_consents_to_recording,
  };
}

const orNull = (value: string) => (value.trim() === "" ? null : value.trim());
const numberOrNull = (value: string) => (value.trim() === "" ? null : Number(value.trim()));

function itemBody(item: DraftItem) {
  const song = item.kind === "song";
  return {
    id: item.id,
    kind: item.kind,
    title: item.title.trim(),
    minutes: Number(item.minutes),
    song_key: song ? orNull(item.song_key) : null,
    tempo: song ? numberOrNull(item.tempo) : null,
    arrangement: song ? orNull(item.arrangement) : null,
    scripture: item.kind === "reading" ? orNull(item.scripture) : null,
    notes: orNull(item.notes),
    owner: item.owner,
  };
}

export function churchBody(draft: Draft, timeZone: string): ChurchPackIn {
  return {
    version: draft.version,
    times: Object.fromEntries(
      TIME_FIELDS.map((field) => [field, draft.times[field] ? instantAt(draft.times[field], timeZone) : null]),
    ),
    logistics: {
      ...Object.fromEntries(TEXT_LOGISTICS.map((field) => [field, orNull(draft.text[field])])),
      ...draft.flags,
    },
    items: draft.items.map(itemBody),
  };
}

export function guestBody(draft: Draft): GuestPackIn {
  return { version: draft.version, items: draft.items.map(itemBody), consents_to_recording: draft.consents };
}

/** Moves the item at `index` one place up (-1) or down (+1). */
export function moved<T>(list: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}

/** What changed between the pack someone started from and the one saved since, in words: shown
 * when a save is refused as stale, so nobody overwrites what they have not seen. */
export function changesBetween(before: Pack, after: Pack): string[] {
  const changes: string[] = [];
  const timeNames: Record<TimeField, string> = {
    rehearsal_at: t`Rehearsal`,
    arrival_at: t`Arrival`,
    service_starts_at: t`Service starts`,
  };
  for (const field of TIME_FIELDS) {
    const name = timeNames[field];
    if (before.times[field] !== after.times[field]) changes.push(t`${name} time changed`);
  }
  const logisticNames: Record<TextLogistic | FlagLogistic, string> = {
    address: t`Address`,
    entrance_and_parking: t`Entrance and parking`,
    contact_name: t`Contact name`,
    contact_phone: t`Contact phone`,
    dress: t`Dress`,
    meal: t`Meal`,
    recorded: t`Recorded`,
    streamed: t`Streamed`,
    book_table: t`Book table`,
  };
  for (const field of [...TEXT_LOGISTICS, ...FLAG_LOGISTICS]) {
    const name = logisticNames[field];
    if ((before.logistics[field] ?? null) !== (after.logistics[field] ?? null)) changes.push(t`${name} changed`);
  }
  const earlier = new Map(before.items.map((item) => [item.id, item]));
  const later = new Set(after.items.map((item) => item.id));
  for (const item of after.items) {
    const was = earlier.get(item.id);
    const title = item.title;
    if (!was) changes.push(t`Added: ${title}`);
    else if (JSON.stringify({ ...was, starts_at: null }) !== JSON.stringify({ ...item, starts_at: null })) changes.push(t`Changed: ${title}`);
  }
  for (const { id, title } of before.items) if (!later.has(id)) changes.push(t`Removed: ${title}`);
  const order = (pack: Pack) => pack.items.filter((item) => earlier.has(item.id) && later.has(item.id)).map((item) => item.id).join();
  if (order(before) !== order(after)) changes.push(t`The order of service was rearranged`);
  if (before.guest_consents_to_recording !== after.guest_consents_to_recording) changes.push(t`The guest's answer about recording changed`);
  return changes;
}
