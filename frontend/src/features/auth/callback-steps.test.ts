import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api/client";
import {
  callbackMessages,
  planCallback,
  sessionOutcome,
  successRedirectDelay,
  verifyFailureOutcome,
} from "./callback-steps";

describe("planCallback: the attempts in the spec's order", () => {
  it("1. error query parameters fail with 'Authentication error' and keep the description", () => {
    expect(planCallback("?error=access_denied&error_description=Email+link+is+invalid", "")).toEqual({
      kind: "fail",
      step: "error-params",
      message: "Authentication error",
      detail: "access_denied: Email link is invalid",
    });
    expect(planCallback("?error_description=Something", "")).toMatchObject({
      step: "error-params",
      detail: "Something",
    });
  });

  it("1. takes precedence over every other parameter", () => {
    expect(planCallback("?error=x&token_hash=abc&type=signup&code=1", "#access_token=t")).toMatchObject({
      step: "error-params",
    });
  });

  it("2. fragment tokens are refused: our server never issues them", () => {
    expect(planCallback("?token_hash=abc&type=signup", "#access_token=t&refresh_token=r")).toEqual({
      kind: "fail",
      step: "fragment-tokens",
      message: callbackMessages().noSession,
    });
  });

  it("3. a token_hash with type signup is verified", () => {
    expect(planCallback("?token_hash=abc123&type=signup", "")).toEqual({
      kind: "verify",
      step: "verify-signup",
      tokenHash: "abc123",
    });
  });

  it("3. a recovery link belongs to the password-reset page", () => {
    expect(planCallback("?token_hash=abc&type=recovery", "")).toEqual({
      kind: "redirect",
      step: "recovery-link",
      to: "/password-reset?token_hash=abc&type=recovery",
    });
  });

  it("4. an authorization code is refused: there is no such flow", () => {
    expect(planCallback("?code=xyz", "")).toEqual({
      kind: "fail",
      step: "authorization-code",
      message: "Could not establish a session. Please try signing in again.",
    });
  });

  it("5. otherwise the existing session decides", () => {
    expect(planCallback("", "")).toEqual({ kind: "session", step: "existing-session" });
    // A token_hash with another (or no) type is no verification link.
    expect(planCallback("?token_hash=abc", "")).toEqual({ kind: "session", step: "existing-session" });
    expect(planCallback("?token_hash=abc&type=invite", "")).toMatchObject({ step: "existing-session" });
  });
});

describe("verification failures", () => {
  it("410 link_expired is Link Expired", () => {
    const error = new ApiError(410, {
      code: "link_expired",
      message: "This link has expired. Links are valid for 24 hours.",
      fields: {},
      request_id: "req-1",
    });
    expect(verifyFailureOutcome(error)).toEqual({
      status: "expired",
      message: callbackMessages().expired,
      debug: { step: "verify-signup", code: "link_expired", requestId: "req-1" },
    });
    expect(callbackMessages().expired).toContain("24 hours");
  });

  it("400 invalid_link (used or unknown) is Verification Failed", () => {
    const error = new ApiError(400, { code: "invalid_link", message: "This link is not valid.", fields: {} });
    expect(verifyFailureOutcome(error)).toEqual({
      status: "error",
      message: "Email verification failed. Please try clicking the email link again or sign up again.",
      debug: { step: "verify-signup", code: "invalid_link", requestId: null },
    });
  });

  it("an exception that is no API answer is the unexpected error", () => {
    expect(verifyFailureOutcome(new TypeError("Failed to fetch"))).toEqual({
      status: "error",
      message: "An error occurred during verification. Please try again.",
      debug: { step: "verify-signup", detail: "Failed to fetch" },
    });
  });
});

describe("session outcomes", () => {
  it("an existing session is success; none is the session error", () => {
    expect(sessionOutcome(true).status).toBe("success");
    expect(sessionOutcome(false)).toEqual({
      status: "error",
      message: callbackMessages().noSession,
      debug: { step: "existing-session" },
    });
  });

  it("the 20 s timeout without a user says it is taking longer than expected", () => {
    expect(sessionOutcome(false, "timeout")).toEqual({
      status: "error",
      message: "Verification is taking longer than expected. Please try clicking the email link again.",
      debug: { step: "timeout" },
    });
  });

  it("success redirects after 1.5 s, or 1 s when already authenticated", () => {
    expect(successRedirectDelay(false)).toBe(1500);
    expect(successRedirectDelay(true)).toBe(1000);
  });
});
