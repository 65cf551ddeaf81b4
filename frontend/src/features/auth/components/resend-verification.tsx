import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { Loader2, Send } from "lucide-react";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useResendVerification } from "@/lib/auth/use-resend-verification";
import { emailOnlySchema, type EmailOnlyInput, type EmailOnlyValues } from "../schemas";
import { FormAlert } from "./form-alert";

function ResendLabel({ phase, secondsLeft }: { phase: string; secondsLeft: number }) {
  if (phase === "sending") {
    return (
      <>
        <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
        <Trans>Sending…</Trans>
      </>
    );
  }
  if (secondsLeft > 0) return <Trans>Resend in {secondsLeft}s</Trans>;
  return (
    <>
      <Send className="h-4 w-4" aria-hidden />
      <Trans>Resend verification email</Trans>
    </>
  );
}

/**
 * Resend the verification email, with the sending state, success message, 60 s countdown and
 * error of spec 02 §4. With `email` the address is known (it was just used to sign up) and only
 * the button shows; otherwise an email field comes first, prefilled with `defaultEmail`.
 */
export function ResendVerification({ email, defaultEmail = "" }: { email?: string; defaultEmail?: string }) {
  const { t } = useLingui();
  const { phase, secondsLeft, error, busy, resend } = useResendVerification();
  const schema = useMemo(() => emailOnlySchema(), []);
  const form = useForm<EmailOnlyInput, unknown, EmailOnlyValues>({
    resolver: zodResolver(schema),
    defaultValues: { email: defaultEmail },
  });

  const status = (
    <>
      {phase === "sent" && (
        <FormAlert tone="success">
          <Trans>Verification email sent! Check your inbox (and your spam folder).</Trans>
        </FormAlert>
      )}
      {error && <FormAlert>{error}</FormAlert>}
    </>
  );

  if (email) {
    return (
      <div className="space-y-3">
        <Button
          variant="secondary"
          className="w-full"
          disabled={busy}
          aria-busy={phase === "sending"}
          onClick={() => void resend(email)}
        >
          <ResendLabel phase={phase} secondsLeft={secondsLeft} />
        </Button>
        {status}
      </div>
    );
  }

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit((values) => resend(values.email))}
    >
      <FormField label={t`Email`} error={form.formState.errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register("email")} />
      </FormField>
      <Button type="submit" className="w-full" disabled={busy} aria-busy={phase === "sending"}>
        <ResendLabel phase={phase} secondsLeft={secondsLeft} />
      </Button>
      {status}
    </form>
  );
}
