import { describe, expect, it } from "vitest";
import { churchPremium } from "@/features/billing/test-fixtures";
import { money, periodEndText, refundOpen } from "./format";

const NOW = Date.parse("2026-11-20T12:00:00Z");

describe("periodEndText", () => {
  it("says when a running plan renews, or ends once cancelled", () => {
    expect(periodEndText(churchPremium(), NOW)).toBe("Renews on Jan 15, 2027");
    expect(periodEndText(churchPremium({ cancelAtPeriodEnd: true }), NOW)).toBe("Ends on Jan 15, 2027");
    expect(periodEndText(churchPremium({ status: "past_due" }), NOW)).toBe("Renews on Jan 15, 2027");
  });

  it("says when an ended plan ended, but gives no date still ahead (ended early)", () => {
    expect(periodEndText(churchPremium({ status: "canceled", currentPeriodEnd: "2026-11-01T12:00:00Z" }), NOW)).toBe(
      "Ended on Nov 1, 2026",
    );
    expect(periodEndText(churchPremium({ status: "canceled" }), NOW)).toBeNull();
  });

  it("says nothing without a subscription", () => {
    expect(periodEndText(churchPremium({ status: null }), NOW)).toBeNull();
    expect(periodEndText(churchPremium({ currentPeriodEnd: null }), NOW)).toBeNull();
  });
});

describe("refundOpen", () => {
  it("is open until the guarantee's end, once", () => {
    expect(refundOpen(churchPremium({ refundEligibleUntil: "2026-11-25T12:00:00Z" }), NOW)).toBe(true);
    expect(refundOpen(churchPremium({ refundEligibleUntil: "2026-11-19T12:00:00Z" }), NOW)).toBe(false);
    expect(
      refundOpen(churchPremium({ refundEligibleUntil: "2026-11-25T12:00:00Z", refundRequestedAt: "2026-11-20T10:00:00Z" }), NOW),
    ).toBe(false);
    expect(refundOpen(churchPremium(), NOW)).toBe(false);
  });
});

describe("money", () => {
  it("writes an amount in its own currency", () => {
    expect(money(4900, "usd")).toBe("$49.00");
    expect(money(1950, "eur")).toBe("€19.50");
  });
});
