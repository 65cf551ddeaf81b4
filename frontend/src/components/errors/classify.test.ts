import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api/client";
import { isRefusal, loadErrorText } from "./classify";

const apiError = (status: number, message = "Refused") => new ApiError(status, { code: "x", message, fields: {} });

describe("loadErrorText", () => {
  it("tells a lost connection, the server's refusal and its failure apart", () => {
    expect(loadErrorText(new TypeError("Failed to fetch"))).toBe("We couldn't reach Steeple. Check your connection and try again.");
    expect(loadErrorText(apiError(504))).toBe("We couldn't reach Steeple. Check your connection and try again.");
    expect(loadErrorText(apiError(422, "The end date is before the start date."))).toBe("The end date is before the start date.");
    expect(loadErrorText(apiError(500, "Internal error"))).toBe("Something went wrong on our side. Trying again usually helps.");
    expect(loadErrorText(new Error("boom"))).toBe("Something went wrong on our side. Trying again usually helps.");
  });
});

describe("isRefusal", () => {
  it("is a 4xx that asking again will not change", () => {
    expect([403, 404, 422].map((status) => isRefusal(apiError(status)))).toEqual([true, true, true]);
    expect([408, 429, 500, 503].map((status) => isRefusal(apiError(status)))).toEqual([false, false, false, false]);
    expect(isRefusal(new TypeError("Failed to fetch"))).toBe(false);
  });
});
