/** What the settings page reads from where it was opened: its tab, its banner, the greeting. */

export type SettingsTab = "my" | "church";

export const PASSWORD_RESET_NOTE = "Your password has been updated.";

/**
 * The banner's text: a flash message another page passed in navigation state
 * (`navigate("/settings", { state: { flash: "…" } })`), or the note after a password reset
 * (?password_reset=success).
 */
export function settingsBanner(state: unknown, params: URLSearchParams): string | null {
  const flash = typeof state === "object" && state !== null && "flash" in state ? state.flash : null;
  if (typeof flash === "string" && flash.trim()) return flash;
  return params.get("password_reset") === "success" ? PASSWORD_RESET_NOTE : null;
}

/** The greeting's name: the first word of the full name, or "User". */
export function firstName(fullName: string | null | undefined): string {
  return fullName?.trim().split(/\s+/)[0] || "User";
}
