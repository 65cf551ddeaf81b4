import { plural } from "@lingui/core/macro";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { api, retryUnlessClientError, unwrap } from "./api/client";
import type { components } from "./api/schema";
import { queryKeys } from "./query-keys";

/* US places from the gazetteer (GET /api/places), suggested as someone types a city. */

export type PlaceSuggestion = components["schemas"]["PlaceSuggestion"];

/** Asked once typing pauses this long. */
const TYPING_PAUSE_MS = 250;

function suggestionsQuery(text: string) {
  return queryOptions({
    queryKey: queryKeys.places.suggestions(text),
    queryFn: async ({ signal }) =>
      unwrap(await api.GET("/api/places", { params: { query: { q: text, limit: 8 } }, signal })).places,
    // The gazetteer changes only with a release.
    staleTime: Infinity,
    retry: retryUnlessClientError,
  });
}

/** How a suggestion reads in the list, and what choosing it puts in the field: "Dayton, OH". */
export function placeLabel(place: PlaceSuggestion) {
  return `${place.city}, ${place.state}`;
}

/** The places starting with what is typed (two characters or more), after a pause in typing. */
export function usePlaceSuggestions(typed: string): PlaceSuggestion[] {
  const [text, setText] = useState("");
  useEffect(() => {
    const timer = window.setTimeout(() => setText(typed.trim()), TYPING_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [typed]);
  const { data } = useQuery({
    ...suggestionsQuery(text),
    enabled: text.length >= 2,
    placeholderData: keepPreviousData,
  });
  return text.length >= 2 ? (data ?? []) : [];
}

/** `onChoose` for a form with `city` and `state` fields: both set as an edit to save or discard. */
export function choosePlace(form: {
  setValue: (name: "city" | "state", value: string, options: { shouldDirty: boolean; shouldValidate: boolean }) => void;
}) {
  return (city: string, state: string) => {
    form.setValue("city", city, { shouldDirty: true, shouldValidate: true });
    form.setValue("state", state, { shouldDirty: true, shouldValidate: true });
  };
}

/* Searches near a place (the directories, the opportunity list). */

/** The distances a search offers, in miles (the API takes 1 to 500), and the one it assumes. */
export const RADII = ["10", "25", "50", "100", "250", "500"] as const;
export const DEFAULT_RADIUS = "50";
/** The API's limit on the place's text. */
export const NEAR_MAX_LENGTH = 80;

/** A radius as the URL may carry it: one of RADII, else none (the default). */
export function cleanRadius(value: string): string {
  return (RADII as readonly string[]).includes(value) ? value : "";
}

/** "about 12 miles away" on a card of a search near a place. */
export function distanceText(miles: number): string {
  return plural(miles, { one: "about # mile away", other: "about # miles away" });
}
