import { t } from "@lingui/core/macro";
import { ApiError } from "@/lib/api/client";

export const incorrectCredentials = () => t`Incorrect email or password`;
export const signInFailed = () => t`Sign in failed`;

/**
 * Spec 01 §5: a message containing "invalid" (or the invalid_credentials code) or a 400 becomes
 * "Incorrect email or password"; otherwise the server's message (a rate limit, say), or
 * "Sign in failed" when there is none (the network failed, the server sent no usable answer).
 */
export function signInErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (
      error.status === 400 ||
      error.code === "invalid_credentials" ||
      error.message.toLowerCase().includes("invalid")
    ) {
      return incorrectCredentials();
    }
    // A generic "Request failed (502)" from the client is no message for people.
    return error.code !== "http_error" && error.message ? error.message : signInFailed();
  }
  if (error instanceof Error && error.message.toLowerCase().includes("invalid")) {
    return incorrectCredentials();
  }
  return signInFailed();
}
