import { describe, expect, it } from "vitest";
import { instantAt, wallTime } from "./wall-time";

describe("wall time in the event's zone", () => {
  it("reads an instant as that zone's clocks show it", () => {
    expect(wallTime("2027-01-10T15:00:00Z", "America/Chicago")).toBe("2027-01-10T09:00");
    expect(wallTime("2027-07-10T15:00:00Z", "America/Chicago")).toBe("2027-07-10T10:00");
  });

  it("finds the instant for a wall time, on either side of a change of clocks", () => {
    expect(instantAt("2027-01-10T09:00", "America/Chicago")).toBe("2027-01-10T15:00:00.000Z");
    expect(instantAt("2027-07-10T10:00", "America/Chicago")).toBe("2027-07-10T15:00:00.000Z");
    // The morning after clocks went forward (March 14, 2027), and the evening before.
    expect(instantAt("2027-03-14T09:00", "America/New_York")).toBe("2027-03-14T13:00:00.000Z");
    expect(instantAt("2027-03-13T21:00", "America/New_York")).toBe("2027-03-14T02:00:00.000Z");
  });

  it("round-trips", () => {
    for (const wall of ["2026-12-06T10:30", "2027-06-01T18:45", "2027-11-07T08:15"]) {
      expect(wallTime(instantAt(wall, "America/Denver"), "America/Denver")).toBe(wall);
    }
  });
});
