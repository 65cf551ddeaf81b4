import { useLingui } from "@lingui/react/macro";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useId } from "react";
import { Select } from "@/components/ui/input";
import { settingsQuery } from "@/features/settings/api/settings-api";
import { useSession } from "@/lib/auth/session";
import { activeLanguage, switchLanguage } from "@/lib/i18n/language";
import { isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from "@/lib/i18n/languages";

/**
 * Puts `language` on screen and remembers it on this browser. What the API wrote in the former
 * language (plans, notices, completeness items) is asked for again.
 */
function useSwitchLanguage() {
  const queryClient = useQueryClient();
  return useCallback(
    async (language: Language) => {
      const changed = language !== activeLanguage();
      await switchLanguage(language, { remember: true });
      if (changed) void queryClient.invalidateQueries();
    },
    [queryClient],
  );
}

/**
 * A signed-in user sees their own language setting (the settings page saves it; this follows
 * at once), and this browser remembers it for their next visit.
 */
export function LanguageFollowsUser() {
  const session = useSession();
  const userId = session.status === "signed-in" ? session.user.id : null;
  const { data: settings } = useQuery({ ...settingsQuery(userId ?? ""), enabled: userId !== null });
  const language = userId !== null ? settings?.language : undefined;
  const switchTo = useSwitchLanguage();
  useEffect(() => {
    if (isLanguage(language)) void switchTo(language);
  }, [language, switchTo]);
  return null;
}

/**
 * The footer's language picker, for visitors: their choice is kept on this browser. Signed-in
 * people choose in Settings (their setting then follows them to every browser), so the settings
 * page has one language field, not two.
 */
export function LanguagePicker() {
  const { t } = useLingui();
  const id = useId();
  const session = useSession();
  const switchTo = useSwitchLanguage();
  if (session.status === "signed-in") return null;
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-xs text-slate-400">
        {t`Language`}
      </label>
      <Select
        id={id}
        value={activeLanguage()}
        onChange={(event) => isLanguage(event.target.value) && void switchTo(event.target.value)}
        className="h-8 w-auto border-slate-700 bg-slate-800 py-0 text-xs text-slate-200"
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </Select>
    </div>
  );
}
