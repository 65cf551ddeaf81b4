import type { ComponentProps } from "react";
import { TIMEZONES } from "@/lib/timezones";
import { Select } from "./input";

/** A select of the time zones the app offers (lib/timezones), labelled for people. */
export function TimezoneSelect(props: Omit<ComponentProps<typeof Select>, "children">) {
  return (
    <Select {...props}>
      {TIMEZONES.map((zone) => (
        <option key={zone.value} value={zone.value}>
          {zone.label}
        </option>
      ))}
    </Select>
  );
}
