import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api/client";
import { billingErrorText, MissingUrlError } from "./errors";

const apiError = (status: number, code: string, message = "The server's own words.") =>
  new ApiError(status, { code, message, fields: {} });

describe("billingErrorText (spec 02 §8 Billing)", () => {
  it("asks signed-out people to log in, in each action's words", () => {
    const unauthorised = apiError(401, "not_authenticated");
    expect(billingErrorText(unauthorised, "upgrade")).toBe("You must be logged in to upgrade");
    expect(billingErrorText(unauthorised, "subscribe")).toBe("You must be logged in to subscribe");
    expect(billingErrorText(unauthorised, "portal")).toBe("You must be logged in to access the billing portal");
    expect(billingErrorText(unauthorised, "cancel")).toBe("You must be logged in to cancel subscription");
    expect(billingErrorText(unauthorised, "boost")).toBe("You must be logged in to purchase a featured boost");
    expect(billingErrorText(unauthorised, "pack")).toBe("You must be logged in to purchase additional postings");
  });

  it("says which service is down when the payment provider is", () => {
    const down = apiError(503, "payments_unavailable");
    expect(billingErrorText(down, "upgrade")).toMatch(/^Upgrade service temporarily unavailable\.\.?/);
    expect(billingErrorText(down, "subscribe")).toMatch(/^Payment service temporarily unavailable/);
    expect(billingErrorText(down, "portal")).toMatch(/^Billing portal temporarily unavailable/);
    expect(billingErrorText(down, "cancel")).toMatch(/temporarily unavailable/);
  });

  it("passes on a missing price's message, and the server's word for a refusal", () => {
    const message = "Price configuration missing for church. Please contact support.";
    expect(billingErrorText(apiError(503, "price_not_configured", message), "subscribe")).toBe(message);
    expect(billingErrorText(apiError(409, "already_subscribed", "You already have Church Premium."), "upgrade")).toBe(
      "You already have Church Premium.",
    );
  });

  it("falls back to each action's own failure text for our errors and lost connections", () => {
    expect(billingErrorText(apiError(500, "internal"), "upgrade")).toBe("Failed to start upgrade process. Please try again.");
    expect(billingErrorText(new TypeError("Failed to fetch"), "subscribe")).toBe("Failed to create checkout session");
    expect(billingErrorText(new TypeError("Failed to fetch"), "portal")).toBe("Failed to access billing portal");
    expect(billingErrorText(apiError(500, "internal"), "cancel")).toBe("Failed to cancel subscription");
    expect(billingErrorText(new MissingUrlError("No checkout URL returned"), "subscribe")).toBe("No checkout URL returned");
  });
});
