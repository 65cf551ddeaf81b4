import { Trans, useLingui } from "@lingui/react/macro";
import { FileText, ImageIcon, Paperclip, X } from "lucide-react";
import { useId, useRef, useState } from "react";
import { cn } from "@/lib/cn";
import { addAttachments, ATTACHMENT_ACCEPT, fileSize, MAX_ATTACHMENTS } from "../attachments";

/**
 * "Attach files": a file input behind a button-like label (so the input keeps the name and the
 * keyboard reaches it), the chosen files with Remove buttons, and why any file was left out.
 */
export function AttachmentPicker({
  files,
  onChange,
  disabled,
}: {
  files: File[];
  onChange: (files: File[]) => void;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<string[]>([]);

  return (
    <div className="min-w-0 space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <input
          ref={input}
          id={inputId}
          type="file"
          multiple
          accept={ATTACHMENT_ACCEPT}
          disabled={disabled || files.length >= MAX_ATTACHMENTS}
          className="peer sr-only"
          onChange={(event) => {
            const chosen = Array.from(event.target.files ?? []);
            const result = addAttachments(files, chosen);
            setProblems(result.problems);
            onChange(result.files);
            // The same file may be chosen again after being removed.
            event.target.value = "";
          }}
        />
        <label
          htmlFor={inputId}
          className={cn(
            "inline-flex h-9 cursor-pointer items-center gap-2 rounded-md px-3 text-sm font-medium text-slate-700 hover:bg-slate-100",
            "peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600",
            "peer-disabled:cursor-not-allowed peer-disabled:opacity-50",
          )}
        >
          <Paperclip className="h-4 w-4" aria-hidden />
          <Trans>Attach files</Trans>
        </label>
        <span className="text-xs text-slate-500">
          <Trans>PDF, JPEG, PNG or WebP; up to {MAX_ATTACHMENTS} files, 10 MB each</Trans>
        </span>
      </div>
      {files.length > 0 && (
        <ul aria-label={t`Files to send`} className="flex flex-wrap gap-2">
          {files.map((file, index) => {
            const name = file.name;
            return (
              <li
                key={`${file.name}-${file.size}-${file.lastModified}`}
                className="flex max-w-full items-center gap-2 rounded-md border border-slate-200 bg-slate-50 py-1 pr-1 pl-2 text-sm"
              >
                {file.type === "application/pdf" || /\.pdf$/i.test(file.name) ? (
                  <FileText className="h-4 w-4 shrink-0 text-slate-500" aria-hidden />
                ) : (
                  <ImageIcon className="h-4 w-4 shrink-0 text-slate-500" aria-hidden />
                )}
                <span className="min-w-0 truncate text-slate-800">{file.name}</span>
                <span className="shrink-0 text-xs text-slate-500">{fileSize(file.size)}</span>
                <button
                  type="button"
                  disabled={disabled}
                  aria-label={t`Remove ${name}`}
                  className="rounded p-1 text-slate-500 hover:bg-slate-200 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
                  onClick={() => {
                    onChange(files.filter((_, kept) => kept !== index));
                    setProblems([]);
                    input.current?.focus();
                  }}
                >
                  <X className="h-3.5 w-3.5" aria-hidden />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {problems.length > 0 && (
        <div role="alert" className="text-sm text-red-700">
          {problems.map((problem) => (
            <p key={problem}>{problem}</p>
          ))}
        </div>
      )}
    </div>
  );
}
