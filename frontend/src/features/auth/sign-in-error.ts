import { ApiError } from "@/lib/api/client";

export const INCORRECT_CREDENTIALS = "Incorrect email or password";
export const SIGN_IN_FAILED = "Sign in failed";

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
      return INCORRECT_CREDENTIALS;
    }
    // A generic "Request failed (502)" from the client is no message for people.
    return error.code !== "http_error" && error.message ? error.message : SIGN_IN_FAILED;
  }
  if (error instanceof Error && error.message.toLowerCase().includes("invalid")) {
    return INCORRECT_CREDENTIALS;
  }
  return SIGN_IN_FAILED;
}
