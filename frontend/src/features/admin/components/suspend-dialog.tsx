import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { FormError } from "@/components/profile/editor-parts";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/dialog";
import { Textarea } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";

/**
 * Suspend an account, with the reason the log keeps. Suspending signs the person out everywhere
 * and hides their profile and opportunities, so the dialog says so and asks for the reason first.
 */
export function SuspendDialog({
  name,
  open,
  busy,
  problem,
  onCancel,
  onConfirm,
}: {
  name: string;
  open: boolean;
  busy: boolean;
  /** The server's refusal, shown in the dialog. */
  problem: string | null;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}) {
  const { t } = useLingui();
  const [reason, setReason] = useState("");
  const [missing, setMissing] = useState(false);
  const fieldId = useId();
  const errorId = useId();
  const shown = missing ? t`Give a reason for the log.` : problem;

  const close = () => {
    setReason("");
    setMissing(false);
    onCancel();
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && close()}
      title={t`Suspend ${name}?`}
      description={t`They can no longer sign in, and their profile and opportunities are hidden from everyone. You can restore the account later.`}
    >
      <form
        noValidate
        className="space-y-4 p-5"
        onSubmit={(event) => {
          event.preventDefault();
          const text = reason.trim();
          setMissing(!text);
          if (text) onConfirm(text);
        }}
      >
        <div className="space-y-1.5">
          <label htmlFor={fieldId} className="block text-sm font-medium text-slate-800">
            <Trans>Reason</Trans>
          </label>
          <Textarea
            id={fieldId}
            value={reason}
            maxLength={2000}
            className="min-h-24"
            aria-invalid={shown ? true : undefined}
            aria-describedby={shown ? errorId : undefined}
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
        {shown && (
          <div id={errorId}>
            <FormError>{shown}</FormError>
          </div>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close}>
            <Trans>Cancel</Trans>
          </Button>
          <SubmitButton variant="destructive" busy={busy} busyLabel={t`Suspending…`}>
            <Trans>Suspend account</Trans>
          </SubmitButton>
        </div>
      </form>
    </Modal>
  );
}
