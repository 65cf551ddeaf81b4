/**
 * First letters of up to two words of `name`, upper-cased ("Ruth Anne Baker" -> "RA"); when the
 * name has none, the first letter of `fallback` (an email, say), else "?".
 */
export function initialsOf(name: string | null | undefined, fallback?: string | null): string {
  const words = (name ?? "").trim().split(/\s+/).filter(Boolean).slice(0, 2);
  const letters = words.map((word) => word[0]).join("");
  return (letters || fallback?.trim()[0] || "?").toUpperCase();
}
