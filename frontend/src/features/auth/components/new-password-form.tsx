import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMemo, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { PasswordInput } from "@/components/forms/password-input";
import { isTooWeak } from "@/components/forms/password-rules";
import { PasswordStrengthMeter } from "@/components/forms/password-strength";
import { FormField } from "@/components/ui/form-field";
import { ApiError } from "@/lib/api/client";
import type { TwoFactorChallenge } from "@/lib/auth/sign-in";
import type { SessionPayload } from "@/lib/auth/session";
import { confirmPasswordReset } from "../api/auth-api";
import { applyFieldErrors, errorMessage } from "@/lib/form-errors";
import {
  newPasswordSchema,
  passwordsDoNotMatch,
  type NewPasswordInput,
  type NewPasswordValues,
} from "../schemas";
import { FormAlert } from "./form-alert";
import { SubmitButton } from "@/components/ui/submit-button";

/**
 * The new password and its confirmation for a checked recovery link. Calls `onDone` with the
 * server's answer: a session, or with two-factor on a sign-in challenge; `onLinkRefused` when the link expired (410) or was used (400)
 * in the meantime.
 */
export function NewPasswordForm({
  tokenHash,
  onDone,
  onLinkRefused,
}: {
  tokenHash: string;
  onDone: (answer: SessionPayload | TwoFactorChallenge) => void;
  onLinkRefused: (reason: "expired" | "invalid") => void;
}) {
  const { t } = useLingui();
  const [formError, setFormError] = useState<string | null>(null);
  const schema = useMemo(() => newPasswordSchema(), []);
  const form = useForm<NewPasswordInput, unknown, NewPasswordValues>({
    resolver: zodResolver(schema),
    defaultValues: { password: "", confirm_password: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const password = useWatch({ control: form.control, name: "password" }) ?? "";
  const confirm = useWatch({ control: form.control, name: "confirm_password" }) ?? "";

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      onDone(await confirmPasswordReset(tokenHash, values.password));
    } catch (error) {
      if (error instanceof ApiError && (error.status === 410 || error.code === "link_expired")) {
        onLinkRefused("expired");
      } else if (error instanceof ApiError && error.code === "invalid_link") {
        onLinkRefused("invalid");
      } else if (!applyFieldErrors(error, ["password"], form.setError)) {
        setFormError(errorMessage(error, t`Failed to reset password`));
      }
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {formError && <FormAlert>{formError}</FormAlert>}
      <div className="space-y-2">
        <FormField label={t`New password`} error={errors.password?.message}>
          <PasswordInput autoComplete="new-password" autoFocus {...form.register("password")} />
        </FormField>
        <PasswordStrengthMeter password={password} />
      </div>
      <FormField
        label={t`Confirm new password`}
        error={errors.confirm_password?.message}
        hint={confirm ? (confirm === password ? t`Passwords match` : passwordsDoNotMatch()) : undefined}
      >
        <PasswordInput autoComplete="new-password" {...form.register("confirm_password")} />
      </FormField>
      <SubmitButton
        size="lg"
        className="w-full"
        disabled={isTooWeak(password)}
        busy={isSubmitting}
        busyLabel={t`Resetting password…`}
      >
        <Trans>Reset password</Trans>
      </SubmitButton>
    </form>
  );
}
