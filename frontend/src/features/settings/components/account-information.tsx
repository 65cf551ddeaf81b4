import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { FormError, FormSection } from "@/components/profile/editor-parts";
import { FormField } from "@/components/ui/form-field";
import { Input, Select } from "@/components/ui/input";
import { TimezoneSelect } from "@/components/ui/timezone-select";
import { SubmitButton } from "@/components/ui/submit-button";
import { applyFieldErrors } from "@/lib/form-errors";
import { TIMEZONES } from "@/lib/timezones";
import { z } from "@/lib/zod";
import { useUpdateSettings, type Settings } from "../api/settings-api";
import { MESSAGE_MS } from "../timings";
import { useTimedMessage } from "../use-timed-message";
import { YourData } from "./your-data";

const LANGUAGES: ReadonlyArray<{ value: Settings["language"]; label: string }> = [
  { value: "en", label: "English" },
  { value: "es", label: "Español" },
  { value: "fr", label: "Français" },
];

const accountSchema = z.object({
  language: z.enum(["en", "es", "fr"]),
  timezone: z.enum(TIMEZONES.map((zone) => zone.value) as [Settings["timezone"], ...Settings["timezone"][]]),
});
type AccountValues = z.infer<typeof accountSchema>;

export const ACCOUNT_FAILED = "Failed to update account settings";

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
      saved.show("Account settings updated");
    } catch (error) {
      applyFieldErrors(error, ["language", "timezone"], form.setError);
    }
  });

  return (
    <FormSection title="Account Information" description="Your language and time zone for emails and dates.">
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label="Language" error={form.formState.errors.language?.message}>
            <Select disabled={update.isPending} {...form.register("language")}>
              {LANGUAGES.map((language) => (
                <option key={language.value} value={language.value} lang={language.value}>
                  {language.label}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label="Timezone" error={form.formState.errors.timezone?.message}>
            <TimezoneSelect disabled={update.isPending} {...form.register("timezone")} />
          </FormField>
        </div>
        <FormField label="Email" hint="Your sign-in address. It can't be changed here.">
          <Input type="email" value={email} readOnly className="bg-slate-50 text-slate-600" />
        </FormField>
        {update.isError && <FormError>{ACCOUNT_FAILED}</FormError>}
        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton busy={update.isPending} busyLabel="Saving…" disabled={!isDirty}>
            Save Changes
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
