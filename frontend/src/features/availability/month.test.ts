import { describe, expect, it } from "vitest";
import { addDays } from "@/lib/format";
import { monthRange, parseMonth, shiftMonth, weeksOf } from "./month";

describe("months", () => {
  it("shifts across years and knows month lengths", () => {
    expect(shiftMonth("2026-12", 1)).toBe("2027-01");
    expect(shiftMonth("2027-01", -1)).toBe("2026-12");
    expect(monthRange("2028-02")).toEqual(["2028-02-01", "2028-02-29"]);
    expect(addDays("2027-02-28", 1)).toBe("2027-03-01");
  });

  it("lays a month out in weeks from Sunday", () => {
    const weeks = weeksOf("2027-03"); // March 1, 2027 is a Monday
    expect(weeks[0]).toEqual([null, "2027-03-01", "2027-03-02", "2027-03-03", "2027-03-04", "2027-03-05", "2027-03-06"]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });

  it("reads only well-formed months from the address", () => {
    expect(parseMonth("2027-03")).toBe("2027-03");
    expect(parseMonth("2027-13")).toBeNull();
    expect(parseMonth("March")).toBeNull();
  });
});
