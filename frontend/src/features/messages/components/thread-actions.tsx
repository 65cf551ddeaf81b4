import { useLingui } from "@lingui/react/macro";
import { Archive, ArchiveRestore, Ban, Flag, ShieldCheck, Trash2 } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { ReportDialog } from "@/components/reports/report-dialog";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { errorMessage } from "@/lib/form-errors";
import { notify } from "@/lib/toast";
import { useBlock, useConversationAction, type Conversation } from "../api/messages-api";

/** A button whose words hide on phones (the icon stays): the name stays the same for everyone. */
function ActionButton({
  icon,
  label,
  onClick,
  disabled,
}: {
  icon: ReactNode;
  label: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <Button size="sm" variant="ghost" onClick={onClick} disabled={disabled} title={label} className="max-sm:px-2">
      {icon}
      <span className="sr-only sm:not-sr-only">{label}</span>
    </Button>
  );
}

/** Archive / Unarchive, Delete for me, Block / Unblock and Report for an open conversation. */
export function ThreadActions({
  userId,
  conversation,
  reportMessageId,
}: {
  userId: string;
  conversation: Conversation;
  /** Their latest message here: what Report reports (none while they have written nothing). */
  reportMessageId: string | null;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const archive = useConversationAction(userId, "archive");
  const unarchive = useConversationAction(userId, "unarchive");
  const remove = useConversationAction(userId, "delete");
  const block = useBlock(userId);
  const [dialog, setDialog] = useState<"delete" | "block" | "report" | null>(null);
  const name = conversation.other.name;
  const busy = archive.isPending || unarchive.isPending || remove.isPending || block.isPending;

  const run = async (work: () => Promise<unknown>, done: string, failed: string) => {
    try {
      await work();
      notify.success(done);
    } catch (error) {
      notify.error(failed, errorMessage(error, t`Please try again.`));
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-1" role="group" aria-label={t`Conversation actions`}>
      {conversation.archived ? (
        <ActionButton
          icon={<ArchiveRestore className="h-4 w-4" aria-hidden />}
          label={t`Unarchive`}
          disabled={busy}
          onClick={() =>
            void run(() => unarchive.mutateAsync(conversation.id), t`Moved back to your inbox`, t`Couldn't unarchive`)
          }
        />
      ) : (
        <ActionButton
          icon={<Archive className="h-4 w-4" aria-hidden />}
          label={t`Archive`}
          disabled={busy}
          onClick={() => void run(() => archive.mutateAsync(conversation.id), t`Conversation archived`, t`Couldn't archive`)}
        />
      )}
      <ActionButton icon={<Trash2 className="h-4 w-4" aria-hidden />} label={t`Delete for me`} disabled={busy} onClick={() => setDialog("delete")} />
      {conversation.blocked ? (
        <ActionButton
          icon={<ShieldCheck className="h-4 w-4" aria-hidden />}
          label={t`Unblock`}
          disabled={busy}
          onClick={() =>
            void run(() => block.mutateAsync({ otherId: conversation.other.id, block: false }), t`${name} unblocked`, t`Couldn't unblock ${name}`)
          }
        />
      ) : (
        <ActionButton icon={<Ban className="h-4 w-4" aria-hidden />} label={t`Block`} disabled={busy} onClick={() => setDialog("block")} />
      )}
      {reportMessageId && (
        <ActionButton icon={<Flag className="h-4 w-4" aria-hidden />} label={t`Report`} onClick={() => setDialog("report")} />
      )}

      <ConfirmDialog
        open={dialog === "delete"}
        title={t`Delete this conversation for you?`}
        description={t`It leaves your messages. ${name} keeps their copy; if they write again, only the new messages show here.`}
        confirmLabel={t`Delete for me`}
        destructive
        onCancel={() => setDialog(null)}
        onConfirm={() => {
          setDialog(null);
          void run(
            async () => {
              await remove.mutateAsync(conversation.id);
              await navigate("/messages", { replace: true });
            },
            t`Conversation deleted`,
            t`Couldn't delete the conversation`,
          );
        }}
      />
      <ConfirmDialog
        open={dialog === "block"}
        title={t`Block ${name}?`}
        description={t`Neither of you can write to the other until you unblock ${name}.`}
        confirmLabel={t`Block`}
        destructive
        onCancel={() => setDialog(null)}
        onConfirm={() => {
          setDialog(null);
          void run(() => block.mutateAsync({ otherId: conversation.other.id, block: true }), t`${name} blocked`, t`Couldn't block ${name}`);
        }}
      />
      {reportMessageId && (
        <ReportDialog
          open={dialog === "report"}
          onOpenChange={(open) => setDialog(open ? "report" : null)}
          itemType="message"
          itemId={reportMessageId}
          title={t`Report ${name}'s message`}
        />
      )}
    </div>
  );
}
