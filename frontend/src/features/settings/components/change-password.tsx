import { zodResolver } from "@hookform/resolvers/zod";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { CheckCircle2, ShieldCheck, X, XCircle } from "lucide-react";
import { useMemo, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { PasswordInput } from "@/components/forms/password-input";
import { isTooWeak } from "@/components/forms/password-rules";
import { PasswordStrengthMeter } from "@/components/forms/password-strength";
import { FormError, FormSection } from "@/components/profile/editor-parts";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { changePassword } from "../api/settings-api";
import {
  EMPTY_PASSWORD_FORM,
  passwordChangeError,
  passwordChangeSchema,
  type PasswordChangeValues,
} from "../password-change";
import { MESSAGE_MS } from "../timings";
import { settingsToast } from "../toasts";
import { useTimedMessage } from "../use-timed-message";

const TIPS: MessageDescriptor[] = [
  msg`Use a passphrase of several unrelated words.`,
  msg`Don't reuse a password from another site.`,
  msg`A password manager can make and remember strong passwords for you.`,
];

/**
 * Spec 02 §2.5 Change Password. On success the server emails a confirmation and signs out the
 * other devices; the form empties and the show/hide toggles go back to hidden.
 */
export function ChangePassword({ email }: { email: string }) {
  const { t } = useLingui();
  const schema = useMemo(() => passwordChangeSchema(), []);
  const success = useTimedMessage(MESSAGE_MS.passwordSuccess);
  const [failure, setFailure] = useState<string | null>(null);
  // A new key remounts the fields: their show/hide toggles start hidden again.
  const [generation, setGeneration] = useState(0);
  const form = useForm<PasswordChangeValues>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY_PASSWORD_FORM,
  });
  const { errors, isSubmitting } = form.formState;
  const [newPassword, confirm] = useWatch({ control: form.control, name: ["new_password", "confirm_password"] });

  const clear = () => {
    form.reset(EMPTY_PASSWORD_FORM);
    setFailure(null);
    setGeneration((value) => value + 1);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    success.clear();
    try {
      await changePassword(values.current_password, values.new_password);
    } catch (error) {
      const message = passwordChangeError(error);
      setFailure(message);
      settingsToast.passwordFailed(message, () => void onSubmit());
      return;
    }
    clear();
    success.show(t`Password changed successfully`);
    settingsToast.passwordChanged();
  });

  return (
    <FormSection title={t`Change Password`} description={t`Other devices are signed out when you change it.`}>
      {success.message && (
        <div role="status" className="flex items-start gap-2 rounded-md border border-green-200 bg-green-50 px-3 py-2.5 text-sm text-green-800">
          <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          <div>
            <p className="font-medium">{success.message}</p>
            <p>
              <Trans>A confirmation email has been sent to {email}.</Trans>
            </p>
          </div>
        </div>
      )}
      {failure && <FormError>{failure}</FormError>}
      <form key={generation} noValidate onSubmit={onSubmit} className="space-y-5">
        <FormField label={t`Current password`} error={errors.current_password?.message}>
          <PasswordInput
            autoComplete="current-password"
            toggleSubject={t`current password`}
            disabled={isSubmitting}
            {...form.register("current_password")}
          />
        </FormField>
        <div className="space-y-2">
          <FormField label={t`New password`} error={errors.new_password?.message}>
            <PasswordInput
              autoComplete="new-password"
              toggleSubject={t`new password`}
              disabled={isSubmitting}
              {...form.register("new_password")}
            />
          </FormField>
          <PasswordStrengthMeter password={newPassword} />
        </div>
        <FormField label={t`Confirm new password`} error={errors.confirm_password?.message}>
          <PasswordInput
            autoComplete="new-password"
            toggleSubject={t`confirmed password`}
            disabled={isSubmitting}
            {...form.register("confirm_password")}
          />
        </FormField>
        {confirm && !errors.confirm_password && <MatchIndicator matches={confirm === newPassword} />}
        <div className="rounded-lg bg-slate-50 p-4 text-sm text-slate-700">
          <p className="flex items-center gap-2 font-medium text-slate-900">
            <ShieldCheck className="h-4 w-4 text-brand-700" aria-hidden />
            <Trans>Security tips</Trans>
          </p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {TIPS.map((tip) => (
              <li key={tip.id}>{t(tip)}</li>
            ))}
          </ul>
        </div>
        <div className="flex flex-wrap gap-2">
          <SubmitButton busy={isSubmitting} busyLabel={t`Changing password…`} disabled={isTooWeak(newPassword)}>
            <Trans>Change Password</Trans>
          </SubmitButton>
          <Button variant="ghost" onClick={clear} disabled={isSubmitting}>
            <X className="h-4 w-4" aria-hidden />
            <Trans>Clear Form</Trans>
          </Button>
        </div>
      </form>
    </FormSection>
  );
}

function MatchIndicator({ matches }: { matches: boolean }) {
  const Icon = matches ? CheckCircle2 : XCircle;
  return (
    <p aria-live="polite" className={matches ? "flex items-center gap-1.5 text-sm text-green-700" : "flex items-center gap-1.5 text-sm text-red-700"}>
      <Icon className="h-4 w-4" aria-hidden />
      {matches ? <Trans>Passwords match</Trans> : <Trans>Passwords do not match</Trans>}
    </p>
  );
}
