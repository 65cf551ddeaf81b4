import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { FormError } from "@/components/profile/editor-parts";
import { CODE_LENGTH } from "@/lib/auth/two-factor";
import { CodeInput } from "./code-input";

/**
 * The form of a dialog that needs a current code before a change to two-factor (disable,
 * new recovery codes). `onSubmit` throws to keep the dialog open; its message shows here.
 */
export function CodeForm({
  hint,
  submitLabel,
  busyLabel,
  destructive = false,
  onSubmit,
  onCancel,
  describeError,
}: {
  hint: string;
  submitLabel: string;
  busyLabel: string;
  destructive?: boolean;
  onSubmit: (code: string) => Promise<void>;
  onCancel: () => void;
  describeError: (error: unknown) => string;
}) {
  const { t } = useLingui();
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (code.length !== CODE_LENGTH || busy) return;
    setBusy(true);
    setError(null);
    try {
      await onSubmit(code);
    } catch (caught) {
      setError(describeError(caught));
      setCode("");
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4 p-5">
      {error && <FormError>{error}</FormError>}
      <FormField label={t`Authentication code`} hint={hint}>
        <CodeInput value={code} onValueChange={setCode} placeholder="123456" autoFocus />
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          <Trans>Cancel</Trans>
        </Button>
        <SubmitButton
          variant={destructive ? "destructive" : "primary"}
          disabled={code.length !== CODE_LENGTH}
          busy={busy}
          busyLabel={busyLabel}
        >
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
