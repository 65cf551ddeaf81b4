import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Download, Plus, Trash2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { CREDENTIAL_KINDS, credentialKindName, dayOf } from "@/components/credentials/kinds";
import { LoadProblem } from "@/components/errors/load-problem";
import { FormError } from "@/components/profile/editor-parts";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input, Select } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { ApiError } from "@/lib/api/client";
import { useSession } from "@/lib/auth/session";
import { cn } from "@/lib/cn";
import { errorMessage } from "@/lib/form-errors";
import { notify } from "@/lib/toast";
import {
  downloadEvidence,
  myCredentialsQuery,
  useAddCredential,
  useRemoveCredential,
  type Credential,
  type CredentialKind,
  type NewCredential,
} from "../api/credentials-api";

const EMPTY: NewCredential = {
  kind: "background_check",
  title: "",
  issuer: "",
  issued_on: "",
  expires_on: "",
  referee_name: "",
  referee_email: "",
  evidence: null,
};

/** /profile/edit#credentials: a speaker's or musician's credentials, each with where its review
 * stands, and the form to add one. */
export function CredentialsSection() {
  const { t } = useLingui();
  const session = useSession();
  const userId = session.status === "signed-in" ? session.user.id : "";
  const query = useQuery(myCredentialsQuery(userId));
  const [adding, setAdding] = useState(false);
  return (
    <section id="credentials" aria-labelledby="credentials-heading" className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="credentials-heading" className="text-lg font-semibold text-slate-900">
          <Trans>Credentials</Trans>
        </h2>
        {!adding && (
          <Button variant="secondary" size="sm" onClick={() => setAdding(true)}>
            <Plus className="h-4 w-4" aria-hidden />
            <Trans>Add a credential</Trans>
          </Button>
        )}
      </div>
      <p className="mt-1 text-sm text-slate-600">
        <Trans>
          Ordination, background checks, safeguarding training, licences and references. Steeple staff check each one; until then it shows
          as self-reported. Your files are never public.
        </Trans>
      </p>
      {adding && <AddCredentialForm userId={userId} onDone={() => setAdding(false)} />}
      <div className="mt-4">
        {query.isPending ? (
          <p className="text-sm text-slate-500" role="status">
            <Trans>Loading your credentials…</Trans>
          </p>
        ) : query.isError ? (
          <LoadProblem title={t`Your credentials could not be loaded`} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : query.data.length === 0 ? (
          <p className="text-sm text-slate-600">
            <Trans>No credentials yet. Churches that care for children often ask for a recent background check.</Trans>
          </p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {query.data.map((credential) => (
              <CredentialRow key={credential.id} credential={credential} userId={userId} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function statusText(credential: Credential): string {
  switch (credential.status) {
    case "pending":
      return credential.kind === "reference" && !credential.referee_answered_at ? t`Waiting for your referee` : t`Waiting for review`;
    case "verified":
      return t`Verified`;
    case "rejected":
      return t`Not verified`;
    case "expired":
      return t`Expired`;
  }
}

function CredentialRow({ credential, userId }: { credential: Credential; userId: string }) {
  const { t, i18n } = useLingui();
  const remove = useRemoveCredential(userId);
  const kind = credentialKindName(credential.kind);
  const title = credential.title;
  const until = credential.expires_on ? dayOf(credential.expires_on, i18n.locale) : null;
  const status = statusText(credential);
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between" aria-label={t`${title}: ${status}`}>
      <div className="min-w-0">
        <p className="font-medium text-slate-900">
          {title} <span className="text-sm font-normal text-slate-500">· {kind}</span>
        </p>
        <p className="text-sm text-slate-600">
          {credential.issuer} · {dayOf(credential.issued_on, i18n.locale)}
          {until && (
            <>
              {" · "}
              <Trans>valid until {until}</Trans>
            </>
          )}
        </p>
        <p
          className={cn(
            "mt-1 text-sm font-medium",
            credential.status === "verified" && "text-emerald-800",
            credential.status === "rejected" && "text-red-700",
            (credential.status === "pending" || credential.status === "expired") && "text-slate-600",
          )}
        >
          {status}
        </p>
        {credential.rejection_reason && <p className="text-sm text-red-700">{credential.rejection_reason}</p>}
      </div>
      <div className="flex shrink-0 gap-1">
        {credential.evidence_filename && (
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={t`Download the file for ${title}`}
            onClick={() => void downloadEvidence(credential).catch(() => notify.error(t`The download failed. Please try again.`))}
          >
            <Download className="h-4 w-4" aria-hidden />
          </Button>
        )}
        <Button
          variant="ghost-destructive"
          size="icon-sm"
          aria-label={t`Remove ${title}`}
          disabled={remove.isPending}
          onClick={() =>
            void remove.mutateAsync(credential.id).then(
              () => notify.success(t`Removed ${title}`),
              (error: unknown) => notify.error(errorMessage(error, t`We couldn't remove it. Please try again.`)),
            )
          }
        >
          <Trash2 className="h-4 w-4" aria-hidden />
        </Button>
      </div>
    </li>
  );
}

function AddCredentialForm({ userId, onDone }: { userId: string; onDone: () => void }) {
  const { t } = useLingui();
  const add = useAddCredential(userId);
  const [draft, setDraft] = useState<NewCredential>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const reference = draft.kind === "reference";
  const set = (field: keyof NewCredential) => (event: { target: { value: string } }) => setDraft({ ...draft, [field]: event.target.value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      await add.mutateAsync(reference ? { ...draft, evidence: null } : draft);
      notify.success(reference ? t`Added: your referee has been emailed` : t`Added: Steeple staff will review it`);
      onDone();
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {};
      setErrors(Object.keys(fields).length ? fields : { form: errorMessage(error, t`We couldn't add it. Please try again.`) });
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 space-y-4 rounded-md border border-slate-200 bg-slate-50 p-4" aria-label={t`Add a credential`}>
      {errors.form && <FormError>{errors.form}</FormError>}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t`Kind`} error={errors.kind}>
          <Select value={draft.kind} onChange={(event) => setDraft({ ...draft, kind: event.target.value as CredentialKind })}>
            {CREDENTIAL_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {credentialKindName(kind)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t`Title`} hint={t`Such as "Child protection, level 2"`} error={errors.title}>
          <Input value={draft.title} maxLength={150} onChange={set("title")} />
        </FormField>
        <FormField label={t`Issuer`} hint={t`Who issued it: a denomination, a screening company, a trainer`} error={errors.issuer}>
          <Input value={draft.issuer} maxLength={150} onChange={set("issuer")} />
        </FormField>
        <FormField label={t`Issued on`} error={errors.issued_on}>
          <Input type="date" value={draft.issued_on} onChange={set("issued_on")} />
        </FormField>
        <FormField
          label={t`Valid until (optional)`}
          hint={t`Leave empty: background checks and safeguarding training count for 36 months; ordination does not expire.`}
          error={errors.expires_on}
        >
          <Input type="date" min={draft.issued_on || undefined} value={draft.expires_on} onChange={set("expires_on")} />
        </FormField>
      </div>
      {reference ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t`Referee's name`} error={errors.referee_name}>
            <Input value={draft.referee_name} maxLength={100} onChange={set("referee_name")} />
          </FormField>
          <FormField label={t`Referee's email`} hint={t`We email them a link to answer once`} error={errors.referee_email}>
            <Input type="email" value={draft.referee_email} maxLength={320} onChange={set("referee_email")} />
          </FormField>
        </div>
      ) : (
        <FormField label={t`Certificate or letter`} hint={t`A PDF, JPEG or PNG up to 10 MB. Only Steeple staff see it.`} error={errors.evidence}>
          <Input
            type="file"
            accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png"
            onChange={(event) => setDraft({ ...draft, evidence: event.target.files?.[0] ?? null })}
          />
        </FormField>
      )}
      <div className="flex flex-wrap gap-2">
        <SubmitButton busy={add.isPending} busyLabel={t`Adding…`}>
          <Trans>Add credential</Trans>
        </SubmitButton>
        <Button type="button" variant="ghost" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
