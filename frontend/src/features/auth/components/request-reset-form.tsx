import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { ApiError } from "@/lib/api/client";
import { requestPasswordReset } from "../api/auth-api";
import { applyFieldErrors } from "@/lib/form-errors";
import { emailOnlySchema, type EmailOnlyInput, type EmailOnlyValues } from "../schemas";
import { FormAlert } from "./form-alert";
import { SubmitButton } from "@/components/ui/submit-button";

/**
 * Asks for a password reset link. The server answers the same whether or not the address has an
 * account, so the confirmation says so.
 */
export function RequestResetForm({ submitLabel }: { submitLabel?: string }) {
  const { t } = useLingui();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const schema = useMemo(() => emailOnlySchema(), []);
  const form = useForm<EmailOnlyInput, unknown, EmailOnlyValues>({
    resolver: zodResolver(schema),
    defaultValues: { email: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setFormError(null);
    try {
      await requestPasswordReset(email);
      setSentTo(email);
    } catch (error) {
      if (applyFieldErrors(error, ["email"], form.setError)) return;
      setFormError(error instanceof ApiError && error.status === 429 ? error.message : t`Failed to send reset email`);
    }
  });

  if (sentTo) {
    return (
      <div className="space-y-4">
        <FormAlert tone="success">
          <p className="font-medium">
            <Trans>Password reset email sent!</Trans>
          </p>
          <p className="mt-1">
            <Trans>
              If an account exists for <strong className="break-all">{sentTo}</strong>, we've sent a link to
              reset your password. It expires after 24 hours.
            </Trans>
          </p>
        </FormAlert>
        <Button
          variant="secondary"
          className="w-full"
          onClick={() => {
            setSentTo(null);
            form.reset({ email: sentTo });
          }}
        >
          <Trans>Use a different email or send again</Trans>
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {formError && <FormAlert>{formError}</FormAlert>}
      <FormField label={t`Email`} error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register("email")} />
      </FormField>
      <SubmitButton size="lg" className="w-full" busy={isSubmitting} busyLabel={t`Sending…`}>
        {submitLabel ?? t`Send reset link`}
      </SubmitButton>
    </form>
  );
}
