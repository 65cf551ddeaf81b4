import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";

/*
 * One catalogue per folder that holds interface text: the app shell, the shared components and
 * lib, and each feature. A language's catalogues load as its screens do (src/lib/i18n), so a
 * visitor's first page carries only the shell's and its own feature's messages.
 * English is the source; `lingui extract` adds new messages to every catalogue, and `make test`
 * fails while any is left untranslated (scripts/check-catalogues.sh).
 */
const notTests = ["**/*.test.*", "**/test/**"];

export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "es", "fr"],
  catalogs: [
    { path: "<rootDir>/src/app/locales/{locale}", include: ["<rootDir>/src/app"], exclude: notTests },
    { path: "<rootDir>/src/components/locales/{locale}", include: ["<rootDir>/src/components"], exclude: notTests },
    { path: "<rootDir>/src/lib/locales/{locale}", include: ["<rootDir>/src/lib"], exclude: notTests },
    {
      path: "<rootDir>/src/features/{name}/locales/{locale}",
      include: ["<rootDir>/src/features/{name}"],
      exclude: notTests,
    },
  ],
  // No line numbers: moving code would otherwise rewrite every catalogue.
  format: formatter({ lineNumbers: false }),
});
