import { i18n } from "@lingui/core";
import { afterEach, describe, expect, it } from "vitest";
import { needMessages, switchLanguage } from "@/lib/i18n/language";
import { LANGUAGES } from "@/lib/i18n/languages";
import { answerParts, answerText, FAQ, faqTexts } from "./faq";
import { searchFaq } from "./search-faq";

/** The help center as it reads in the active language. */
const shown = () => faqTexts((descriptor) => i18n._(descriptor));

async function inLanguage(language: (typeof LANGUAGES)[number]) {
  await needMessages("features/help");
  await switchLanguage(language);
}

afterEach(() => switchLanguage("en"));

describe("help center search", () => {
  it("returns everything for an empty query", () => {
    expect(searchFaq(shown(), "  ")).toHaveLength(FAQ.length);
  });

  it("matches every word in question or answer, ignoring case", () => {
    const results = searchFaq(shown(), "MONEY-back guarantee");
    expect(results.length).toBeGreaterThan(0);
    for (const entry of results) {
      expect(`${entry.question} ${entry.answer}`.toLowerCase()).toContain("money-back");
    }
  });

  it("returns nothing for words that appear nowhere", () => {
    expect(searchFaq(shown(), "zebra quantum")).toEqual([]);
  });

  it("has unique ids so answers can be linked", () => {
    expect(new Set(FAQ.map((entry) => entry.id)).size).toBe(FAQ.length);
  });

  it("searches the words of the language on screen, ignoring accents", async () => {
    await inLanguage("es");
    const ids = (query: string) => searchFaq(shown(), query).map((entry) => entry.id);
    expect(ids("reembolso")).toContain("money-back-guarantee");
    expect(ids("contrasena")).toContain("reset-password");
    expect(ids("refund")).toEqual([]);
    await inLanguage("fr");
    expect(ids("remboursement")).toContain("money-back-guarantee");
    expect(ids("mot de passe oublie")).toContain("reset-password");
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

  it.each(LANGUAGES)("never show a path as plain text in %s: pages are mentioned as links", async (language) => {
    await inLanguage(language);
    for (const entry of shown()) {
      expect(answerText(entry.answer), entry.id).not.toMatch(/(^|[\s(])\/[a-z]/);
      expect(answerText(entry.answer), entry.id).not.toMatch(/[[\]]/);
    }
    expect(shown().filter((entry) => entry.answer.includes("](/contact)")).length).toBeGreaterThanOrEqual(3);
  });

  it("are searched by the words a reader sees, not the link markup", () => {
    expect(searchFaq(shown(), "contact page").map((entry) => entry.id)).toContain("money-back-guarantee");
    expect(searchFaq(shown(), "](/")).toEqual([]);
  });
});
