import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, FileDown, Printer } from "lucide-react";
import { useRef } from "react";
import { Link, useParams } from "react-router";
import { LoadProblem } from "@/components/errors/load-problem";
import { Button } from "@/components/ui/button";
import { PageLoading } from "@/components/ui/page-loading";
import { usePageTitle } from "@/lib/page-title";
import { notify } from "@/lib/toast";
import { downloadPackPdf, packPrintQuery } from "../api/handoff-api";

/** /hires/:id/pack/print: the print view, the very page the server lays the PDF out from, shown in
 * a frame that runs no script (the page is the server's, with everyone's words escaped). */
export function PackPrintPage() {
  const { id = "" } = useParams();
  const { t } = useLingui();
  usePageTitle(t`Print the service plan`);
  const query = useQuery(packPrintQuery(id));
  const frame = useRef<HTMLIFrameElement>(null);
  return (
    <div className="mx-auto max-w-5xl space-y-4 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link to={`/hires/${id}/pack`} className="inline-flex items-center gap-1 text-sm font-medium text-brand-800 hover:underline">
          <ArrowLeft className="h-4 w-4" aria-hidden />
          <Trans>Back to the plan</Trans>
        </Link>
        <div className="flex gap-2">
          <Button size="sm" disabled={!query.data} onClick={() => frame.current?.contentWindow?.print()}>
            <Printer className="h-4 w-4" aria-hidden />
            <Trans>Print</Trans>
          </Button>
          <Button variant="secondary" size="sm" onClick={() => void downloadPackPdf(id).catch(() => notify.error(t`The PDF could not be made. Please try again.`))}>
            <FileDown className="h-4 w-4" aria-hidden />
            <Trans>Download PDF</Trans>
          </Button>
        </div>
      </div>
      {query.isPending ? (
        <PageLoading />
      ) : query.isError ? (
        <LoadProblem title={t`The print view could not be loaded`} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <iframe
          ref={frame}
          title={t`Print view`}
          srcDoc={query.data}
          sandbox="allow-same-origin allow-modals"
          className="h-[80vh] w-full rounded-md border border-slate-200 bg-white shadow-sm"
        />
      )}
    </div>
  );
}
