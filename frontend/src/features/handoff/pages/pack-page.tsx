import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, CalendarPlus, FileDown, FileQuestion, Plus, Printer } from "lucide-react";
import { useState, type FormEvent, type ReactNode } from "react";
import { Link, useParams } from "react-router";
import { LoadProblem } from "@/components/errors/load-problem";
import { FormError } from "@/components/profile/editor-parts";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input, Textarea } from "@/components/ui/input";
import { PageLoading } from "@/components/ui/page-loading";
import { SubmitButton } from "@/components/ui/submit-button";
import { WarningNote } from "@/components/ui/warning-note";
import { ApiError, isNotFound } from "@/lib/api/client";
import { eventDates } from "@/lib/format";
import { errorMessage } from "@/lib/form-errors";
import { usePageTitle } from "@/lib/page-title";
import { queryKeys } from "@/lib/query-keys";
import { notify } from "@/lib/toast";
import {
  downloadPackCalendar,
  downloadPackPdf,
  fetchPack,
  packQuery,
  useAcknowledgePack,
  useSaveChurchPack,
  useSaveGuestPart,
  useSendPack,
  type Pack,
} from "../api/handoff-api";
import { ItemEditor } from "../components/item-editor";
import { PackFiles } from "../components/pack-files";
import { PackStanding } from "../components/pack-standing";
import {
  changesBetween,
  churchBody,
  draftOf,
  guestBody,
  moved,
  newItem,
  TIME_FIELDS,
  type Draft,
  type DraftItem,
  type TextLogistic,
  type TimeField,
} from "../pack-draft";
import { instantAt } from "../wall-time";

/** /hires/:id/pack: a confirmed hire's service handoff pack, for the guest and the church. */
export function PackPage() {
  const { id = "" } = useParams();
  const { t } = useLingui();
  const query = useQuery(packQuery(id));
  const notFound = query.isError && isNotFound(query.error);
  const title = query.data?.event.title;
  usePageTitle(title ? t`Service plan: ${title}` : t`Service plan`);
  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    return (
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
        {notFound ? (
          <div className="py-16 text-center">
            <FileQuestion className="mx-auto h-10 w-10 text-slate-400" aria-hidden />
            <h1 className="mt-3 text-2xl font-bold text-slate-900">
              <Trans>Service plan not found</Trans>
            </h1>
            <p className="mt-2 text-slate-600">
              <Trans>Only the church and the guest of a confirmed hire can open its plan.</Trans>
            </p>
          </div>
        ) : (
          <LoadProblem title={t`The service plan could not be loaded`} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        )}
      </div>
    );
  }
  // Keyed by version: a save from elsewhere (after a reload) starts a fresh draft.
  return <PackEditor key={`${query.data.application_id}-${query.data.version}`} pack={query.data} />;
}

function Section({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm" aria-label={title}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** The item's fields' errors from the server ("items.2.song_key" -> { song_key }). */
function itemErrors(errors: Record<string, string>, index: number): Record<string, string> {
  const prefix = `items.${index}.`;
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([path]) => path.startsWith(prefix))
      .map(([path, message]) => [path.slice(prefix.length), message]),
  );
}

