import { describe, expect, it } from "vitest";
import { browserLanguage, isLanguage } from "./languages";

describe("browserLanguage", () => {
  it("takes the first preferred language we speak, a region counting as its language", () => {
    expect(browserLanguage(["es-MX", "en-US"])).toBe("es");
    expect(browserLanguage(["de-DE", "fr-CA", "es"])).toBe("fr");
    expect(browserLanguage(["EN-gb"])).toBe("en");
  });

  it("falls back to English", () => {
    expect(browserLanguage(["de", "pt-BR"])).toBe("en");
    expect(browserLanguage([])).toBe("en");
  });
});

it("knows only the three languages", () => {
  expect(["en", "es", "fr"].every(isLanguage)).toBe(true);
  expect(isLanguage("de")).toBe(false);
  expect(isLanguage(undefined)).toBe(false);
});
