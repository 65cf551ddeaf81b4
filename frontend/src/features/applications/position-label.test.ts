import { describe, expect, it } from "vitest";
import { positionLabel } from "./position-label";

describe("positionLabel (spec 02 §4)", () => {
  it("turns underscores into spaces and title-cases the words", () => {
    expect(positionLabel("guest_speaker")).toBe("Guest Speaker");
    expect(positionLabel("Worship leader")).toBe("Worship Leader");
    expect(positionLabel("  youth_worship_LEADER ")).toBe("Youth Worship Leader");
  });

  it("title-cases as the server's notifications do (Python's str.title)", () => {
    expect(positionLabel("keyboardist's_assistant")).toBe("Keyboardist'S Assistant");
    expect(positionLabel("2nd guitar")).toBe("2Nd Guitar");
    expect(positionLabel("órgano")).toBe("Órgano");
  });

  it("falls back to 'the position'", () => {
    expect(positionLabel("")).toBe("the position");
    expect(positionLabel("__")).toBe("the position");
    expect(positionLabel(null)).toBe("the position");
    expect(positionLabel(undefined)).toBe("the position");
  });
});
