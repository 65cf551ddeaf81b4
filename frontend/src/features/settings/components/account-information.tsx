import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { useForm } from "react-hook-form";
import { FormError, FormSection } from "@/components/profile/editor-parts";
import { FormField } from "@/components/ui/form-field";
import { Input, Select } from "@/components/ui/input";
import { TimezoneSelect } from "@/components/ui/timezone-select";
import { SubmitButton } from "@/components/ui/submit-button";
import { applyFieldErrors } from "@/lib/form-errors";
import { LANGUAGE_NAMES, LANGUAGES } from "@/lib/i18n/languages";
import { TIMEZONES } from "@/lib/timezones";
import { z } from "@/lib/zod";
import { useUpdateSettings, type Settings } from "../api/settings-api";
import { MESSAGE_MS } from "../timings";
import { useTimedMessage } from "../use-timed-message";
import { YourData } from "./your-data";

const accountSchema = z.object({
  language: z.enum(LANGUAGES),
  timezone: z.enum(TIMEZONES.map((zone) => zone.value) as [Settings["timezone"], ...Settings["timezone"][]]),
});
type AccountValues = z.infer<typeof accountSchema>;

/** Spec 02 §2.5 Account Information: language and time zone (what emails and dates use), the
 * read-only email, and the account's data. */
export function AccountInformation({
  userId,
  email,
  settings,
}: {
  userId: string;
  email: string;
  settings: Settings;
}) {
  const { t } = useLingui();
  const update = useUpdateSettings(userId);
  const saved = useTimedMessage(MESSAGE_MS.notificationSuccess);
  const form = useForm<AccountValues>({
    resolver: zodResolver(accountSchema),
    values: { language: settings.language, timezone: settings.timezone },
    // Settings saved elsewhere on the page (a toggle) must not undo a choice not saved yet.
    resetOptions: { keepDirtyValues: true },
  });
  const { isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    saved.clear();
    try {
      await update.mutateAsync(values);
      saved.show(t`Account settings updated`);
    } catch (error) {
      applyFieldErrors(error, ["language", "timezone"], form.setError);
    }
  });

  return (
    <FormSection title={t`Account Information`} description={t`Your language and time zone for emails and dates.`}>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label={t`Language`} error={form.formState.errors.language?.message}>
            <Select disabled={update.isPending} {...form.register("language")}>
              {LANGUAGES.map((language) => (
                <option key={language} value={language} lang={language}>
                  {LANGUAGE_NAMES[language]}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label={t`Timezone`} error={form.formState.errors.timezone?.message}>
            <TimezoneSelect disabled={update.isPending} {...form.register("timezone")} />
          </FormField>
        </div>
        <FormField label={t`Email`} hint={t`Your sign-in address. It can't be changed here.`}>
          <Input type="email" value={email} readOnly className="bg-slate-50 text-slate-600" />
        </FormField>
        {update.isError && (
          <FormError>
            <Trans>Failed to update account settings</Trans>
          </FormError>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton busy={update.isPending} busyLabel={t`Saving…`} disabled={!isDirty}>
            <Trans>Save Changes</Trans>
          </SubmitButton>
          <p role="status" className="text-sm text-green-700">
            {saved.message}
          </p>
        </div>
      </form>
      <YourData twoFactorEnabled={settings.two_factor_enabled} />
    </FormSection>
  );
}
