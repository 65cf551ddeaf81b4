import { t } from "@lingui/core/macro";
import { CREDENTIAL_KINDS, credentialKindName, type CredentialKind } from "@/components/credentials/kinds";
import { cleanRadius, DEFAULT_RADIUS, NEAR_MAX_LENGTH } from "@/lib/places";
import type { DirectoryApiQuery, TalentRole } from "./api/directory-api";

/**
 * The directory's query lives in the URL so results can be shared and Back works:
 * ?q=&text=&topic=&skill=&instrument=&genre=&denomination=&worship_style=&location=&near=&available_on=
 *  &verified=&radius=&fit_for=&sort=&role=&page=
 * These helpers read it (ignoring what a page does not offer, and values the API would refuse)
 * and write it (a changed filter always starts again at page 1).
 */

export const TEXT_FIELDS = [
  "q",
  "text",
  "topic",
  "skill",
  "instrument",
  "genre",
  "denomination",
  "worship_style",
  "location",
  "near",
] as const;
export type TextField = (typeof TEXT_FIELDS)[number];
/**
 * The text filters (`near` a ZIP code or city), the day the talent must be free on (YYYY-MM-DD),
 * a kind of credential they must hold verified (`verified`), the miles from `near` (RADII), the
 * church's opportunity each card's fit is for (its id) and the order ("distance": the nearest first; "fit": the best fit first).
 */
export const FILTER_FIELDS = [...TEXT_FIELDS, "available_on", "verified", "radius", "fit_for", "sort"] as const;
export type FilterField = (typeof FILTER_FIELDS)[number];
export type DirectoryFilters = Record<FilterField, string>;

/** The API's limits (longer values are a 422): names and free text 100, a place 80, the rest 60. */
export const MAX_LENGTH: Record<TextField, number> = {
  q: 100,
  text: 100,
  topic: 60,
  skill: 60,
  instrument: 60,
  genre: 60,
  denomination: 60,
  worship_style: 60,
  location: 60,
  near: NEAR_MAX_LENGTH,
};

/** The API serves pages 1 to 200 (10,000 results), 50 a page. */
export const MAX_PAGE = 200;
export const PAGE_SIZE = 50;

export interface DirectorySearch {
  filters: DirectoryFilters;
  /** Only the talent page lets the URL choose; null means both. */
  role: TalentRole | null;
  page: number;
}

export const EMPTY_FILTERS: DirectoryFilters = Object.fromEntries(
  FILTER_FIELDS.map((field) => [field, ""]),
) as DirectoryFilters;

/** A real calendar date written YYYY-MM-DD ("2027-02-30" is not one). */
function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/**
 * What a field's input holds, as it goes into the URL: text trimmed, single spaces, within the
 * limit; a day only when it is one (else nothing).
 */
export function cleanValue(field: FilterField, value: string): string {
  if (field === "available_on") return isDay(value) ? value : "";
  if (field === "verified") return (CREDENTIAL_KINDS as readonly string[]).includes(value) ? value : "";
  if (field === "radius") return cleanRadius(value);
  if (field === "sort") return value === "distance" || value === "fit" ? value : "";
  if (field === "fit_for") return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value) ? value : "";
  return value.replace(/\s+/g, " ").trim().slice(0, MAX_LENGTH[field]).trim();
}

function readRole(value: string | null): TalentRole | null {
  return value === "speaker" || value === "musician" ? value : null;
}

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1;
}

/** The search a URL asks for, limited to the fields (and role choice) the page offers. */
export function readSearch(
  params: URLSearchParams,
  fields: readonly FilterField[],
  { roleChoice = false }: { roleChoice?: boolean } = {},
): DirectorySearch {
  const filters = { ...EMPTY_FILTERS };
  for (const field of fields) filters[field] = cleanValue(field, params.get(field) ?? "");
  return { filters, role: roleChoice ? readRole(params.get("role")) : null, page: readPage(params.get("page")) };
}

/** The API's query: the page's own role wins over the URL's; empty filters are left out. */
export function toApiQuery(search: DirectorySearch, pageRole?: TalentRole): DirectoryApiQuery {
  const query: DirectoryApiQuery = {};
  const role = pageRole ?? search.role;
  if (role) query.role = role;
  for (const field of [...TEXT_FIELDS, "available_on"] as const) {
    if (search.filters[field]) query[field] = search.filters[field];
  }
  if (search.filters.verified) query.verified = search.filters.verified as CredentialKind;
  // A distance and the nearest first only mean something near a place; the best fit first, for
  // an opportunity.
  if (search.filters.near) {
    if (search.filters.radius) query.radius = Number(search.filters.radius);
    if (search.filters.sort === "distance") query.sort = "distance";
  }
  if (search.filters.fit_for) {
    query.fit_for = search.filters.fit_for;
    if (search.filters.sort === "fit") query.sort = "fit";
  }
  if (search.page > 1) query.page = search.page;
  return query;
}

export type FilterChanges = Partial<Record<FilterField, string>> & { role?: TalentRole | null };

/**
 * The URL after changing filters: empty values are removed, other parameters kept. If anything
 * changed the page goes back to 1 (the `page` parameter is dropped).
 */
export function withFilters(params: URLSearchParams, changes: FilterChanges): URLSearchParams {
  const next = new URLSearchParams(params);
  let changed = false;
  const put = (name: string, value: string) => {
    if ((params.get(name) ?? "") === value && (value !== "" || !params.has(name))) return;
    changed = true;
    if (value) next.set(name, value);
    else next.delete(name);
  };
  for (const field of FILTER_FIELDS) {
    const value = changes[field];
    if (value !== undefined) put(field, cleanValue(field, value));
  }
  if (changes.role !== undefined) put("role", changes.role ?? "");
  if (changed) next.delete("page");
  return next;
}

/** The URL with every directory parameter removed (others, if any, stay). */
export function withoutFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of [...FILTER_FIELDS, "role", "page"]) next.delete(name);
  return next;
}

/** A stable text for comparing two searches' filters. */
export function filtersKey(filters: DirectoryFilters): string {
  return FILTER_FIELDS.map((field) => filters[field]).join("\u0000");
}

export function hasFilters(search: DirectorySearch): boolean {
  return search.role !== null || FILTER_FIELDS.some((field) => search.filters[field]);
}

/** 'topic “youth”': one filter in words (free text is only quoted). */
function describeFilter(field: TextField, value: string, radius: string): string {
  switch (field) {
    case "q":
      return t`name “${value}”`;
    case "text":
      return t`“${value}”`;
    case "topic":
      return t`topic “${value}”`;
    case "skill":
      return t`skill “${value}”`;
    case "instrument":
      return t`instrument “${value}”`;
    case "genre":
      return t`genre “${value}”`;
    case "denomination":
      return t`denomination “${value}”`;
    case "worship_style":
      return t`worship style “${value}”`;
    case "location":
      return t`location “${value}”`;
    case "near":
      return t`within ${radius} miles of “${value}”`;
  }
}

/** 'name “Ruth”, topic “youth”': the active text filters in words, for the empty state (which says the day itself). */
export function describeFilters(filters: DirectoryFilters): string {
  const described = TEXT_FIELDS.filter((field) => filters[field]).map((field) =>
    describeFilter(field, filters[field], filters.radius || DEFAULT_RADIUS),
  );
  if (filters.verified) {
    const kind = credentialKindName(filters.verified as CredentialKind);
    described.push(t`a verified ${kind}`);
  }
  return described.join(", ");
}
