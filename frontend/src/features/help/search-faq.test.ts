import { describe, expect, it } from "vitest";
import { answerParts, answerText, FAQ } from "./faq";
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

describe("help center answers", () => {
  it("split into text and links to the app's pages", () => {
    expect(answerParts("Write to us on the [Contact page](/contact) today.")).toEqual([
      "Write to us on the ",
      { text: "Contact page", to: "/contact" },
      " today.",
    ]);
    expect(answerParts("[Pricing](/pricing)")).toEqual([{ text: "Pricing", to: "/pricing" }]);
    expect(answerParts("No links here.")).toEqual(["No links here."]);
    expect(answerText("Write to us on the [Contact page](/contact).")).toBe("Write to us on the Contact page.");
  });

  it("never show a path as plain text: pages are mentioned as links", () => {
    for (const entry of FAQ) {
      expect(answerText(entry.answer), entry.id).not.toMatch(/(^|[\s(])\/[a-z]/);
      expect(answerText(entry.answer), entry.id).not.toMatch(/[[\]]/);
    }
    expect(FAQ.filter((entry) => entry.answer.includes("](/contact)")).length).toBeGreaterThanOrEqual(3);
  });

  it("are searched by the words a reader sees, not the link markup", () => {
    expect(searchFaq(FAQ, "contact page").map((entry) => entry.id)).toContain("money-back-guarantee");
    expect(searchFaq(FAQ, "](/")).toEqual([]);
  });
});
