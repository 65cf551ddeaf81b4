import { t } from "@lingui/core/macro";

/** What the settings page reads from where it was opened: its tab, its banner, the greeting. */

export type SettingsTab = "my" | "church";

/**
 * The banner's text: a flash message another page passed in navigation state
 * (`navigate("/settings", { state: { flash: "…" } })`), or the note after a password reset
 * (?password_reset=success).
 */
export function settingsBanner(state: unknown, params: URLSearchParams): string | null {
  const flash = typeof state === "object" && state !== null && "flash" in state ? state.flash : null;
  if (typeof flash === "string" && flash.trim()) return flash;
  return params.get("password_reset") === "success" ? t`Your password has been updated.` : null;
}

/** The greeting's name: the first word of the full name, or "User". */
export function firstName(fullName: string | null | undefined): string {
  return fullName?.trim().split(/\s+/)[0] || t`User`;
}
