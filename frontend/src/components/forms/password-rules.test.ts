import { describe, expect, it } from "vitest";
import { isTooWeak, passwordChecks, passwordStrength, SPECIAL_CHARACTERS } from "./password-rules";

describe("passwordStrength", () => {
  it("is Strong when nothing is missing", () => {
    expect(passwordStrength("Abcdefg1!")).toEqual({ missing: [], label: "strong" });
  });

  it("is Fair with one or two items missing", () => {
    expect(passwordStrength("Abcdefg1")).toEqual({ missing: ["One special character"], label: "fair" });
    expect(passwordStrength("abcdefg1")).toEqual({
      missing: ["One uppercase letter", "One special character"],
      label: "fair",
    });
    expect(passwordStrength("Ab1!")).toEqual({ missing: ["At least 8 characters"], label: "fair" });
  });

  it("is Weak with three or more items missing", () => {
    expect(passwordStrength("abcdefgh")).toEqual({
      missing: ["One uppercase letter", "One number", "One special character"],
      label: "weak",
    });
    expect(passwordStrength("")).toEqual({
      missing: [
        "At least 8 characters",
        "One uppercase letter",
        "One lowercase letter",
        "One number",
        "One special character",
      ],
      label: "weak",
    });
  });

  it("counts every character of the fixed special set, and nothing else", () => {
    expect(SPECIAL_CHARACTERS).toBe("!@#$%^&*()_+-=[]{};':\"\\|,.<>/?`~");
    for (const character of SPECIAL_CHARACTERS) {
      expect(passwordStrength(`Abcdefg1${character}`).label).toBe("strong");
    }
    for (const other of [" ", "€", "£", "é", "§"]) {
      expect(passwordStrength(`Abcdefg1${other}`).missing).toEqual(["One special character"]);
    }
  });

  it("counts letters A–Z only, as the server does", () => {
    expect(passwordStrength("ÉÀÖÜabc1!").missing).toEqual(["One uppercase letter"]);
  });

  it("counts length in characters, not UTF-16 units", () => {
    // Four emoji are 8 UTF-16 units but 4 characters.
    expect(passwordChecks("😀😀😀😀").find((check) => check.id === "length")?.met).toBe(false);
    expect(passwordChecks("Ab1!😀😀😀😀").find((check) => check.id === "length")?.met).toBe(true);
  });

  it("isTooWeak matches the server's refusal of 3 or more missing", () => {
    expect(isTooWeak("abcdefgh")).toBe(true);
    expect(isTooWeak("abcdefg1")).toBe(false);
  });
});
