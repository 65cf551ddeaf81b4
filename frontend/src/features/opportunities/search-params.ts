import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { CompensationFilter, EventType, PositionRole, SearchQuery } from "./api/opportunities-api";
import { cleanRadius, NEAR_MAX_LENGTH } from "@/lib/places";
import { EVENT_TYPES } from "./format";

/**
 * The list's search lives in the URL, under the API's own names, so results can be shared and
 * Back works: ?search=&event_type=&role=&from=&to=&state=&online=&compensation=&near=&radius=&sort=&page=
 * Reading ignores values the API would refuse; writing a changed filter starts again at page 1.
 */

export interface OpportunityFilters {
  search: string;
  event_type: EventType | "";
  role: PositionRole | "";
  /** Days, YYYY-MM-DD. */
  from: string;
  to: string;
  state: string;
  /** "true": online only; "false": in person only. */
  online: "" | "true" | "false";
  compensation: CompensationFilter | "";
  /**
   * A ZIP code or "City, ST"; the miles from it (RADII); "distance": the nearest first, "fit": the
   * best fit for the signed-in speaker or musician first.
   */
  near: string;
  radius: string;
  sort: "" | "distance" | "fit";
}

export type FilterName = keyof OpportunityFilters;

export const FILTER_NAMES: readonly FilterName[] = [
  "search",
  "event_type",
  "role",
  "from",
  "to",
  "state",
  "online",
  "compensation",
  "near",
  "radius",
  "sort",
];

export const EMPTY_FILTERS: OpportunityFilters = {
  search: "",
  event_type: "",
  role: "",
  from: "",
  to: "",
  state: "",
  online: "",
  compensation: "",
  near: "",
  radius: "",
  sort: "",
};

/** The API's limits: the search text 100 characters, the state 60; pages 1 to 50, 20 a page. */
export const MAX_LENGTH = { search: 100, state: 60 } as const;
export const MAX_PAGE = 50;
export const PAGE_SIZE = 20;

export const COMPENSATIONS: ReadonlyArray<{ value: CompensationFilter; label: MessageDescriptor }> = [
  { value: "honorarium", label: msg`Honorarium` },
  { value: "love_offering", label: msg`Love offering` },
  { value: "travel", label: msg`Travel covered` },
  { value: "lodging", label: msg`Lodging provided` },
];

function oneOf<T extends string>(value: string, allowed: readonly T[]): T | "" {
  return (allowed as readonly string[]).includes(value) ? (value as T) : "";
}

function cleanText(value: string, max: number): string {
  return value.replace(/\s+/g, " ").trim().slice(0, max).trim();
}

function cleanDay(value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) ? value : "";
}

/** Filters as they go into the URL (and come out of it): trimmed, known values only. */
export function cleanFilters(raw: Partial<Record<FilterName, string>>): OpportunityFilters {
  return {
    search: cleanText(raw.search ?? "", MAX_LENGTH.search),
    event_type: oneOf(raw.event_type ?? "", EVENT_TYPES.map((type) => type.value)),
    role: oneOf(raw.role ?? "", ["speaker", "musician"] as const),
    from: cleanDay(raw.from ?? ""),
    to: cleanDay(raw.to ?? ""),
    state: cleanText(raw.state ?? "", MAX_LENGTH.state),
    online: oneOf(raw.online ?? "", ["true", "false"] as const),
    compensation: oneOf(raw.compensation ?? "", COMPENSATIONS.map((item) => item.value)),
    near: cleanText(raw.near ?? "", NEAR_MAX_LENGTH),
    radius: cleanRadius(raw.radius ?? ""),
    sort: oneOf(raw.sort ?? "", ["distance", "fit"] as const),
  };
}

export function readSearch(params: URLSearchParams): { filters: OpportunityFilters; page: number } {
  const raw = Object.fromEntries(FILTER_NAMES.map((name) => [name, params.get(name) ?? ""]));
  const page = Number(params.get("page"));
  return {
    filters: cleanFilters(raw),
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
  };
}

/** The API's query: empty filters left out. */
export function toApiQuery({ filters, page }: { filters: OpportunityFilters; page: number }): SearchQuery {
  const query: SearchQuery = {};
  if (filters.search) query.search = filters.search;
  if (filters.event_type) query.event_type = filters.event_type;
  if (filters.role) query.role = filters.role;
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  if (filters.state) query.state = filters.state;
  if (filters.online) query.online = filters.online === "true";
  if (filters.compensation) query.compensation = filters.compensation;
  // A distance and the nearest first only mean something near a place.
  if (filters.near) {
    query.near = filters.near;
    if (filters.radius) query.radius = Number(filters.radius);
    if (filters.sort === "distance") query.sort = filters.sort;
  }
  if (filters.sort === "fit") query.sort = "fit";
  if (page > 1) query.page = page;
  return query;
}

/** The URL with these filters (other parameters kept); a change goes back to page 1. */
export function withFilters(params: URLSearchParams, filters: OpportunityFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  const clean = cleanFilters(filters);
  for (const name of FILTER_NAMES) {
    if (clean[name]) next.set(name, clean[name]);
    else next.delete(name);
  }
  if (filtersKey(readSearch(params).filters) !== filtersKey(clean)) next.delete("page");
  return next;
}

export function hasFilters(filters: OpportunityFilters): boolean {
  return FILTER_NAMES.some((name) => filters[name] !== "");
}

/** A stable text for comparing two searches' filters. */
export function filtersKey(filters: OpportunityFilters): string {
  return FILTER_NAMES.map((name) => filters[name]).join("\u0000");
}
