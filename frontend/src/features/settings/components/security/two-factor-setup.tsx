import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { FormError } from "@/components/profile/editor-parts";
import { CODE_LENGTH, invalidCodeMessage } from "@/lib/auth/two-factor";
import { CodeInput } from "./code-input";
import { CopyButton } from "./copy-button";
import { RecoveryCodes } from "./recovery-codes";
import { failureText, refreshTwoFactor, verifyTwoFactor, type TwoFactorEnrollment } from "./security-api";

type Step = "scan" | "verify" | "complete";

const STEP_TITLES: Record<Step, MessageDescriptor> = {
  scan: msg`Scan the QR code`,
  verify: msg`Enter the verification code`,
  complete: msg`Save your recovery codes`,
};
const STEP_NUMBER: Record<Step, number> = { scan: 1, verify: 2, complete: 3 };

/** "JBSWY3DPEHPK3PXP" -> "JBSW Y3DP EHPK 3PXP": easier to type into an app by hand. */
function grouped(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, "$1 ");
}

/**
 * Spec 02 §4 two-factor setup for a started enrollment: scan, then verify (Back returns to scan),
 * then complete with the recovery codes shown once. `onDone` closes it; the caller drops the
 * enrollment, so the secret and the codes go with this component.
 */
export function TwoFactorSetup({ enrollment, onDone }: { enrollment: TwoFactorEnrollment; onDone: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>("scan");
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>([]);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // Each new step is announced by moving focus to its heading (the dialog focuses the first step).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (step !== "verify") heading.current?.focus();
  }, [step]);

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (code.length !== CODE_LENGTH || busy) return;
    setBusy(true);
    setError(null);
    try {
      setRecoveryCodes(await verifyTwoFactor(code));
      refreshTwoFactor(queryClient);
      setStep("complete");
    } catch (caught) {
      setError(failureText(caught, invalidCodeMessage()));
      setCode("");
    } finally {
      setBusy(false);
    }
  };

  const back = () => {
    setCode("");
    setError(null);
    setStep("scan");
  };

  const stepNumber = STEP_NUMBER[step];
  return (
    <div className="space-y-4 p-5">
      <div>
        <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">
          <Trans>Step {stepNumber} of 3</Trans>
        </p>
        <h3 ref={heading} tabIndex={-1} className="mt-0.5 font-semibold text-slate-900 focus:outline-none">
          {t(STEP_TITLES[step])}
        </h3>
      </div>

      {step === "scan" && (
        <>
          <p className="text-sm text-slate-700">
            <Trans>
              Scan this QR code with an authenticator app such as Google Authenticator, Microsoft Authenticator or
              1Password.
            </Trans>
          </p>
          <img
            src={`data:image/svg+xml;utf8,${encodeURIComponent(enrollment.qr_svg)}`}
            alt={t`QR code for your authenticator app`}
            width={176}
            height={176}
            className="mx-auto h-44 w-44 rounded-md border border-slate-200 bg-white p-2"
          />
          <div className="space-y-2">
            <p className="text-sm text-slate-700">
              <Trans>Can't scan it? Enter this setup key in the app instead:</Trans>
            </p>
            <code
              data-testid="two-factor-secret"
              className="block rounded-md border border-slate-200 bg-slate-50 px-3 py-2 font-mono text-sm tracking-wider break-all text-slate-900"
            >
              {grouped(enrollment.secret)}
            </code>
            <CopyButton text={enrollment.secret} label={t`Copy key`} />
          </div>
          <div className="flex justify-end">
            <Button onClick={() => setStep("verify")}>
              <Trans>Next</Trans>
            </Button>
          </div>
        </>
      )}

      {step === "verify" && (
        <form noValidate onSubmit={(event) => void verify(event)} className="space-y-4">
          <p className="text-sm text-slate-700">
            <Trans>Enter the 6-digit code your authenticator app shows for Steeple.</Trans>
          </p>
          {error && <FormError>{error}</FormError>}
          <FormField label={t`Verification code`}>
            <CodeInput value={code} onValueChange={setCode} inputMode="numeric" placeholder="123456" autoFocus />
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
            <Button variant="secondary" onClick={back} disabled={busy}>
              <Trans>Back</Trans>
            </Button>
            <SubmitButton disabled={code.length !== CODE_LENGTH} busy={busy} busyLabel={t`Verifying…`}>
              <Trans>Verify</Trans>
            </SubmitButton>
          </div>
        </form>
      )}

      {step === "complete" && (
        <>
          <p role="status" className="text-sm font-medium text-green-700">
            <Trans>Two-factor authentication is on.</Trans>
          </p>
          <RecoveryCodes codes={recoveryCodes} />
          <div className="flex justify-end">
            <Button onClick={onDone}>
              <Trans>Done</Trans>
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
