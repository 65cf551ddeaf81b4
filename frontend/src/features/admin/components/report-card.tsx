import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { EyeOff, RotateCcw, UserX, X } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { errorMessage } from "@/lib/form-errors";
import { notify } from "@/lib/toast";
import { useModerate, type ModerationAction } from "../api/admin-api";
import { REASON_LABELS, decisionText, formatWhen, goneText, reportHeading, type AdminReport } from "../moderation";
import { SuspendDialog } from "./suspend-dialog";

const DONE: Record<ModerationAction["kind"], MessageDescriptor> = {
  decide: msg`Report closed`,
  item: msg`Item updated`,
  suspend: msg`Account suspended`,
  "restore-account": msg`Account restored`,
};

/**
 * One report: the item as it is now, who reported it, why, and what staff can do. An open report
 * is closed by Hide item or Dismiss (with an optional note for the log); the item and its author's
 * account can be hidden, suspended or restored from open and closed reports alike.
 */
export function ReportCard({ report, onDecided }: { report: AdminReport; onDecided: () => void }) {
  const { t } = useLingui();
  const moderate = useModerate();
  const [note, setNote] = useState("");
  const [suspending, setSuspending] = useState(false);
  const [suspendProblem, setSuspendProblem] = useState<string | null>(null);
  const noteId = useId();
  const headingId = useId();
  const { item } = report;
  const author = item.author;
  const suspended = Boolean(author?.suspended);

  // The promise, not mutate's callbacks: a decided report leaves the list (this card unmounts)
  // before the mutation settles, and mutate's callbacks would not run then.
  const run = async (action: ModerationAction) => {
    try {
      await moderate.mutateAsync(action);
    } catch (error) {
      const text = errorMessage(error, t`That didn't work. Please try again.`);
      if (action.kind === "suspend") setSuspendProblem(text);
      else notify.error(text);
      return;
    }
    notify.success(t(DONE[action.kind]));
    if (action.kind === "suspend") setSuspending(false);
    if (action.kind === "decide") onDecided();
  };

  return (
    <article aria-labelledby={headingId} tabIndex={-1} className="focus-visible:outline-2 focus-visible:outline-brand-600 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 id={headingId} className="font-semibold text-slate-900">
          {reportHeading(item.type, REASON_LABELS[report.reason])}
        </h3>
        {item.hidden && <Flag>{t`Hidden`}</Flag>}
        {suspended && <Flag>{t`Account suspended`}</Flag>}
        <time dateTime={report.created_at} className="text-sm text-slate-500 sm:ml-auto">
          {formatWhen(report.created_at)}
        </time>
      </header>

      <figure className="mt-3 rounded-lg border border-slate-200 bg-slate-50 p-3">
        {item.exists ? (
          <>
            {item.title && <p className="font-medium text-slate-900">{item.title}</p>}
            {item.text && <blockquote className="mt-1 text-sm break-words whitespace-pre-line text-slate-700">{item.text}</blockquote>}
            <figcaption className="mt-2 flex flex-wrap gap-x-3 text-xs text-slate-500">
              {author && (
                <AuthorLine name={author.name} email={author.email} />
              )}
              {item.path && (
                <Link to={item.path} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                  <Trans>Open its page</Trans>
                </Link>
              )}
            </figcaption>
          </>
        ) : (
          <p className="text-sm text-slate-500 italic">{goneText(item.type)}</p>
        )}
      </figure>

      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-700">
          <Trans>Reported by</Trans>
        </dt>
        <dd className="text-slate-600">
          {report.reporter ? `${report.reporter.name} (${report.reporter.email})` : t`A deleted account`}
        </dd>
        <dt className="font-medium text-slate-700">
          <Trans>Reason</Trans>
        </dt>
        <dd className="text-slate-600">{t(REASON_LABELS[report.reason])}</dd>
        {report.details && (
          <>
            <dt className="font-medium text-slate-700">
              <Trans>Details</Trans>
            </dt>
            <dd className="break-words whitespace-pre-line text-slate-600">{report.details}</dd>
          </>
        )}
        {report.status === "closed" && report.decision && (
          <>
            <dt className="font-medium text-slate-700">
              <Trans>Decision</Trans>
            </dt>
            <dd className="text-slate-600">
              {decisionText({ action: report.decision, item_type: item.type })}
              {report.decided_at && `, ${formatWhen(report.decided_at)}`}
              {report.note && ` — ${report.note}`}
            </dd>
          </>
        )}
      </dl>

      {report.status === "open" && (
        <div className="mt-4 space-y-1.5">
          <label htmlFor={noteId} className="block text-sm font-medium text-slate-800">
            <Trans>Note for the log (optional)</Trans>
          </label>
          <Input id={noteId} value={note} maxLength={2000} onChange={(event) => setNote(event.target.value)} />
        </div>
      )}

      <div role="group" aria-label={t`Actions`} className="mt-4 flex flex-wrap gap-2">
        {item.exists && !item.hidden && (
          <Button
            size="sm"
            disabled={moderate.isPending}
            onClick={() =>
              void run(
                report.status === "open"
                  ? { kind: "decide", reportId: report.id, action: "hide", note: note.trim() }
                  : // A dismissed report's item can still be hidden later; the report stays closed.
                    { kind: "item", itemType: item.type, itemId: item.id, action: "hide" },
              )
            }
          >
            <EyeOff className="h-4 w-4" aria-hidden />
            <Trans>Hide item</Trans>
          </Button>
        )}
        {report.status === "open" && (
          <Button
            size="sm"
            variant="secondary"
            disabled={moderate.isPending}
            onClick={() => void run({ kind: "decide", reportId: report.id, action: "dismiss", note: note.trim() })}
          >
            <X className="h-4 w-4" aria-hidden />
            <Trans context="report">Dismiss</Trans>
          </Button>
        )}
        {item.exists && item.hidden && (
          <Button
            size="sm"
            variant="secondary"
            disabled={moderate.isPending}
            onClick={() => void run({ kind: "item", itemType: item.type, itemId: item.id, action: "restore" })}
          >
            <RotateCcw className="h-4 w-4" aria-hidden />
            <Trans>Restore item</Trans>
          </Button>
        )}
        {author &&
          (suspended ? (
            <Button
              size="sm"
              variant="secondary"
              disabled={moderate.isPending}
              onClick={() => void run({ kind: "restore-account", userId: author.id })}
            >
              <RotateCcw className="h-4 w-4" aria-hidden />
              <Trans>Restore account</Trans>
            </Button>
          ) : (
            <Button
              size="sm"
              variant="destructive"
              disabled={moderate.isPending}
              onClick={() => {
                setSuspendProblem(null);
                setSuspending(true);
              }}
            >
              <UserX className="h-4 w-4" aria-hidden />
              <Trans>Suspend account</Trans>
            </Button>
          ))}
      </div>

      {author && (
        <SuspendDialog
          name={author.name}
          open={suspending}
          busy={moderate.isPending}
          problem={suspendProblem}
          onCancel={() => setSuspending(false)}
          onConfirm={(reason) => void run({ kind: "suspend", userId: author.id, reason })}
        />
      )}
    </article>
  );
}

/** "By Ann Lee (ann@example.org)": who wrote the reported item. */
function AuthorLine({ name, email }: { name: string; email: string }) {
  return (
    <span>
      <Trans>
        By {name} ({email})
      </Trans>
    </span>
  );
}

/** What moderation has already done to the item or its author. */
function Flag({ children }: { children: string }) {
  return <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-medium text-red-700 ring-1 ring-red-600/20 ring-inset">{children}</span>;
}
