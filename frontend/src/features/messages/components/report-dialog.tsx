import { useId, useState } from "react";
import { FormError } from "@/components/profile/editor-parts";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/dialog";
import { Textarea } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { ApiError } from "@/lib/api/client";
import { errorMessage } from "@/lib/form-errors";
import { notify } from "@/lib/toast";
import { useReport } from "../api/messages-api";

const MAX_REASON = 2000;

/** Report the other person (and their latest message here) to Steeple's team, with a reason. */
export function ReportDialog({
  open,
  onOpenChange,
  userId,
  name,
  messageId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  userId: string;
  name: string;
  messageId: string | null;
}) {
  const report = useReport();
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const fieldId = useId();
  const errorId = useId();

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setReason("");
      setProblem(null);
    }
  };

  const submit = async () => {
    const text = reason.trim();
    if (!text) return setProblem("Say what is wrong, so our team can look into it.");
    if (text.length > MAX_REASON) return setProblem(`Use at most ${MAX_REASON.toLocaleString("en-US")} characters.`);
    setProblem(null);
    try {
      await report.mutateAsync({ user_id: userId, reason: text, ...(messageId ? { message_id: messageId } : {}) });
      notify.success("Report sent", "Thank you. Our team will look into it.");
      close(false);
    } catch (error) {
      setProblem((error instanceof ApiError && error.fields.reason) || errorMessage(error, "The report wasn't sent. Please try again."));
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={close}
      title={`Report ${name}`}
      description="Tell us what is wrong. Our team reviews every report."
    >
      <form
        noValidate
        className="space-y-4 p-5"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="space-y-1.5">
          <label htmlFor={fieldId} className="block text-sm font-medium text-slate-800">
            Reason
          </label>
          <Textarea
            id={fieldId}
            value={reason}
            maxLength={MAX_REASON}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? errorId : undefined}
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
        {problem && (
          <div id={errorId}>
            <FormError>{problem}</FormError>
          </div>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => close(false)}>
            Cancel
          </Button>
          <SubmitButton busy={report.isPending} busyLabel="Sending…">
            Send report
          </SubmitButton>
        </div>
      </form>
    </Modal>
  );
}
