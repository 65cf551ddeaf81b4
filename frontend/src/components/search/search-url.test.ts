import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api/client";
import { searchErrorText, withPage } from "./search-url";

describe("withPage", () => {
  it("writes pages, page 1 as no parameter, and keeps the search", () => {
    const params = new URLSearchParams("role=speaker&page=2");
    expect(withPage(params, 1).toString()).toBe("role=speaker");
    expect(withPage(params, 4).toString()).toBe("role=speaker&page=4");
    expect(withPage(new URLSearchParams("q=Ruth"), 2).toString()).toBe("q=Ruth&page=2");
  });
});

describe("searchErrorText", () => {
  it("tells a lost connection, the server's refusal and its failure apart", () => {
    expect(searchErrorText(new TypeError("Failed to fetch"))).toBe(
      "We couldn't reach Steeple. Check your connection and try again.",
    );
    const refused = new ApiError(422, { code: "invalid", message: "The end date is before the start date.", fields: {} });
    expect(searchErrorText(refused)).toBe("The end date is before the start date.");
    const failed = new ApiError(500, { code: "server_error", message: "Internal error", fields: {} });
    expect(searchErrorText(failed)).toBe("Something went wrong on our side. Trying again usually helps.");
  });
});
