/**
 * A church invitation someone is signing up for, so the email verification link (opened in any
 * tab of this browser) brings them back to it instead of onboarding: joining a church is their
 * onboarding. Kept for as long as a verification link lasts (24 hours).
 */
const KEY = "steeple:invitation";
const KEEP_MS = 24 * 60 * 60 * 1000;

export function rememberInvitation(path: string, now = Date.now()) {
  try {
    localStorage.setItem(KEY, JSON.stringify({ path, until: now + KEEP_MS }));
  } catch {
    // Storage refused (private mode): the invitation page tells them to open the link again.
  }
}

/** The remembered invitation's path, while it lasts. */
export function rememberedInvitation(now = Date.now()): string | null {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? "null") as { path?: unknown; until?: unknown } | null;
    const { path, until } = stored ?? {};
    if (typeof path === "string" && path.startsWith("/invitation/") && typeof until === "number" && until > now) {
      return path;
    }
  } catch {
    // Unreadable: treated as none.
  }
  return null;
}

export function forgetInvitation() {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing to forget.
  }
}
