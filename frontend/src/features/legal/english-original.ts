import { setupI18n, type I18n, type Messages } from "@lingui/core";
import { useEffect, useState } from "react";

// The legal texts' English catalogue (the same chunk the app loads for English readers), fetched
// only when a reader of a translation asks for the binding English text.
const englishCatalogue = import.meta.glob<{ messages: Messages }>("./locales/en.po");

let english: Promise<I18n> | null = null;

function loadEnglish(): Promise<I18n> {
  english ??= Promise.all(Object.values(englishCatalogue).map((load) => load())).then((catalogues) =>
    setupI18n({ locale: "en", messages: { en: Object.assign({}, ...catalogues.map((c) => c.messages)) } }),
  );
  return english;
}

/** Lingui in English for this feature's messages, whatever language is on screen, once `wanted`
 * (null while it loads, or when not wanted). */
export function useEnglishOriginal(wanted: boolean): I18n | null {
  const [loaded, setLoaded] = useState<I18n | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    void loadEnglish().then((i18n) => {
      if (current) setLoaded(i18n);
    });
    return () => {
      current = false;
    };
  }, [wanted]);
  return wanted ? loaded : null;
}
