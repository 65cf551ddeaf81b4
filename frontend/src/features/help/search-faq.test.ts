import { describe, expect, it } from "vitest";
import { FAQ } from "./faq";
import { searchFaq } from "./search-faq";

describe("help center search", () => {
  it("returns everything for an empty query", () => {
    expect(searchFaq(FAQ, "  ")).toHaveLength(FAQ.length);
  });

  it("matches every word in question or answer, ignoring case", () => {
    const results = searchFaq(FAQ, "MONEY-back guarantee");
    expect(results.length).toBeGreaterThan(0);
    for (const entry of results) {
      expect(`${entry.question} ${entry.answer}`.toLowerCase()).toContain("money-back");
    }
  });

  it("returns nothing for words that appear nowhere", () => {
    expect(searchFaq(FAQ, "zebra quantum")).toEqual([]);
  });

  it("has unique ids so answers can be linked", () => {
    expect(new Set(FAQ.map((entry) => entry.id)).size).toBe(FAQ.length);
  });
});
