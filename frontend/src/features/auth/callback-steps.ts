import { t } from "@lingui/core/macro";
import { ApiError } from "@/lib/api/client";

/**
 * The auth callback page's decisions (spec 01 §2 "Auth callback page", spec 02 §2.6 and §4,
 * DECISIONS "Sessions and links"), kept free of React so they can be tested on their own.
 */

export const CALLBACK_START_DELAY_MS = 250;
export const CALLBACK_TIMEOUT_MS = 20_000;
export const SUCCESS_REDIRECT_MS = 1500;
export const AUTHENTICATED_REDIRECT_MS = 1000;

/** The page's messages, in the language on screen when the callback runs. */
export function callbackMessages() {
  return {
    authError: t`Authentication error`,
    noSession: t`Could not establish a session. Please try signing in again.`,
    verifyFailed: t`Email verification failed. Please try clicking the email link again or sign up again.`,
    unexpected: t`An error occurred during verification. Please try again.`,
    timeout: t`Verification is taking longer than expected. Please try clicking the email link again.`,
    expired: t`Verification links expire after 24 hours. Request a new verification email to continue.`,
    alreadyVerified: t`Your email is already verified. Sign in to continue.`,
  };
}

/** "verified": the link was used or expired, but the address is verified already. */
export type CallbackStatus = "loading" | "success" | "error" | "expired" | "verified";

/** The attempts, in the spec's order (1 to 5), plus the recovery link that belongs elsewhere. */
export type CallbackStep =
  | "error-params"
  | "fragment-tokens"
  | "verify-signup"
  | "recovery-link"
  | "authorization-code"
  | "existing-session"
  | "timeout";

export type CallbackPlan =
  /** Fail at once with this message; `detail` (error_description) goes to the debug info. */
  | { kind: "fail"; step: CallbackStep; message: string; detail?: string }
  /** POST /api/auth/verify {type: "signup"}. */
  | { kind: "verify"; step: "verify-signup"; tokenHash: string }
  /** A recovery link opened here: the password-reset page handles it. */
  | { kind: "redirect"; step: "recovery-link"; to: string }
  /** Nothing in the URL: use the session if there is one. */
  | { kind: "session"; step: "existing-session" };

/** Debug information shown on failure: never a token, only what helps support. */
export interface CallbackDebug {
  step: CallbackStep | null;
  code?: string;
  requestId?: string | null;
  detail?: string;
}

export interface CallbackOutcome {
  status: Exclude<CallbackStatus, "loading">;
  message: string;
  debug: CallbackDebug;
}

/** Decides which attempt the URL calls for: error params, fragment tokens, token_hash, code, session. */
export function planCallback(search: string, hash: string): CallbackPlan {
  const params = new URLSearchParams(search);
  const fragment = new URLSearchParams(hash.startsWith("#") ? hash.slice(1) : hash);

  // 1. The link itself reports an error.
  const error = params.get("error") ?? fragment.get("error");
  const description = params.get("error_description") ?? fragment.get("error_description");
  if (error !== null || description !== null) {
    const detail = [error, description].filter(Boolean).join(": ");
    return { kind: "fail", step: "error-params", message: callbackMessages().authError, detail };
  }
  // 2. Tokens in the fragment: our server never issues them, so there is no session to set.
  if (fragment.has("access_token")) {
    return { kind: "fail", step: "fragment-tokens", message: callbackMessages().noSession };
  }
  // 3. A verification link.
  const tokenHash = params.get("token_hash");
  const type = params.get("type");
  if (tokenHash && type === "signup") {
    return { kind: "verify", step: "verify-signup", tokenHash };
  }
  if (tokenHash && type === "recovery") {
    const query = new URLSearchParams({ token_hash: tokenHash, type });
    return { kind: "redirect", step: "recovery-link", to: `/password-reset?${query.toString()}` };
  }
  // 4. An authorization code: no such flow here.
  if (params.has("code")) {
    return { kind: "fail", step: "authorization-code", message: callbackMessages().noSession };
  }
  // 5. Whatever session the browser already has.
  return { kind: "session", step: "existing-session" };
}

/** How a failed verification ends: 410 is Link Expired, any other answer Verification Failed. */
export function verifyFailureOutcome(error: unknown): CallbackOutcome {
  if (!(error instanceof ApiError)) {
    return {
      status: "error",
      message: callbackMessages().unexpected,
      debug: { step: "verify-signup", detail: error instanceof Error ? error.message : undefined },
    };
  }
  const debug = { step: "verify-signup" as const, code: error.code, requestId: error.requestId };
  if (error.status === 410 || error.code === "link_expired") {
    return { status: "expired", message: callbackMessages().expired, debug };
  }
  if (error.code === "already_verified") {
    return { status: "verified", message: callbackMessages().alreadyVerified, debug };
  }
  return { status: "error", message: callbackMessages().verifyFailed, debug };
}

/** Step 5 and the 20 s timeout: a session means success, none means the given error. */
export function sessionOutcome(
  hasSession: boolean,
  step: "existing-session" | "timeout" = "existing-session",
): CallbackOutcome {
  if (hasSession) return { status: "success", message: "", debug: { step } };
  const message = step === "timeout" ? callbackMessages().timeout : callbackMessages().noSession;
  return { status: "error", message, debug: { step } };
}

/** Success moves on after 1.5 s, or 1 s when the user was already signed in. */
export function successRedirectDelay(wasAuthenticated: boolean): number {
  return wasAuthenticated ? AUTHENTICATED_REDIRECT_MS : SUCCESS_REDIRECT_MS;
}
