import { describe, expect, it } from "vitest";
import { compensationParts, moneyText, quotaText, zoneName } from "./format";
import { opportunityCard, quota } from "./test-fixtures";

describe("opportunity texts", () => {
  it("sums up the compensation", () => {
    const money = (min: number | null, max: number | null) =>
      moneyText({ compensation: "honorarium", honorarium_min: min, honorarium_max: max });
    expect(money(400, 600)).toBe("Honorarium $400–$600");
    expect(money(500, 500)).toBe("Honorarium $500");
    expect(money(400, null)).toBe("Honorarium from $400");
    expect(money(null, 1200)).toBe("Honorarium up to $1,200");
    expect(moneyText({ compensation: "love_offering", honorarium_min: null, honorarium_max: null })).toBe("Love offering");
    expect(compensationParts(opportunityCard({ lodging_provided: true }))).toEqual([
      "Honorarium $400–$600",
      "Travel covered",
      "Lodging provided",
    ]);
  });

  it("names the event's timezone as it is on the day", () => {
    expect(zoneName("2026-07-01T12:00:00Z", "America/Chicago")).toBe("Central Daylight Time");
  });

  it("tells a church how many postings it has left, or why it cannot publish", () => {
    expect(quotaText(quota())).toEqual({ text: "2 postings left this month", upgrade: false });
    expect(quotaText(quota({ postings_left: 1 })).text).toBe("1 posting left this month");
    expect(quotaText(quota({ postings_left: 0 }))).toEqual({
      text: "You have no postings left this month. Buy an additional posting pack, or publish next month.",
      upgrade: true,
    });
    expect(quotaText(quota({ premium: false, postings_left: 0 })).text).toMatch(/^Publishing opportunities needs Church Premium/);
  });
});
