import { describe, expect, it } from "vitest";
import { initialsOf } from "./initials";

describe("initialsOf", () => {
  it("takes the first letters of up to two words", () => {
    expect(initialsOf("Ruth Anne Baker")).toBe("RA");
    expect(initialsOf("  grace   ")).toBe("G");
  });

  it("falls back to the first letter of the fallback, then a question mark", () => {
    expect(initialsOf("", "ruth@example.org")).toBe("R");
    expect(initialsOf(null)).toBe("?");
  });
});
