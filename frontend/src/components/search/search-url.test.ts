import { describe, expect, it } from "vitest";
import { withPage } from "./search-url";

describe("withPage", () => {
  it("writes pages, page 1 as no parameter, and keeps the search", () => {
    const params = new URLSearchParams("role=speaker&page=2");
    expect(withPage(params, 1).toString()).toBe("role=speaker");
    expect(withPage(params, 4).toString()).toBe("role=speaker&page=4");
    expect(withPage(new URLSearchParams("q=Ruth"), 2).toString()).toBe("q=Ruth&page=2");
  });
});
