/** The interface's languages, named as the API names a user's `language` setting. */
export const LANGUAGES = ["en", "es", "fr"] as const;

export type Language = (typeof LANGUAGES)[number];

/** Each language in its own words, as language pickers show them whatever language is on screen. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- each language named in itself, never translated
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", es: "Español", fr: "Français" };

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** The first of the browser's preferred languages that we speak ("es-MX" is Spanish), else English. */
export function browserLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split("-")[0];
    if (isLanguage(base)) return base;
  }
  return "en";
}
