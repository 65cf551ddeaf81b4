import { describe, expect, it } from "vitest";
import { isGateExempt } from "./gate-exempt";

describe("the premium gate's exempt routes (spec 01 §2)", () => {
  it("match / exactly", () => {
    expect(isGateExempt("/")).toBe(true);
    expect(isGateExempt("/talent")).toBe(false);
  });

  it("match the spec's routes and ours by path prefix", () => {
    for (const path of ["/login", "/signup", "/onboarding", "/payment/church", "/payment-success", "/payment-cancel", "/help-center", "/contact", "/terms-of-service", "/privacy-policy", "/community-guidelines", "/about", "/pricing", "/subscription", "/success", "/cancel", "/test-payment", "/auth/callback", "/password-reset", "/verify-email", "/check-email", "/404"]) {
      expect(isGateExempt(path), path).toBe(true);
    }
    expect(isGateExempt("/payment/church/premium")).toBe(true);
    expect(isGateExempt("/invitation/abc123")).toBe(true);
    expect(isGateExempt("/settings")).toBe(true);
  });

  it("gate everything else, whole path segments only", () => {
    for (const path of ["/church-dashboard", "/dashboard", "/opportunities", "/opportunities/new", "/messages", "/church-profile-completion", "/payment/speaker", "/aboutus", "/contacts"]) {
      expect(isGateExempt(path), path).toBe(false);
    }
  });
});
