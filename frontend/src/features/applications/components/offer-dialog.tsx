import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { useId, useMemo, useState, type ReactNode } from "react";
import { useForm, useWatch, type UseFormRegisterReturn } from "react-hook-form";
import { FormError } from "@/components/profile/editor-parts";
import { Button } from "@/components/ui/button";
import { Modal, type DialogOpenProps } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { WarningNote } from "@/components/ui/warning-note";
import { Input, Select, Textarea } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { applyFieldErrors, errorMessage } from "@/lib/form-errors";
import { calendarDay, localDate } from "@/lib/format";
import { notify } from "@/lib/toast";
import { publicCalendarQuery } from "@/lib/availability";
import { useApplicationMove, type Application } from "../api/applications-api";
import { applicantName } from "../applicant";
import { eventDays } from "../format";
import { OFFER_FIELDS, offerDefaults, offerFormSchema, toOfferIn, type OfferFormValues } from "../offer";

/** The church offers an applicant a position, in full: they accept or decline it as written. */
export function OfferDialog({ application, ...dialog }: DialogOpenProps & { application: Application }) {
  const { t } = useLingui();
  const name = applicantName(application.applicant);
  const title = application.opportunity.title;
  return (
    <Modal
      {...dialog}
      title={t`Offer ${name} a position`}
      description={t`For ${title}. ${name} will see the offer in full and accept or decline it.`}
    >
      <OfferForm application={application} name={name} onDone={() => dialog.onOpenChange(false)} />
    </Modal>
  );
}

const ROLE_NAMES: Record<Application["opportunity"]["positions"][number]["role"], MessageDescriptor> = {
  speaker: msg`speaker`,
  musician: msg`musician`,
};

function OfferForm({ application, name, onDone }: { application: Application; name: string; onDone: () => void }) {
  const { t } = useLingui();
  const offer = useApplicationMove("offer");
  const [problem, setProblem] = useState<string>();
  const { opportunity } = application;
  const days = eventDays(opportunity.starts_at, opportunity.ends_at, opportunity.timezone);
  const schema = useMemo(() => offerFormSchema(), []);
  const form = useForm<OfferFormValues>({
    resolver: zodResolver(schema),
    defaultValues: offerDefaults(application),
  });
  const { errors } = form.formState;
  const [honorarium, travel, eventDate] = useWatch({ control: form.control, name: ["honorarium", "travel", "event_date"] });

  const submit = form.handleSubmit(async (values) => {
    setProblem(undefined);
    try {
      await offer.mutateAsync({ id: application.id, offer: toOfferIn(values) });
      notify.success(t`Offer sent`, t`${name} has been told and can now accept or decline it.`);
      onDone();
    } catch (error) {
      if (!applyFieldErrors(error, OFFER_FIELDS, form.setError)) {
        setProblem(errorMessage(error, t`The offer was not sent. Please try again.`));
      }
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5 p-5">
      {problem && <FormError>{problem}</FormError>}
      <FormField label={t`Position offered`} error={errors.position_id?.message}>
        <Select {...form.register("position_id")}>
          {opportunity.positions.map((position) => (
            <option key={position.id} value={position.id}>
              {position.title} ({t(ROLE_NAMES[position.role])})
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={t`Event date`} error={errors.event_date?.message} hint={days.length > 1 ? t`One of the event's days.` : undefined}>
        <Select {...form.register("event_date")}>
          {days.map((day) => (
            <option key={day} value={day}>
              {calendarDay(day)}
            </option>
          ))}
        </Select>
      </FormField>
      <DayWarning talentId={application.applicant.user_id} name={name} days={days} day={eventDate} />

      <Choices legend={t`Honorarium`} error={errors.honorarium?.message}>
        <Choice label={t`An amount`} field={form.register("honorarium")} value="amount" />
        <Choice label={t`Love offering`} field={form.register("honorarium")} value="love_offering" />
      </Choices>
      {honorarium === "amount" && (
        <FormField label={t`Honorarium amount (USD)`} error={errors.honorarium_amount?.message} hint={t`Whole dollars.`}>
          <Input inputMode="numeric" autoComplete="off" {...form.register("honorarium_amount")} />
        </FormField>
      )}

      <Choices legend={t({ message: "Travel", context: "travel costs" })} error={errors.travel?.message}>
        <Choice label={t`Covered`} field={form.register("travel")} value="covered" />
        <Choice label={t`Reimbursed up to an amount`} field={form.register("travel")} value="reimbursed" />
        <Choice label={t`Not covered`} field={form.register("travel")} value="none" />
      </Choices>
      {travel === "reimbursed" && (
        <FormField label={t`Reimbursed up to (USD)`} error={errors.travel_cap?.message} hint={t`Whole dollars.`}>
          <Input inputMode="numeric" autoComplete="off" {...form.register("travel_cap")} />
        </FormField>
      )}

      <div className="space-y-3">
        <Checkbox label={t`Lodging provided`} field={form.register("lodging_provided")} />
        <Checkbox label={t`W-9 required before payment`} field={form.register("w9_required")} />
      </div>

      <FormField label={t`Notes (optional)`} error={errors.notes?.message} hint={t`Arrival time, what to prepare, who to ask for.`}>
        <Textarea rows={3} className="min-h-20" {...form.register("notes")} />
      </FormField>
      <FormField label={t`Respond by`} error={errors.respond_by?.message} hint={t`The offer expires at the end of this day.`}>
        <Input type="date" min={localDate(new Date(), opportunity.timezone)} max={eventDate || undefined} {...form.register("respond_by")} />
      </FormField>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
        <SubmitButton busy={offer.isPending} busyLabel={t`Sending offer…`}>
          <Trans>Send offer</Trans>
        </SubmitButton>
      </div>
    </form>
  );
}

/**
 * Whether the applicant is away or already booked on the day chosen, from their calendar (read
 * once for all the event's days). Only a warning: the church may still offer, and the server
 * refuses the acceptance if the day is booked by then. Nothing while loading or when unreadable.
 */
function DayWarning({ talentId, name, days, day }: { talentId: string; name: string; days: string[]; day: string }) {
  const calendar = useQuery(publicCalendarQuery(talentId, days[0] ?? day, days.at(-1) ?? day));
  const state = calendar.data?.days.find((shown) => shown.date === day)?.state;
  let warning;
  if (state === "unavailable") warning = <Trans>{name} has marked this date as unavailable.</Trans>;
  else if (state === "booked") warning = <Trans>{name} is already booked on this date.</Trans>;
  else if (state === "partly") warning = <Trans>{name} is unavailable for part of this day.</Trans>;
  else return null;
  return (
    // Keyed by day: a new day's warning is a new alert, announced as the church picks it.
    <WarningNote key={day}>{warning}</WarningNote>
  );
}

/** A group of radio buttons with its legend and error. */
function Choices({ legend, error, children }: { legend: string; error?: string; children: ReactNode }) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="mt-2 flex flex-col gap-2">{children}</div>
      {error && (
        <p id={errorId} role="alert" className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}

const CONTROL = "h-4 w-4 border-slate-300 text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

function Choice({ label, field, value }: { label: string; field: UseFormRegisterReturn; value: string }) {
  return (
    <label className="flex items-center gap-3 text-sm text-slate-800">
      <input type="radio" value={value} className={CONTROL} {...field} />
      {label}
    </label>
  );
}

function Checkbox({ label, field }: { label: string; field: UseFormRegisterReturn }) {
  return (
    <label className="flex items-center gap-3 text-sm text-slate-800">
      <input type="checkbox" className={`${CONTROL} rounded`} {...field} />
      {label}
    </label>
  );
}
