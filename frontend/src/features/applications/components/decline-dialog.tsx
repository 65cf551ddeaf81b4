import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { FormError } from "@/components/profile/editor-parts";
import { Button } from "@/components/ui/button";
import { Modal, type DialogOpenProps } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { ApiError } from "@/lib/api/client";
import { errorMessage } from "@/lib/form-errors";
import { limit } from "@/lib/form-fields";
import { notify } from "@/lib/toast";
import { useApplicationMove, type Application } from "../api/applications-api";
import { applicantName } from "../applicant";

const NOTE_MAX = 2000;

/** The church passes on an applicant, with an optional note they will read. */
export function DeclineDialog({ application, ...dialog }: DialogOpenProps & { application: Application }) {
  const { t } = useLingui();
  const name = applicantName(application.applicant);
  return (
    <Modal
      {...dialog}
      title={t`Decline ${name}?`}
      description={t`They will be told kindly that they were not selected for this opportunity.`}
    >
      <DeclineForm application={application} name={name} onDone={() => dialog.onOpenChange(false)} />
    </Modal>
  );
}

function DeclineForm({ application, name, onDone }: { application: Application; name: string; onDone: () => void }) {
  const { t } = useLingui();
  const decline = useApplicationMove("decline");
  const [note, setNote] = useState("");
  const [noteError, setNoteError] = useState<string>();
  const [problem, setProblem] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNoteError(undefined);
    setProblem(undefined);
    if (note.trim().length > NOTE_MAX) {
      setNoteError(limit(NOTE_MAX));
      return;
    }
    try {
      await decline.mutateAsync({ id: application.id, note: note.trim() || null });
      notify.success(t`Applicant declined`, t`${name} will be told they were not selected.`);
      onDone();
    } catch (error) {
      const fieldMessage = error instanceof ApiError ? error.fields.note : undefined;
      if (fieldMessage) setNoteError(fieldMessage);
      else setProblem(errorMessage(error, t`The applicant was not declined. Please try again.`));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5 p-5">
      {problem && <FormError>{problem}</FormError>}
      <FormField
        label={t`Note to the applicant (optional)`}
        error={noteError}
        hint={t`They will see it with your decision.`}
      >
        <Textarea rows={4} className="min-h-24" value={note} onChange={(event) => setNote(event.target.value)} />
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
        <SubmitButton variant="destructive" busy={decline.isPending} busyLabel={t`Declining…`}>
          <Trans>Decline applicant</Trans>
        </SubmitButton>
      </div>
    </form>
  );
}
