import { queryOptions } from "@tanstack/react-query";
import { api, retryUnlessClientError, unwrap } from "./api/client";
import type { components } from "./api/schema";
import { queryKeys } from "./query-keys";

/*
 * A talent's calendar as the pages read it: the availability page, the apply form (the talent's
 * own days) and the offer form (the applicant's days, as anyone sees them).
 */

export type CalendarDay = components["schemas"]["DayOut"];
export type PublicDay = components["schemas"]["PublicDayOut"];
export type DayState = PublicDay["state"];

/** The signed-in speaker's or musician's own calendar from `from` through `to` (YYYY-MM-DD). */
export function myCalendarQuery(userId: string, from: string, to: string) {
  return queryOptions({
    queryKey: queryKeys.availability.mine(userId, from, to),
    queryFn: async ({ signal }) =>
      unwrap(await api.GET("/api/availability", { params: { query: { from, to } }, signal })),
    retry: retryUnlessClientError,
  });
}

/** When a talent is free, booked or away (never why, nor for whom), from `from` through `to`. */
export function publicCalendarQuery(talentId: string, from: string, to: string) {
  return queryOptions({
    queryKey: queryKeys.availability.of(talentId, from, to),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.GET("/api/availability/of/{user_id}", {
          params: { path: { user_id: talentId }, query: { from, to } },
          signal,
        }),
      ),
    retry: retryUnlessClientError,
  });
}
