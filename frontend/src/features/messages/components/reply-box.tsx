import { i18n } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { Send } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { FormError } from "@/components/profile/editor-parts";
import { SubmitButton } from "@/components/ui/submit-button";
import { Textarea } from "@/components/ui/input";
import { ApiError } from "@/lib/api/client";
import { errorMessage } from "@/lib/form-errors";
import { useSendReply } from "../api/messages-api";
import { MAX_BODY, sendsOnKey } from "../message-rules";
import { AttachmentPicker } from "./attachment-picker";

/** Writing back in an open conversation: the message, any files, Send. */
export function ReplyBox({ userId, conversationId, otherName }: { userId: string; conversationId: string; otherName: string }) {
  const { t } = useLingui();
  const send = useSendReply(userId, conversationId);
  const [body, setBody] = useState("");
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  // A new picker after each message sent: its notes about left-out files belong to the last one.
  const [sent, setSent] = useState(0);
  const hintId = useId();
  const fieldId = useId();
  const tooLong = body.length > MAX_BODY;
  const excess = (body.length - MAX_BODY).toLocaleString(i18n.locale);
  const most = MAX_BODY.toLocaleString(i18n.locale);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (send.isPending) return;
    if (!body.trim()) {
      setProblem(t`Write a message first.`);
      return;
    }
    if (tooLong) return;
    setProblem(null);
    try {
      await send.mutateAsync({ body: body.trim(), files });
      setBody("");
      setFiles([]);
      setSent((count) => count + 1);
    } catch (error) {
      const field = error instanceof ApiError ? (error.fields.body ?? error.fields.attachments) : undefined;
      setProblem(field ?? errorMessage(error, t`Your message wasn't sent. Please try again.`));
    }
  };

  return (
    <form aria-label={t`Reply`} noValidate onSubmit={(event) => void submit(event)} className="space-y-2 border-t border-slate-200 bg-white p-3 sm:p-4">
      {problem && <FormError>{problem}</FormError>}
      <label htmlFor={fieldId} className="sr-only">
        <Trans>Message</Trans>
      </label>
      <Textarea
        id={fieldId}
        value={body}
        rows={3}
        placeholder={t`Write to ${otherName}…`}
        aria-describedby={hintId}
        aria-invalid={tooLong || undefined}
        className="min-h-20 resize-y"
        onChange={(event) => setBody(event.target.value)}
        onKeyDown={(event) => {
          if (sendsOnKey(event)) {
            event.preventDefault();
            void submit();
          }
        }}
      />
      <p id={hintId} className={tooLong ? "text-xs text-red-700" : "sr-only"}>
        {tooLong ? (
          <Trans>
            Your message is {excess} characters too long (at most {most}).
          </Trans>
        ) : (
          <Trans>Press Control and Enter, or Command and Enter, to send.</Trans>
        )}
      </p>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <AttachmentPicker key={sent} files={files} onChange={setFiles} disabled={send.isPending} />
        <SubmitButton busy={send.isPending} busyLabel={t`Sending…`} disabled={tooLong} className="ml-auto">
          <Send className="h-4 w-4" aria-hidden />
          <Trans>Send</Trans>
        </SubmitButton>
      </div>
    </form>
  );
}
