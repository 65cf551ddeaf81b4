import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { CheckCircle2, FileQuestion } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useParams } from "react-router";
import { LoadProblem } from "@/components/errors/load-problem";
import { FormError } from "@/components/profile/editor-parts";
import { FormField } from "@/components/ui/form-field";
import { Input, Textarea } from "@/components/ui/input";
import { PageLoading } from "@/components/ui/page-loading";
import { SubmitButton } from "@/components/ui/submit-button";
import { ApiError, isNotFound } from "@/lib/api/client";
import { errorMessage } from "@/lib/form-errors";
import { usePageTitle } from "@/lib/page-title";
import { referenceQuery, useAnswerReference } from "../api/credentials-api";

/** /references/:token: a referee vouches for a speaker or musician, once, through the emailed
 * link (no account needed). Steeple staff read the answer before the reference shows as verified. */
export function ReferencePage() {
  const { token = "" } = useParams();
  const { t } = useLingui();
  usePageTitle(t`Write a reference`);
  const query = useQuery(referenceQuery(token));
  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 sm:px-6">
        {isNotFound(query.error) ? (
          <div className="text-center">
            <FileQuestion className="mx-auto h-10 w-10 text-slate-400" aria-hidden />
            <h1 className="mt-3 text-2xl font-bold text-slate-900">
              <Trans>This reference link is not valid</Trans>
            </h1>
            <p className="mt-2 text-slate-600">
              <Trans>Check that you opened the whole link from the email.</Trans>
            </p>
          </div>
        ) : (
          <LoadProblem title={t`This page could not be loaded`} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        )}
      </div>
    );
  }
  const request = query.data;
  const talent = request.talent_name;
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">
        <Trans>A reference for {talent}</Trans>
      </h1>
      {request.answered ? (
        <p role="status" className="mt-6 flex items-start gap-2 rounded-md border border-emerald-200 bg-emerald-50 px-4 py-3 text-emerald-900">
          <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
          <Trans>Thank you: your reference has been received. Steeple staff will read it before it shows on {talent}'s profile.</Trans>
        </p>
      ) : (
        <ReferenceForm token={token} talent={talent} refereeName={request.referee_name} />
      )}
    </div>
  );
}

function ReferenceForm({ token, talent, refereeName }: { token: string; talent: string; refereeName: string }) {
  const { t } = useLingui();
  const answer = useAnswerReference(token);
  const [relationship, setRelationship] = useState("");
  const [statement, setStatement] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      await answer.mutateAsync({ relationship, statement });
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {};
      setErrors(Object.keys(fields).length ? fields : { form: errorMessage(error, t`We couldn't send your reference. Please try again.`) });
    }
  };
  return (
    <>
      <p className="mt-2 text-slate-600">
        <Trans>
          Hello {refereeName}. {talent} speaks or plays at churches through Steeple and named you as someone who can vouch for them. Your words
          go to Steeple staff; churches see only that the reference was checked.
        </Trans>
      </p>
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-6 space-y-4" aria-label={t`Write a reference`}>
        {errors.form && <FormError>{errors.form}</FormError>}
        <FormField label={t`How do you know them?`} hint={t`Such as "Her pastor for six years"`} error={errors.relationship}>
          <Input value={relationship} maxLength={150} onChange={(event) => setRelationship(event.target.value)} />
        </FormField>
        <FormField label={t`Your reference`} hint={t`A few sentences about their ministry and character (at least 20 characters).`} error={errors.statement}>
          <Textarea rows={6} value={statement} maxLength={4000} onChange={(event) => setStatement(event.target.value)} />
        </FormField>
        <SubmitButton busy={answer.isPending} busyLabel={t`Sending…`}>
          <Trans>Send reference</Trans>
        </SubmitButton>
      </form>
    </>
  );
}