function PackEditor({ pack }: { pack: Pack }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const church = pack.you_are === "church";
  const zone = pack.event.timezone;
  const [draft, setDraft] = useState<Draft>(() => draftOf(pack));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [stale, setStale] = useState<{ latest: Pack; changes: string[] } | null>(null);
  const saveChurch = useSaveChurchPack(pack.application_id);
  const saveGuest = useSaveGuestPart(pack.application_id);
  const save = church ? saveChurch : saveGuest;
  const editable = !pack.read_only;

  const change = (next: Partial<Draft>) => setDraft((current) => ({ ...current, ...next }));
  const setItem = (index: number, item: DraftItem) => change({ items: draft.items.map((each, at) => (at === index ? item : each)) });
  const mine = (item: DraftItem) => editable && (church || item.owner === "guest");

  // Running starts from the service's start as drafted, so they follow each edit at once.
  const clock = new Intl.DateTimeFormat(i18n.locale, { hour: "numeric", minute: "2-digit", timeZone: zone });
  const serviceStart = draft.times.service_starts_at ? Date.parse(instantAt(draft.times.service_starts_at, zone)) : null;
  const offsets = draft.items.reduce<number[]>((sums, item) => [...sums, (sums.at(-1) ?? 0) + (Number(item.minutes) || 0)], []);
  const elapsed = offsets.at(-1) ?? 0;
  const starts = offsets.map((end, index) => {
    const before = end - (Number(draft.items[index]?.minutes) || 0);
    return serviceStart === null ? null : clock.format(new Date(serviceStart + before * 60_000));
  });
  const overrun = serviceStart === null ? 0 : Math.round((serviceStart + elapsed * 60_000 - Date.parse(pack.event.ends_at)) / 60_000);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      await (church ? saveChurch.mutateAsync(churchBody(draft, zone)) : saveGuest.mutateAsync(guestBody(draft)));
      setStale(null);
      notify.success(t`Service plan saved`);
    } catch (error) {
      if (error instanceof ApiError && error.code === "stale_pack") {
        // Someone saved since this draft began: show what they changed; the draft stays as typed
        // (read past the cache, which would otherwise replace the editor and its draft).
        const latest = await fetchPack(pack.application_id);
        setStale({ latest, changes: changesBetween(pack, latest) });
        return;
      }
      const fields = error instanceof ApiError ? error.fields : {};
      setErrors({ ...fields, form: errorMessage(error, t`We couldn't save the plan. Please try again.`) });
    }
  };

  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-10 sm:px-6">
      <div>
        <Link to={`/application/${pack.application_id}`} className="inline-flex items-center gap-1 text-sm font-medium text-brand-800 hover:underline">
          <ArrowLeft className="h-4 w-4" aria-hidden />
          <Trans>Back to the application</Trans>
        </Link>
        <p className="mt-3 text-sm font-medium text-slate-500">
          <Trans>Service plan</Trans>
        </p>
        <h1 className="text-3xl font-bold text-slate-900">{pack.event.title}</h1>
        <p className="mt-1 text-slate-600">
          {pack.event.church_name} · {pack.event.guest_name} · {eventDates(pack.event.starts_at, pack.event.ends_at, zone)}
        </p>
        <div className="mt-4 flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" asChild>
            <Link to={`/hires/${pack.application_id}/pack/print`}>
              <Printer className="h-4 w-4" aria-hidden />
              <Trans>Print view</Trans>
            </Link>
          </Button>
          <Button variant="secondary" size="sm" onClick={() => void downloadPackPdf(pack.application_id).catch(() => notify.error(t`The PDF could not be made. Please try again.`))}>
            <FileDown className="h-4 w-4" aria-hidden />
            <Trans>Download PDF</Trans>
          </Button>
          <Button variant="secondary" size="sm" onClick={() => void downloadPackCalendar(pack.application_id).catch(() => notify.error(t`The calendar file could not be made. Please try again.`))}>
            <CalendarPlus className="h-4 w-4" aria-hidden />
            <Trans>Add to calendar</Trans>
          </Button>
        </div>
      </div>

      <PackStanding pack={pack} />
      {pack.read_only && (
        <p className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2.5 text-sm text-slate-700" role="status">
          <Trans>The event has passed: this plan is read-only.</Trans>
        </p>
      )}

      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-6" aria-label={t`Service plan`}>
        {stale && (
          <div role="alert" className="space-y-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
            <p className="font-semibold">
              <Trans>Someone saved this plan since you opened it. What they changed:</Trans>
            </p>
            <ul className="list-disc pl-5">
              {(stale.changes.length ? stale.changes : [t`Nothing you can see changed.`]).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <p>
              <Trans>Your edits are still below. Load their version, or save yours over it.</Trans>
            </p>
            <div className="flex flex-wrap gap-2">
              <Button type="button" variant="secondary" size="sm" onClick={() => queryClient.setQueryData(queryKeys.handoff.pack(pack.application_id), stale.latest)}>
                <Trans>Load their version</Trans>
              </Button>
              <Button
                type="button"
                size="sm"
                onClick={() => {
                  change({ version: stale.latest.version });
                  setStale(null);
                }}
              >
                <Trans>Keep my edits</Trans>
              </Button>
            </div>
          </div>
        )}
        {errors.form && <FormError>{errors.form}</FormError>}

        <Section title={t`Times`}>
          {church && editable ? (
            <div className="grid gap-4 sm:grid-cols-3">
              {TIME_FIELDS.map((field) => (
                <FormField key={field} label={timeLabel(field)} error={errors[`times.${field}`] ?? errors[field]}>
                  <Input type="datetime-local" value={draft.times[field]} onChange={(event) => change({ times: { ...draft.times, [field]: event.target.value } })} />
                </FormField>
              ))}
            </div>
          ) : (
            <dl className="grid gap-3 sm:grid-cols-3">
              {TIME_FIELDS.map((field) => (
                <div key={field}>
                  <dt className="text-sm font-medium text-slate-500">{timeLabel(field)}</dt>
                  <dd className="text-slate-900">{pack.times[field] ? eventDates(pack.times[field], pack.times[field], zone) : t`Not set yet`}</dd>
                </div>
              ))}
            </dl>
          )}
          <p className="mt-3 text-xs text-slate-500">
            <Trans>Times are in the event's time zone ({zone}).</Trans>
          </p>
        </Section>

        <Section title={t`Order of service`}>
          {draft.items.length === 0 ? (
            <p className="text-sm text-slate-600">
              {church ? <Trans>No items yet. Add the first one below.</Trans> : <Trans>The church has not added items yet. You can add yours.</Trans>}
            </p>
          ) : (
            <ol className="space-y-3">
              {draft.items.map((item, index) => (
                <ItemEditor
                  key={item.key}
                  item={item}
                  position={index}
                  startsAt={starts[index] ?? null}
                  editable={mine(item)}
                  errors={itemErrors(errors, index)}
                  first={index === 0}
                  last={index === draft.items.length - 1}
                  onChange={(next) => setItem(index, next)}
                  onMove={(step) => change({ items: moved(draft.items, index, step) })}
                  onRemove={() => change({ items: draft.items.filter((_each, at) => at !== index) })}
                />
              ))}
            </ol>
          )}
          <p className="mt-3 text-sm text-slate-700" aria-live="polite">
            <Trans>Total: {elapsed} minutes</Trans>
          </p>
          {overrun > 0 && (
            <div className="mt-3">
              <WarningNote>
                <Trans>The items run {overrun} minutes past the end of the event.</Trans>
              </WarningNote>
            </div>
          )}
          {editable && (
            <Button type="button" variant="secondary" size="sm" className="mt-3" onClick={() => change({ items: [...draft.items, newItem(church ? "church" : "guest")] })}>
              <Plus className="h-4 w-4" aria-hidden />
              <Trans>Add an item</Trans>
            </Button>
          )}
        </Section>

        <Section title={t`Logistics`}>
          <Logistics pack={pack} draft={draft} editable={church && editable} errors={errors} change={change} />
          {(pack.logistics.recorded || pack.logistics.streamed) && (
            <fieldset className="mt-4">
              <legend className="text-sm font-medium text-slate-800">
                <Trans>Do you consent to being recorded or streamed?</Trans>
              </legend>
              {church ? (
                <p className="mt-1 text-sm text-slate-700">{consentText(pack.guest_consents_to_recording)}</p>
              ) : (
                <div className="mt-2 flex gap-4">
                  {([true, false] as const).map((answer) => (
                    <label key={String(answer)} className="flex items-center gap-2 text-sm">
                      <input type="radio" name="consent" disabled={!editable} checked={draft.consents === answer} onChange={() => change({ consents: answer })} />
                      {answer ? <Trans>Yes, I consent</Trans> : <Trans>No, I do not consent</Trans>}
                    </label>
                  ))}
                </div>
              )}
            </fieldset>
          )}
        </Section>

        {editable && (
          <div className="flex justify-end">
            <SubmitButton busy={save.isPending} busyLabel={t`Saving…`}>
              {church ? <Trans>Save plan</Trans> : <Trans>Save my part</Trans>}
            </SubmitButton>
          </div>
        )}
      </form>

      <PackFiles pack={pack} />
      {editable && <Handoff pack={pack} />}
    </div>
  );
}

