import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
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

export const RESET_EMAIL_SENT = "Password reset email sent!";
export const RESET_EMAIL_FAILED = "Failed to send reset email";

/**
 * Asks for a password reset link. The server answers the same whether or not the address has an
 * account, so the confirmation says so.
 */
export function RequestResetForm({ submitLabel = "Send reset link" }: { submitLabel?: string }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<EmailOnlyInput, unknown, EmailOnlyValues>({
    resolver: zodResolver(emailOnlySchema),
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
      setFormError(error instanceof ApiError && error.status === 429 ? error.message : RESET_EMAIL_FAILED);
    }
  });

  if (sentTo) {
    return (
      <div className="space-y-4">
        <FormAlert tone="success">
          <p className="font-medium">{RESET_EMAIL_SENT}</p>
          <p className="mt-1">
            If an account exists for <strong className="break-all">{sentTo}</strong>, we've sent a link to
            reset your password. It expires after 24 hours.
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
          Use a different email or send again
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {formError && <FormAlert>{formError}</FormAlert>}
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register("email")} />
      </FormField>
      <SubmitButton size="lg" className="w-full" busy={isSubmitting} busyLabel="Sending…">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
