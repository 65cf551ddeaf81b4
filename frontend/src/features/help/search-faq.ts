import { answerText, type FaqEntry } from "./faq";

/** Entries whose question or answer contains every word of the query, ignoring case. */
export function searchFaq(entries: FaqEntry[], query: string): FaqEntry[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return entries;
  return entries.filter((entry) => {
    const text = `${entry.question} ${answerText(entry.answer)} ${entry.category}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