function timeLabel(field: TimeField): string {
  return { rehearsal_at: t`Rehearsal`, arrival_at: t`Arrival`, service_starts_at: t`Service starts` }[field];
}

function consentText(consents: boolean | null): string {
  if (consents === null) return t`The guest has not answered yet.`;
  return consents ? t`The guest consents.` : t`The guest does not consent.`;
}

const LOGISTIC_LABELS = (): Record<TextLogistic, string> => ({
  address: t`Address`,
  entrance_and_parking: t`Entrance and parking`,
  contact_name: t`Contact name`,
  contact_phone: t`Contact phone`,
  dress: t`Dress`,
  meal: t`Meal`,
});

/** Where, whom to call, what to wear: the church writes it, the guest reads it. */
function Logistics({
  pack,
  draft,
  editable,
  errors,
  change,
}: {
  pack: Pack;
  draft: Draft;
  editable: boolean;
  errors: Record<string, string>;
  change: (next: Partial<Draft>) => void;
}) {
  const labels = LOGISTIC_LABELS();
  const flags = { recorded: t`The service is recorded`, streamed: t`The service is streamed`, book_table: t`There is a book table` };
  if (!editable) {
    const shown = (Object.keys(labels) as TextLogistic[]).filter((field) => pack.logistics[field]);
    return (
      <dl className="grid gap-3 sm:grid-cols-2">
        {shown.map((field) => (
          <div key={field}>
            <dt className="text-sm font-medium text-slate-500">{labels[field]}</dt>
            <dd className="whitespace-pre-line text-slate-900">{pack.logistics[field]}</dd>
          </div>
        ))}
        {(Object.keys(flags) as (keyof typeof flags)[])
          .filter((flag) => pack.logistics[flag])
          .map((flag) => (
            <div key={flag}>
              <dd className="text-slate-900">{flags[flag]}</dd>
            </div>
          ))}
        {shown.length === 0 && <p className="text-sm text-slate-600">{t`The church has not filled in the logistics yet.`}</p>}
      </dl>
    );
  }
  const setText = (field: TextLogistic, value: string) => change({ text: { ...draft.text, [field]: value } });
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={labels.address} error={errors["logistics.address"]}>
          <Input value={draft.text.address} maxLength={300} onChange={(event) => setText("address", event.target.value)} />
        </FormField>
        <FormField label={labels.dress} error={errors["logistics.dress"]}>
          <Input value={draft.text.dress} maxLength={200} onChange={(event) => setText("dress", event.target.value)} />
        </FormField>
        <FormField label={labels.contact_name} error={errors["logistics.contact_name"]}>
          <Input value={draft.text.contact_name} maxLength={100} onChange={(event) => setText("contact_name", event.target.value)} />
        </FormField>
        <FormField label={labels.contact_phone} error={errors["logistics.contact_phone"]}>
          <Input type="tel" value={draft.text.contact_phone} maxLength={40} onChange={(event) => setText("contact_phone", event.target.value)} />
        </FormField>
        <FormField label={labels.meal} error={errors["logistics.meal"]}>
          <Input value={draft.text.meal} maxLength={200} onChange={(event) => setText("meal", event.target.value)} />
        </FormField>
      </div>
      <FormField label={labels.entrance_and_parking} error={errors["logistics.entrance_and_parking"]}>
        <Textarea rows={2} value={draft.text.entrance_and_parking} maxLength={2000} onChange={(event) => setText("entrance_and_parking", event.target.value)} />
      </FormField>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {(Object.keys(flags) as (keyof typeof flags)[]).map((flag) => (
          <label key={flag} className="flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" checked={draft.flags[flag]} onChange={(event) => change({ flags: { ...draft.flags, [flag]: event.target.checked } })} />
            {flags[flag]}
          </label>
        ))}
      </div>
    </div>
  );
}

