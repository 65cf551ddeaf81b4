import { Trans, useLingui } from "@lingui/react/macro";
import { Download, FileText, Paperclip, Trash2 } from "lucide-react";
import { useId, useRef, useState } from "react";
import { FormError } from "@/components/profile/editor-parts";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/form-errors";
import { notify } from "@/lib/toast";
import { downloadPackFile, useAddPackFiles, useRemovePackFile, type Pack, type PackFile } from "../api/handoff-api";

const ACCEPT = "application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png";

/** Tech riders, stage plots, chord charts: either side attaches them; the side that added one
 * removes it. The server reads each file to judge it. */
export function PackFiles({ pack }: { pack: Pack }) {
  const { t } = useLingui();
  const add = useAddPackFiles(pack.application_id);
  const remove = useRemovePackFile(pack.application_id);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const editable = !pack.read_only;

  const upload = async (files: File[]) => {
    setProblem(null);
    if (files.length === 0) return;
    try {
      await add.mutateAsync(files);
      notify.success(t`File added`);
    } catch (error) {
      setProblem(errorMessage(error, t`We couldn't add that file. Please try again.`));
    } finally {
      if (input.current) input.current.value = "";
    }
  };
  const removeFile = async (file: PackFile) => {
    try {
      await remove.mutateAsync(file.id);
      const name = file.filename;
      notify.success(t`Removed ${name}`);
    } catch (error) {
      notify.error(errorMessage(error, t`We couldn't remove that file. Please try again.`));
    }
  };

  return (
    <section className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm" aria-label={t`Files`}>
      <h2 className="mb-4 text-lg font-semibold text-slate-900">
        <Trans>Files</Trans>
      </h2>
      {pack.files.length === 0 ? (
        <p className="text-sm text-slate-600">
          <Trans>No files yet: a tech rider, a stage plot or chord charts go here.</Trans>
        </p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {pack.files.map((file) => {
            const name = file.filename;
            return (
            <li key={file.id} className="flex items-center justify-between gap-3 py-2">
              <span className="flex min-w-0 items-center gap-2 text-sm">
                <FileText className="h-4 w-4 shrink-0 text-slate-500" aria-hidden />
                <span className="truncate">{file.filename}</span>
                <span className="shrink-0 text-xs text-slate-500">{file.side === "church" ? t`from the church` : t`from the guest`}</span>
              </span>
              <span className="flex shrink-0 gap-1">
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={t`Download ${name}`}
                  onClick={() => void downloadPackFile(pack.application_id, file).catch(() => notify.error(t`The download failed. Please try again.`))}
                >
                  <Download className="h-4 w-4" aria-hidden />
                </Button>
                {editable && file.side === pack.you_are && (
                  <Button variant="ghost-destructive" size="icon-sm" aria-label={t`Remove ${name}`} disabled={remove.isPending} onClick={() => void removeFile(file)}>
                    <Trash2 className="h-4 w-4" aria-hidden />
                  </Button>
                )}
              </span>
            </li>
            );
          })}
        </ul>
      )}
      {editable && (
        <div className="mt-4 space-y-2">
          {problem && <FormError>{problem}</FormError>}
          <input
            ref={input}
            type="file"
            multiple
            accept={ACCEPT}
            className="sr-only"
            aria-label={t`Attach files`}
            aria-describedby={hintId}
            onChange={(event) => void upload(Array.from(event.target.files ?? []))}
          />
          <Button type="button" variant="secondary" size="sm" disabled={add.isPending} onClick={() => input.current?.click()}>
            <Paperclip className="h-4 w-4" aria-hidden />
            {add.isPending ? <Trans>Uploading…</Trans> : <Trans>Attach files</Trans>}
          </Button>
          <p id={hintId} className="text-xs text-slate-500">
            <Trans>PDF, JPEG or PNG; up to 5 at once, 10 MB each</Trans>
          </p>
        </div>
      )}
    </section>
  );
}
