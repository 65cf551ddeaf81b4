import type { components } from "./api/schema";

export type Timezone = components["schemas"]["ChurchTimezone"];

/** Spec 02 §3 timezone options, the same for a person's settings and a church. */
export const TIMEZONES: ReadonlyArray<{ value: Timezone; label: string }> = [
  { value: "America/New_York", label: "Eastern Time" },
  { value: "America/Chicago", label: "Central Time" },
  { value: "America/Denver", label: "Mountain Time" },
  { value: "America/Los_Angeles", label: "Pacific Time" },
  { value: "UTC", label: "UTC" },
];
