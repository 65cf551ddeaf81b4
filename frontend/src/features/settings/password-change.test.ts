import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api/client";
import { passwordChangeError, passwordChangeSchema } from "./password-change";

function problems(current: string, next: string, confirm: string) {
  const result = passwordChangeSchema().safeParse({ current_password: current, new_password: next, confirm_password: confirm });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
}

const refusal = (status: number, code: string, message: string, fields: Record<string, string> = {}) =>
  new ApiError(status, { code, message, fields });

describe("the Change Password form's rules (spec 02 §5)", () => {
  it("asks for the current password", () => {
    expect(problems("", "Better-Pass-1", "Better-Pass-1")).toEqual({ current_password: "Current password is required" });
  });

  it("wants the new passwords to match", () => {
    expect(problems("Old-Pass-1", "Better-Pass-1", "Better-Pass-2")).toEqual({ confirm_password: "New passwords do not match" });
  });

  it("wants at least 8 characters", () => {
    expect(problems("Old-Pass-1", "Ab1!", "Ab1!")).toEqual({ new_password: "New password must be at least 8 characters long" });
  });

  it("wants a password different from the current one", () => {
    expect(problems("Same-Pass-1", "Same-Pass-1", "Same-Pass-1")).toEqual({
      new_password: "New password must be different from current password",
    });
  });

  it("accepts a good change", () => {
    expect(problems("Old-Pass-1", "Better-Pass-1", "Better-Pass-1")).toEqual({});
  });
});

describe("the server's refusals in spec 02 §8's words", () => {
  it("maps the known refusals", () => {
    expect(passwordChangeError(refusal(400, "invalid_current_password", "Current password is incorrect"))).toBe(
      "Current password is incorrect",
    );
    expect(passwordChangeError(refusal(400, "password_unchanged", "New password must be different from current password"))).toBe(
      "New password must be different from your current password",
    );
    expect(
      passwordChangeError(
        refusal(422, "validation_error", "Some fields need attention", { new_password: "Password is too weak: add a number" }),
      ),
    ).toBe("Password does not meet security requirements");
  });

  it("shows other messages from the server, with fallbacks", () => {
    expect(passwordChangeError(refusal(429, "rate_limited", "Too many attempts. Try again in 15 minutes."))).toBe(
      "Too many attempts. Try again in 15 minutes.",
    );
    expect(passwordChangeError(refusal(500, "internal", "Internal error"))).toBe("Failed to update password");
    expect(passwordChangeError(new TypeError("Failed to fetch"))).toBe("Failed to change password");
  });
});