/** "Send to guest" for the church, "Acknowledge" for the guest: each records the version. */
function Handoff({ pack }: { pack: Pack }) {
  const { t } = useLingui();
  const send = useSendPack(pack.application_id);
  const acknowledge = useAcknowledgePack(pack.application_id);
  const church = pack.you_are === "church";
  const action = church ? send : acknowledge;
  const done = church ? pack.sent_version === pack.version : pack.acknowledged_version === pack.version;
  const run = async () => {
    try {
      await action.mutateAsync();
      const guest = pack.event.guest_name;
      notify.success(church ? t`Sent to ${guest}` : t`Acknowledged`);
    } catch (error) {
      notify.error(errorMessage(error, t`That did not work. Please try again.`));
    }
  };
  return (
    <Section title={church ? t`Send to the guest` : t`Acknowledge the plan`}>
      <p className="mb-3 text-sm text-slate-700">
        {church
          ? t`Save first: the guest is told and sees the plan as it stands. Send again after later changes.`
          : t`Tell the church you have read the plan as it stands now.`}
      </p>
      <Button type="button" disabled={action.isPending || (done && pack.version > 0)} onClick={() => void run()}>
        {church ? <Trans>Send to guest</Trans> : <Trans>Acknowledge</Trans>}
      </Button>
    </Section>
  );
}
