import { msg } from "@lingui/core/macro";
import type { components } from "./api/schema";
import { messageTable } from "./message-table";

export type Timezone = components["schemas"]["ChurchTimezone"];

const NAMES = messageTable<Timezone>({
  "America/New_York": msg`Eastern Time`,
  "America/Chicago": msg`Central Time`,
  "America/Denver": msg`Mountain Time`,
  "America/Los_Angeles": msg`Pacific Time`,
  UTC: msg`UTC`,
});

/** Spec 02 §3 timezone options, the same for a person's settings and a church; each label in the
 * language on screen when read. */
export const TIMEZONES: ReadonlyArray<{ value: Timezone; readonly label: string }> = (Object.keys(NAMES) as Timezone[]).map(
  (value) => ({
    value,
    get label() {
      return NAMES[value];
    },
  }),
);
