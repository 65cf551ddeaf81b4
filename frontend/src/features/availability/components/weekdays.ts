import { i18n } from "@lingui/core";

/** The days of the week as the API numbers them (Monday 0 to Sunday 6), listed from Sunday, each
 * named in the language on screen. */
export const WEEKDAYS = [6, 0, 1, 2, 3, 4, 5].map((day) => ({
  day,
  // January 4, 2027 is a Monday.
  name: () =>
    new Intl.DateTimeFormat(i18n.locale || "en", { weekday: "long", timeZone: "UTC" }).format(
      new Date(Date.UTC(2027, 0, 4 + day)),
    ),
}));
