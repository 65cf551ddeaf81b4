import { t } from "@lingui/core/macro";

/**
 * Spec 02 §4 "Position label": underscores become spaces and the text is title-cased; fallback
 * "the position". Title case as the server's notices write it (Python's str.title(): each run of
 * letters starts upper case, the rest lower), so the page and the church's notification agree.
 */
export function positionLabel(title: string | null | undefined): string {
  const text = (title ?? "").replace(/_/g, " ").trim();
  if (!text) return t`the position`;
  return text.replace(/\p{L}+/gu, (word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase());
}
