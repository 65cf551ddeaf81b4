import { Trans, useLingui } from "@lingui/react/macro";
import { ShieldCheck } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { ApiError } from "@/lib/api/client";
import { signInWithCode } from "@/lib/auth/sign-in";
import type { User } from "@/lib/auth/session";
import { CODE_LENGTH, invalidCodeMessage, normalizeCode } from "@/lib/auth/two-factor";
import { AuthLayout, StatusIcon } from "./auth-layout";
import { FormAlert } from "./form-alert";
import { signInFailed } from "../sign-in-error";

/**
 * The second step of signing in with two-factor on (after the password, or after a password reset):
 * a code from the authenticator app or one of the recovery codes, for `challengeToken`.
 * `onExpired` gets the server's message when the challenge ran out (time, or too many wrong codes):
 * the password has to be given again.
 */
export function TwoFactorStep({
  challengeToken,
  onSignedIn,
  onExpired,
  onBack,
}: {
  challengeToken: string;
  onSignedIn: (user: User) => void;
  onExpired: (message: string) => void;
  onBack: () => void;
}) {
  const { t } = useLingui();
  const [code, setCode] = useState("");
  const [recovery, setRecovery] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (code.length !== CODE_LENGTH || busy) return;
    setBusy(true);
    setError(null);
    try {
      onSignedIn(await signInWithCode(challengeToken, code));
    } catch (caught) {
      setBusy(false);
      if (caught instanceof ApiError && caught.code === "challenge_expired") {
        onExpired(caught.message);
        return;
      }
      if (caught instanceof ApiError && caught.code === "invalid_code") {
        setError(invalidCodeMessage());
      } else {
        // A rate limit says when to try again; a failed network has no message for people.
        setError(caught instanceof ApiError && caught.code !== "http_error" ? caught.message : signInFailed());
      }
      setCode("");
      input.current?.focus();
    }
  };

  const switchKind = () => {
    setRecovery((was) => !was);
    setCode("");
    setError(null);
    input.current?.focus();
  };

  return (
    <AuthLayout
      title={t`Two-factor authentication`}
      description={
        recovery
          ? t`Enter one of the recovery codes you saved when you turned on two-factor authentication. Each works once.`
          : t`Enter the 6-digit code from your authenticator app.`
      }
      icon={<StatusIcon tone="brand" icon={ShieldCheck} />}
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
        {error && <FormAlert>{error}</FormAlert>}
        <FormField label={t`Authentication code`}>
          <Input
            ref={input}
            value={code}
            onChange={(event) => setCode(normalizeCode(event.target.value))}
            autoComplete="one-time-code"
            inputMode={recovery ? "text" : "numeric"}
            autoCapitalize="characters"
            spellCheck={false}
            placeholder={recovery ? "ABC123" : "123456"}
            autoFocus
            className="text-center font-mono text-lg tracking-[0.3em]"
          />
        </FormField>
        <SubmitButton
          size="lg"
          className="w-full"
          disabled={code.length !== CODE_LENGTH}
          busy={busy}
          busyLabel={t`Verifying…`}
        >
          <Trans>Verify</Trans>
        </SubmitButton>
        <div className="flex flex-col items-center gap-2 text-sm sm:flex-row sm:justify-between">
          <Button variant="ghost" size="sm" onClick={switchKind}>
            {recovery ? <Trans>Use your authenticator app</Trans> : <Trans>Use a recovery code</Trans>}
          </Button>
          <Button variant="ghost" size="sm" onClick={onBack} disabled={busy}>
            <Trans>Back to sign in</Trans>
          </Button>
        </div>
      </form>
    </AuthLayout>
  );
}
