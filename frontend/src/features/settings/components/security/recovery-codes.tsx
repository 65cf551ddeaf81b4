import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { saveBlob } from "@/lib/save-file";
import { CopyButton } from "./copy-button";

/** The codes as a text file for safe keeping. */
function download(codes: string[]) {
  const text = [
    t`Steeple recovery codes`,
    "",
    ...codes,
    "",
    t`Each code signs you in once when you can't use your authenticator app.`,
    "",
  ].join("\n");
  saveBlob(new Blob([text], { type: "text/plain" }), "steeple-recovery-codes.txt");
}

/** Recovery codes, shown once (after setup or regenerating) with copy and download. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const { t } = useLingui();
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        <Trans>
          Save these recovery codes somewhere safe. If you lose access to your authenticator app, each code
          signs you in once. <strong className="font-semibold text-slate-900">They won't be shown again.</strong>
        </Trans>
      </p>
      <ul
        aria-label={t`Recovery codes`}
        className="grid grid-cols-2 gap-x-6 gap-y-1.5 rounded-md border border-slate-200 bg-slate-50 px-4 py-3 font-mono text-sm tracking-wider text-slate-900"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap items-start gap-2">
        <CopyButton text={codes.join("\n")} label={t`Copy codes`} />
        <Button variant="secondary" size="sm" onClick={() => download(codes)}>
          <Download className="h-4 w-4" aria-hidden />
          <Trans>Download</Trans>
        </Button>
      </div>
    </div>
  );
}
