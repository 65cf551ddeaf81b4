import { i18n, type Messages } from "@lingui/core";
import type { Language } from "./languages";

/**
 * A folder with its own catalogue (lingui.config.ts): the shell ("app", "components", "lib") or
 * a feature ("features/auth").
 */
export type Scope = "app" | "components" | "lib" | `features/${string}`;

// Every catalogue of every language, compiled at build time, each its own chunk: only the ones
// asked for are fetched.
const catalogues = import.meta.glob<{ messages: Messages }>([
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a file pattern
  "/src/{app,components,lib}/locales/*.po",
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a file pattern
  "/src/features/*/locales/*.po",
]);

const loaded = new Set<string>();

/** Loads the messages of `scopes` in `language` into Lingui (which adds them to those it has). */
export async function loadCatalogues(language: Language, scopes: Iterable<Scope>): Promise<void> {
  await Promise.all(
    [...scopes].map(async (scope) => {
      const key = `${language}:${scope}`;
      const load = catalogues[`/src/${scope}/locales/${language}.po`];
      // A feature with no interface text has no catalogue.
      if (loaded.has(key) || !load) return;
      const { messages } = await load();
      i18n.load(language, messages);
      loaded.add(key);
    }),
  );
}
