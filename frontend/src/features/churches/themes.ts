import type { MessageDescriptor } from "@lingui/core";
import { msg, t } from "@lingui/core/macro";
import type { components } from "@/lib/api/schema";

export type ThemeName = components["schemas"]["Theme"];

export interface ThemePreset {
  label: MessageDescriptor;
  primary: string;
  secondary: string;
  light: string;
  dark: string;
}

/** Spec 02 §3 "Themes" (primary, secondary, light, dark); backend/steeple/churches/themes.py. */
export const THEMES: Record<ThemeName, ThemePreset> = {
  blue: { label: msg`Ocean Blue`, primary: "#3B82F6", secondary: "#1E40AF", light: "#DBEAFE", dark: "#1E3A8A" },
  green: { label: msg`Forest Green`, primary: "#10B981", secondary: "#047857", light: "#D1FAE5", dark: "#064E3B" },
  purple: { label: msg`Royal Purple`, primary: "#8B5CF6", secondary: "#7C3AED", light: "#EDE9FE", dark: "#581C87" },
  red: { label: msg`Crimson Red`, primary: "#EF4444", secondary: "#DC2626", light: "#FEE2E2", dark: "#991B1B" },
};

export const THEME_NAMES = Object.keys(THEMES) as ThemeName[];
export const DEFAULT_THEME: ThemeName = "blue";
export const DEFAULT_COLOUR = THEMES.blue.primary;

/** Spec 02 §5: a custom colour is # followed by 6 hex digits. */
export const COLOUR_PATTERN = /^#[0-9A-Fa-f]{6}$/;
export const colourMessage = () => t`Enter a colour as # followed by 6 hex digits, like #3B82F6`;

export function isColour(text: string): boolean {
  return COLOUR_PATTERN.test(text);
}

/** Spec 02 §5: the custom colour text is accepted only as #RRGGBB, or empty. */
export function isAcceptedCustomColour(text: string): boolean {
  return text === "" || isColour(text);
}

/** Spec 02 §4: picking a preset sets the colour to its primary. */
export function pickPreset(theme: ThemeName): { theme: ThemeName; primary_color: string } {
  return { theme, primary_color: THEMES[theme].primary };
}

/** Spec 02 §4: a custom colour selects the preset with that primary, otherwise blue. */
export function themeForColour(colour: string): ThemeName {
  const match = THEME_NAMES.find((name) => THEMES[name].primary.toLowerCase() === colour.toLowerCase());
  return match ?? DEFAULT_THEME;
}

export function pickCustomColour(colour: string): { theme: ThemeName; primary_color: string } {
  const normalised = colour.toUpperCase();
  return { theme: themeForColour(normalised), primary_color: normalised };
}

// WCAG relative luminance and contrast, to keep text readable on any colour a church picks.
function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function luminance(rgb: readonly number[]): number {
  const [r = 0, g = 0, b = 0] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [high, low] = [luminance(channels(a)), luminance(channels(b))].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

const WHITE = "#FFFFFF";

function toHex(rgb: readonly number[]): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`.toUpperCase();
}

/** The colours a church page is drawn with, derived from its primary colour. */
export interface ChurchPalette {
  /** Bands and decoration. */
  primary: string;
  /** Text and icons on white, and buttons with white text: the primary, darkened to 4.5:1. */
  accent: string;
  /** Soft backgrounds (tags). */
  tint: string;
}

export function churchPalette(primaryColour: string): ChurchPalette {
  const primary = isColour(primaryColour) ? primaryColour.toUpperCase() : DEFAULT_COLOUR;
  const rgb = channels(primary);
  let accent = primary;
  for (let step = 1; step <= 10 && contrastRatio(accent, WHITE) < 4.5; step += 1) {
    accent = toHex(rgb.map((c) => c * (1 - step / 10)));
  }
  const tint = toHex(rgb.map((c) => c + (255 - c) * 0.88));
  return { primary, accent, tint };
}
