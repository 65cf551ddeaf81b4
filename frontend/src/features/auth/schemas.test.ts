import { describe, expect, it } from "vitest";
import {
  churchNameRequired,
  newPasswordSchema,
  onboardingSchema,
  passwordTooShort,
  passwordsDoNotMatch,
  signupSchema,
} from "./schemas";

function issuesByField(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const issues: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) issues[issue.path.join(".")] ??= issue.message;
  return issues;
}

describe("password reset form", () => {
  it("refuses a confirmation that differs: 'Passwords do not match'", () => {
    const result = newPasswordSchema().safeParse({ password: "Abcdefg1!", confirm_password: "Abcdefg1?" });
    expect(result.success).toBe(false);
    expect(issuesByField(result)).toEqual({ confirm_password: passwordsDoNotMatch() });
  });

  it("accepts matching passwords", () => {
    expect(newPasswordSchema().safeParse({ password: "Abcdefg1!", confirm_password: "Abcdefg1!" }).success).toBe(
      true,
    );
  });

  it("reports the mismatch even when the new password itself is also refused", () => {
    const result = newPasswordSchema().safeParse({ password: "Ab1!", confirm_password: "Ab1?" });
    expect(issuesByField(result)).toEqual({
      password: passwordTooShort(),
      confirm_password: passwordsDoNotMatch(),
    });
  });

  it("asks for the confirmation when it is empty rather than calling it a mismatch", () => {
    const result = newPasswordSchema().safeParse({ password: "Abcdefg1!", confirm_password: "" });
    expect(issuesByField(result)).toEqual({ confirm_password: "Please confirm your new password" });
  });

  it("refuses passwords with 3 or more requirements missing", () => {
    const result = newPasswordSchema().safeParse({ password: "abcdefgh", confirm_password: "abcdefgh" });
    expect(Object.keys(issuesByField(result))).toEqual(["password"]);
  });
});

describe("sign-up form", () => {
  const valid = {
    role: "speaker",
    full_name: "Ruth Baker",
    church_name: "",
    email: "  Ruth@Example.ORG ",
    password: "Abcdefg1!",
  };

  it("trims and lowercases the email", () => {
    const result = signupSchema().safeParse(valid);
    expect(result.success && result.data.email).toBe("ruth@example.org");
  });

  it("requires a church name for churches only", () => {
    expect(signupSchema().safeParse(valid).success).toBe(true);
    const church = signupSchema().safeParse({ ...valid, role: "church" });
    expect(issuesByField(church)).toEqual({ church_name: churchNameRequired() });
    expect(issuesByField(signupSchema().safeParse({ ...valid, role: "church", full_name: "" }))).toEqual({
      full_name: "Please enter your full name",
      church_name: churchNameRequired(),
    });
  });

  it("requires a role", () => {
    expect(issuesByField(signupSchema().safeParse({ ...valid, role: null }))).toEqual({
      role: "Choose how you'll use Steeple",
    });
  });
});

describe("onboarding form", () => {
  const base = { full_name: "Ruth", city: "Dayton", state: "OH", church_name: "", topics: "", instruments: "", genres: "" };

  it("asks speakers for a topic and musicians for an instrument", () => {
    const schema = onboardingSchema({ needsRole: true });
    expect(Object.keys(issuesByField(schema.safeParse({ ...base, role: "speaker" })))).toEqual(["topics"]);
    expect(Object.keys(issuesByField(schema.safeParse({ ...base, role: "musician" })))).toEqual(["instruments"]);
    expect(schema.safeParse({ ...base, role: "musician", instruments: "Piano" }).success).toBe(true);
  });

  it("asks for the role only when the account has none", () => {
    const values = { full_name: "Ruth", city: "Cincinnati", state: "OH", church_name: "", topics: "", instruments: "", genres: "" };
    expect(onboardingSchema({ needsRole: false }).safeParse(values).success).toBe(true);
    expect(Object.keys(issuesByField(onboardingSchema({ needsRole: true }).safeParse(values)))).toEqual([
      "role",
    ]);
  });
});
