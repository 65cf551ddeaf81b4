import { Trans } from "@lingui/react/macro";
import { Check, Copy } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useCopy } from "./use-copy";

/** Copies `text`; the button says "Copied!" for 2 s, and a screen reader hears it. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { copied, failed, copy } = useCopy();
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <Button variant="secondary" size="sm" onClick={() => void copy(text)}>
        {copied ? <Check className="h-4 w-4" aria-hidden /> : <Copy className="h-4 w-4" aria-hidden />}
        {copied ? <Trans>Copied!</Trans> : label}
      </Button>
      <span role="status" className={failed ? "text-xs text-red-700" : "sr-only"}>
        {copied ? (
          <Trans>Copied to the clipboard.</Trans>
        ) : failed ? (
          <Trans>Couldn't copy. Select the text and copy it yourself.</Trans>
        ) : null}
      </span>
    </div>
  );
}
