import { describe, expect, it } from "vitest";
import { TEST_USER } from "@/test/app-testing";
import { landingPath } from "./actions";

describe("landingPath", () => {
  const onboarded = { ...TEST_USER, needs_onboarding: false };

  it("sends an unfinished account to onboarding, others back where they were going or home", () => {
    expect(landingPath(TEST_USER, "/messages")).toBe("/onboarding");
    expect(landingPath(onboarded, "/messages")).toBe("/messages");
    expect(landingPath(onboarded, "//elsewhere.example")).toBe("/speaking-dashboard");
    expect(landingPath(onboarded)).toBe("/speaking-dashboard");
  });

  it("lands staff without a marketplace role on /admin", () => {
    expect(landingPath({ ...onboarded, role: null, is_staff: true })).toBe("/admin");
    expect(landingPath({ ...onboarded, is_staff: true })).toBe("/speaking-dashboard");
  });

  it("takes someone invited to a church team back to the invitation, onboarded or not", () => {
    expect(landingPath(TEST_USER, "/invitation/tok-1")).toBe("/invitation/tok-1");
    expect(landingPath(onboarded, "/invitation/tok-1")).toBe("/invitation/tok-1");
  });
});
