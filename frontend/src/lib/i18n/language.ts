import { i18n } from "@lingui/core";
import { loadCatalogues, type Scope } from "./catalogues";
import { browserLanguage, isLanguage, type Language } from "./languages";

/** The shell's own catalogues: on screen on every page. */
const SHELL: Scope[] = ["app", "components", "lib"];

// Every scope shown so far, so that another language loads the same ones before it takes over.
const inUse = new Set<Scope>(SHELL);

// The last language chosen on this browser (the footer's picker, or a signed-in user's setting),
// so a visit starts in it before anyone signs in.
const STORAGE_KEY = "steeple.language";

export function rememberedLanguage(): Language | null {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null; // storage refused (a privacy mode)
  }
}

/** Where a visit starts: the language last chosen here, else the browser's preference. */
export function startingLanguage(): Language {
  return rememberedLanguage() ?? browserLanguage(navigator.languages);
}

export function activeLanguage(): Language {
  return isLanguage(i18n.locale) ? i18n.locale : "en";
}

/**
 * Puts `language` on screen: its catalogues for everything shown so far, then Lingui's switch
 * (which re-renders what reads it) and the page's `lang`. `remember` keeps it for the next visit.
 */
export async function switchLanguage(language: Language, { remember = false } = {}): Promise<void> {
  if (remember) {
    try {
      localStorage.setItem(STORAGE_KEY, language);
    } catch {
      // Without storage the choice lasts this visit.
    }
  }
  await loadCatalogues(language, inUse);
  if (i18n.locale !== language) i18n.activate(language);
  document.documentElement.lang = language;
}

/** Loads the messages of screens about to show (a route's feature) in the active language. */
export async function needMessages(...scopes: Scope[]): Promise<void> {
  for (const scope of scopes) inUse.add(scope);
  if (i18n.locale) await loadCatalogues(activeLanguage(), scopes);
}

/** A feature's module, once both it and that feature's messages in the language on screen are
 * here: `withMessages("features/auth", import("@/features/auth/pages/login-page"))`. */
export async function withMessages<T>(scope: Scope, module: Promise<T>): Promise<T> {
  const [loaded] = await Promise.all([module, needMessages(scope)]);
  return loaded;
}
