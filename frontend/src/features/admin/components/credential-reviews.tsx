import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { BadgeCheck, Download } from "lucide-react";
import { useId, useState } from "react";
import { credentialKindName, dayOf } from "@/components/credentials/kinds";
import { LoadProblem } from "@/components/errors/load-problem";
import { FormError } from "@/components/profile/editor-parts";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { errorMessage } from "@/lib/form-errors";
import { notify } from "@/lib/toast";
import { credentialQueueQuery, downloadCredentialEvidence, useDecideCredential, type ReviewCredential } from "../api/admin-api";

/** /admin?tab=credentials: credentials waiting for review, oldest first. Staff open the
 * evidence (or read the referee's answer), then verify with a note or reject with a reason. */
export function CredentialReviews() {
  const { t } = useLingui();
  const query = useQuery(credentialQueueQuery());
  if (query.isPending) {
    return (
      <p role="status" className="text-sm text-slate-500">
        <Trans>Loading credentials to review…</Trans>
      </p>
    );
  }
  if (query.isError) {
    return <LoadProblem title={t`We couldn't load the credentials to review.`} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  if (query.data.length === 0) {
    return (
      <p role="status" className="rounded-lg border border-dashed border-slate-300 px-6 py-10 text-center text-slate-600">
        <Trans>No credentials waiting for review.</Trans>
      </p>
    );
  }
  return (
    <div>
      <h2 className="sr-only">
        <Trans>Credentials to review</Trans>
      </h2>
      <ul className="space-y-4">
        {query.data.map((credential) => (
          <li key={credential.id}>
            <CredentialCard credential={credential} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function CredentialCard({ credential }: { credential: ReviewCredential }) {
  const { t, i18n } = useLingui();
  const decide = useDecideCredential();
  const [note, setNote] = useState("");
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const headingId = useId();
  const name = credential.talent_name;
  const title = credential.title;
  const kind = credentialKindName(credential.kind);
  const until = credential.expires_on ? dayOf(credential.expires_on, i18n.locale) : null;
  const waitingForReferee = credential.kind === "reference" && !credential.referee_answered_at;
  const { evidence_filename: file, referee_name: referee, referee_email: refereeEmail } = credential;

  const run = async (verify: boolean) => {
    setProblem(null);
    try {
      await decide.mutateAsync(verify ? { id: credential.id, verify: true, note } : { id: credential.id, verify: false, reason, note });
      notify.success(verify ? t`Verified ${title} for ${name}` : t`Rejected ${title} for ${name}`);
    } catch (error) {
      setProblem(errorMessage(error, t`That did not work. Please try again.`));
    }
  };

  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <h3 id={headingId} className="font-semibold text-slate-900">
        <Trans>
          {kind}: {title} for {name}
        </Trans>
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        {credential.issuer} · {dayOf(credential.issued_on, i18n.locale)} · {until ? <Trans>valid until {until}</Trans> : <Trans>does not expire</Trans>} ·{" "}
        {credential.talent_email}
      </p>
      {credential.evidence_filename && (
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => void downloadCredentialEvidence(credential).catch(() => notify.error(t`The download failed. Please try again.`))}>
          <Download className="h-4 w-4" aria-hidden />
          <Trans>Open the evidence ({file})</Trans>
        </Button>
      )}
      {credential.kind === "reference" && (
        <div className="mt-3 rounded-md bg-slate-50 p-3 text-sm text-slate-700">
          {waitingForReferee ? (
            <Trans>
              Waiting for {referee} ({refereeEmail}) to answer.
            </Trans>
          ) : (
            <>
              <p className="font-medium">
                {credential.referee_name}, {credential.referee_relationship}
              </p>
              <p className="mt-1 whitespace-pre-line">{credential.referee_statement}</p>
            </>
          )}
        </div>
      )}
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <FormField label={t`Note for staff (optional)`}>
          <Input value={note} maxLength={2000} onChange={(event) => setNote(event.target.value)} />
        </FormField>
        <FormField label={t`Reason, if you reject it`} hint={t`The holder reads this.`}>
          <Input value={reason} maxLength={2000} onChange={(event) => setReason(event.target.value)} />
        </FormField>
      </div>
      {problem && (
        <div className="mt-3">
          <FormError>{problem}</FormError>
        </div>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button disabled={decide.isPending || waitingForReferee} onClick={() => void run(true)}>
          <BadgeCheck className="h-4 w-4" aria-hidden />
          <Trans>Verify</Trans>
        </Button>
        <Button variant="destructive" disabled={decide.isPending || !reason.trim()} onClick={() => void run(false)}>
          <Trans>Reject</Trans>
        </Button>
      </div>
    </article>
  );
}
