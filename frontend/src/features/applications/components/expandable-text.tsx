import { Trans } from "@lingui/react/macro";
import { useId, useState } from "react";
import { cn } from "@/lib/cn";

// Longer than this, or more paragraphs than this, starts folded.
const FOLD_CHARACTERS = 280;
const FOLD_LINES = 4;

/** Long text folded to a few lines, with Read more / Show less. */
export function ExpandableText({ text, label }: { text: string; label: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const long = text.length > FOLD_CHARACTERS || text.split("\n").length > FOLD_LINES;
  return (
    <div>
      <p id={id} className={cn("text-sm break-words whitespace-pre-line text-slate-800", long && !open && "line-clamp-3")}>
        {text}
      </p>
      {long && (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((value) => !value)}
          className="mt-1 rounded text-sm font-medium text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {open ? <Trans>Show less</Trans> : <Trans>Read more</Trans>}{" "}
          <span className="sr-only">
            <Trans>of {label}</Trans>
          </span>
        </button>
      )}
    </div>
  );
}
