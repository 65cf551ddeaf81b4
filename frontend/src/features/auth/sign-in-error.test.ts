import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api/client";
import { signInErrorMessage } from "./sign-in-error";

function apiError(status: number, code: string, message: string) {
  return new ApiError(status, { code, message, fields: {} });
}

describe("signInErrorMessage", () => {
  it("maps wrong credentials to 'Incorrect email or password'", () => {
    expect(signInErrorMessage(apiError(401, "invalid_credentials", "Incorrect email or password"))).toBe(
      "Incorrect email or password",
    );
  });

  it("maps any message containing 'invalid' (any case)", () => {
    expect(signInErrorMessage(apiError(401, "unauthorised", "Invalid login credentials"))).toBe(
      "Incorrect email or password",
    );
    expect(signInErrorMessage(new Error("invalid grant"))).toBe("Incorrect email or password");
  });

  it("maps any 400", () => {
    expect(signInErrorMessage(apiError(400, "bad_request", "Something odd"))).toBe(
      "Incorrect email or password",
    );
  });

  it("shows the server's message otherwise", () => {
    expect(
      signInErrorMessage(apiError(429, "rate_limited", "Too many requests. Please try again in 42 seconds.")),
    ).toBe("Too many requests. Please try again in 42 seconds.");
  });

  it("falls back to 'Sign in failed'", () => {
    expect(signInErrorMessage(apiError(502, "http_error", "Request failed (502)"))).toBe("Sign in failed");
    expect(signInErrorMessage(apiError(500, "internal_error", ""))).toBe("Sign in failed");
    expect(signInErrorMessage(new TypeError("Failed to fetch"))).toBe("Sign in failed");
    expect(signInErrorMessage("boom")).toBe("Sign in failed");
  });
});
