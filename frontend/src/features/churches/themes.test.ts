import { i18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import {
  churchPalette,
  contrastRatio,
  isAcceptedCustomColour,
  isColour,
  pickCustomColour,
  pickPreset,
  THEMES,
  themeForColour,
} from "./themes";

describe("church themes (spec 02 §3, §4)", () => {
  it("holds the four presets with their colours", () => {
    expect(THEMES.blue).toMatchObject({ primary: "#3B82F6", secondary: "#1E40AF", light: "#DBEAFE", dark: "#1E3A8A" });
    expect(i18n._(THEMES.blue.label)).toBe("Ocean Blue");
    expect(THEMES.green.primary).toBe("#10B981");
    expect(THEMES.purple.primary).toBe("#8B5CF6");
    expect(i18n._(THEMES.purple.label)).toBe("Royal Purple");
    expect(THEMES.red.primary).toBe("#EF4444");
    expect(i18n._(THEMES.red.label)).toBe("Crimson Red");
  });

  it("sets the colour to the preset's primary when a preset is picked", () => {
    expect(pickPreset("green")).toEqual({ theme: "green", primary_color: "#10B981" });
    expect(pickPreset("red")).toEqual({ theme: "red", primary_color: "#EF4444" });
  });

  it("selects the preset a custom colour matches, ignoring case, otherwise blue", () => {
    expect(themeForColour("#8b5cf6")).toBe("purple");
    expect(pickCustomColour("#ef4444")).toEqual({ theme: "red", primary_color: "#EF4444" });
    expect(pickCustomColour("#123456")).toEqual({ theme: "blue", primary_color: "#123456" });
    // Another preset's secondary is not its primary.
    expect(themeForColour("#047857")).toBe("blue");
  });
});

describe("custom colour validation (spec 02 §5)", () => {
  it("accepts # and 6 hex digits, or empty", () => {
    for (const ok of ["#3B82F6", "#abcdef", "#000000", ""]) expect(isAcceptedCustomColour(ok)).toBe(true);
  });

  it("refuses anything else", () => {
    for (const bad of ["3B82F6", "#3B82F", "#3B82F6A", "#GGGGGG", "blue", "#fff", " #3B82F6", "rgb(0,0,0)"]) {
      expect(isAcceptedCustomColour(bad)).toBe(false);
    }
    expect(isColour("")).toBe(false);
  });
});

describe("church palette", () => {
  it("darkens the accent until text on white (and white on it) reads at 4.5:1", () => {
    for (const colour of ["#3B82F6", "#10B981", "#FFFF00", "#FFFFFF", "#000000", "#8B5CF6", "#EF4444"]) {
      expect(contrastRatio(churchPalette(colour).accent, "#FFFFFF")).toBeGreaterThanOrEqual(4.5);
    }
    // A dark colour is used as it is.
    expect(churchPalette("#1E3A8A").accent).toBe("#1E3A8A");
    expect(churchPalette("#3b82f6").primary).toBe("#3B82F6");
  });

  it("falls back to the default colour when the stored one is not a colour", () => {
    expect(churchPalette("nonsense").primary).toBe("#3B82F6");
  });
});
