import { describe, expect, it } from "vitest";
import { eventDay, eventDays } from "./format";

describe("dates in the event's timezone", () => {
  it("lists every day of the event where it happens", () => {
    // Friday 6:30 PM to Sunday 9 PM in New York; Saturday to Monday in UTC.
    expect(eventDays("2027-01-01T23:30:00Z", "2027-01-04T02:00:00Z", "America/New_York")).toEqual([
      "2027-01-01",
      "2027-01-02",
      "2027-01-03",
    ]);
    expect(eventDays("2027-01-01T23:30:00Z", "2027-01-02T02:00:00Z", "America/Los_Angeles")).toEqual(["2027-01-01"]);
  });

  it("shows the day as the church's clock reads it", () => {
    expect(eventDay("2027-01-02T02:00:00Z", "America/Chicago")).toBe("Fri, Jan 1, 2027");
  });
});
