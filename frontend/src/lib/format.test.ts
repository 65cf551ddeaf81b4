import { describe, expect, it } from "vitest";
import { calendarDay, dayOf, dollars, eventDates, feeRange, formatPrice, localDate, placeLine, positionsText, relativeTime } from "./format";

/** Intl puts narrow and thin spaces around times and ranges; compare with plain ones. */
const plain = (text: string) => text.replace(/[\u202f\u2009]/g, " ");

describe("money", () => {
  it("shows prices in cents and amounts in whole dollars", () => {
    expect(formatPrice(4900)).toBe("$49");
    expect(formatPrice(1950)).toBe("$19.50");
    expect(dollars(1200)).toBe("$1,200");
    expect(dollars(0)).toBe("$0");
  });

  it("says what a speaker or musician usually asks", () => {
    expect(feeRange(750, 2000, false)).toBe("$750–$2,000");
    expect(feeRange(500, 500, false)).toBe("$500");
    expect(feeRange(500, null, false)).toBe("From $500");
    expect(feeRange(null, 800, false)).toBe("Up to $800");
    expect(feeRange(null, null, false)).toBeNull();
    expect(feeRange(null, null, true)).toBe("Love offering");
    expect(feeRange(300, 800, true)).toBe("$300–$800, or a love offering");
  });
});

describe("event dates", () => {
  it("shows the start and end as the church's clock reads them, the zone named", () => {
    const [start, end] = ["2026-12-06T15:30:00Z", "2026-12-06T17:00:00Z"];
    expect(plain(eventDates(start, end, "America/New_York"))).toBe("Sun, Dec 6, 2026, 10:30 AM – 12:00 PM EST");
    expect(plain(eventDates(start, end, "America/Los_Angeles"))).toBe("Sun, Dec 6, 2026, 7:30 – 9:00 AM PST");
    expect(plain(eventDates("2026-12-04T23:00:00Z", end, "America/New_York"))).toBe(
      "Fri, Dec 4, 2026, 6:00 PM EST – Sun, Dec 6, 2026, 12:00 PM EST",
    );
  });
});

describe("calendar days", () => {
  it("shows a calendar date as it is, wherever the reader is", () => {
    expect(calendarDay("2027-01-01")).toBe("Fri, Jan 1, 2027");
    expect(calendarDay("2026-12-01")).toBe("Tue, Dec 1, 2026");
  });

  it("finds the day an instant falls on where the event happens", () => {
    // 02:00 UTC on the 2nd is still the 1st in Chicago.
    expect(localDate("2027-01-02T02:00:00Z", "America/Chicago")).toBe("2027-01-01");
    expect(localDate(new Date("2027-01-02T02:00:00Z"), "UTC")).toBe("2027-01-02");
  });
});

describe("an event's place and positions", () => {
  it("say Online, or the city and state", () => {
    expect(placeLine({ online: false, city: "Dayton", state: "OH" })).toBe("Dayton, OH");
    expect(placeLine({ online: true, city: "Dayton", state: "OH" })).toBe("Online");
    expect(placeLine({ online: false, city: null, state: null })).toBe("");
  });

  it("list the positions, with openings when several", () => {
    const positions = [
      { title: "Guest speaker", openings: 1 },
      { title: "Keyboardist", openings: 2 },
    ];
    expect(positionsText(positions)).toBe("Guest speaker · Keyboardist (2)");
    expect(positionsText([])).toBe("");
  });
});

describe("relativeTime", () => {
  const now = Date.parse("2026-11-22T12:00:00Z");
  it.each([
    ["2026-11-22T11:59:30Z", "just now"],
    ["2026-11-22T11:55:00Z", "5 minutes ago"],
    ["2026-11-22T09:00:00Z", "3 hours ago"],
    ["2026-11-21T10:00:00Z", "yesterday"],
    ["2026-11-08T12:00:00Z", "2 weeks ago"],
    ["2026-09-01T12:00:00Z", "2 months ago"],
    ["2024-11-01T12:00:00Z", "2 years ago"],
  ])("%s is %s", (instant, expected) => {
    expect(relativeTime(instant, now)).toBe(expected);
  });
});

describe("dayOf", () => {
  it("names the day an instant falls on", () => {
    // Midday UTC is the same day in every zone the tests run in.
    expect(dayOf("2027-01-15T12:00:00Z")).toBe("Jan 15, 2027");
  });
});
