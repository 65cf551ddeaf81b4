import { answerText, type FaqText } from "./faq";

// Unicode's canonical decomposition: a letter and its accent as two characters.
const DECOMPOSED = "NFD";

/** Lower case without accents, one apostrophe: "Contraseña" and "contrasena" are the same word,
 * and so are "l’Église" and "l'eglise". */
function foldForSearch(text: string): string {
  return text.normalize(DECOMPOSED).replace(/\p{M}/gu, "").replace(/[’‘]/g, "'").toLowerCase();
}

/** Entries whose question, answer or section contains every word of the query, as written in the
 * language on screen, ignoring case and accents. */
export function searchFaq(entries: FaqText[], query: string): FaqText[] {
  const words = foldForSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return entries;
  return entries.filter((entry) => {
    const text = foldForSearch(`${entry.question} ${answerText(entry.answer)} ${entry.categoryName}`);
    return words.every((word) => text.includes(word));
  });
}
