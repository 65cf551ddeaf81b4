import { Trans, useLingui } from "@lingui/react/macro";
import { Download, FileText, ImageIcon } from "lucide-react";
import { useState } from "react";
import { cn } from "@/lib/cn";
import { errorMessage } from "@/lib/form-errors";
import { notify } from "@/lib/toast";
import { downloadAttachment, type Attachment, type Message } from "../api/messages-api";
import { fileSize } from "../attachments";
import { exactTime, messageTime } from "../format";

/** One message: mine on the right in the brand colour, theirs on the left; attachments as downloads. */
export function MessageItem({ message, otherName, showRead = false }: { message: Message; otherName: string; showRead?: boolean }) {
  const { t } = useLingui();
  const mine = message.mine;
  return (
    <li className={cn("flex", mine ? "justify-end" : "justify-start")}>
      <div className={cn("flex max-w-[85%] flex-col sm:max-w-[75%]", mine ? "items-end" : "items-start")}>
        <div
          className={cn(
            "rounded-2xl px-4 py-2.5 text-sm shadow-sm",
            mine ? "rounded-br-md bg-brand-800 text-white" : "rounded-bl-md bg-slate-100 text-slate-900",
          )}
        >
          <span className="sr-only">{mine ? <Trans>You wrote:</Trans> : <Trans>{otherName} wrote:</Trans>} </span>
          <p className="break-words whitespace-pre-wrap">{message.body}</p>
          {message.attachments.length > 0 && (
            <ul aria-label={t`Attachments`} className="mt-2 space-y-1.5">
              {message.attachments.map((attachment) => (
                <li key={attachment.id}>
                  <AttachmentLink attachment={attachment} mine={mine} />
                </li>
              ))}
            </ul>
          )}
        </div>
        <p className="mt-1 px-1 text-xs text-slate-500">
          <time dateTime={message.created_at} title={exactTime(message.created_at)}>
            {messageTime(message.created_at)}
          </time>
          {showRead && mine && message.is_read && (
            <>
              {" · "}
              <Trans>Read</Trans>
            </>
          )}
        </p>
      </div>
    </li>
  );
}

/**
 * A download link. The file is fetched with the signed-in user's token (the server serves it to
 * the two people in the conversation only) and saved under its own name.
 */
function AttachmentLink({ attachment, mine }: { attachment: Attachment; mine: boolean }) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const filename = attachment.filename;
  const size = fileSize(attachment.size_bytes);
  const Icon = attachment.content_type === "application/pdf" ? FileText : ImageIcon;
  return (
    <a
      href={attachment.url}
      download={attachment.filename}
      aria-label={t`Download ${filename}, ${size}`}
      aria-busy={busy}
      onClick={(event) => {
        event.preventDefault();
        if (busy) return;
        setBusy(true);
        downloadAttachment(attachment)
          .catch((error: unknown) => notify.error(t`Couldn't download ${filename}`, errorMessage(error, t`Please try again.`)))
          .finally(() => setBusy(false));
      }}
      className={cn(
        "flex max-w-full items-center gap-2 rounded-lg px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-offset-2",
        mine
          ? "bg-white/15 text-white hover:bg-white/25 focus-visible:outline-white"
          : "bg-white text-slate-800 ring-1 ring-slate-200 hover:bg-slate-50 focus-visible:outline-brand-600",
      )}
    >
      <Icon className="h-4 w-4 shrink-0" aria-hidden />
      <span className="min-w-0 truncate font-medium">{attachment.filename}</span>
      <span className={cn("shrink-0 text-xs", mine ? "text-white/80" : "text-slate-500")}>
        {size}
      </span>
      <Download className="h-4 w-4 shrink-0 opacity-70" aria-hidden />
    </a>
  );
}
