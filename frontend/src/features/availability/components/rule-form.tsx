import { Trans, useLingui } from "@lingui/react/macro";
import { X } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { FormError } from "@/components/profile/editor-parts";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input, Select } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { ApiError } from "@/lib/api/client";
import { calendarDay } from "@/lib/format";
import { errorMessage } from "@/lib/form-errors";
import { notify } from "@/lib/toast";
import { useAddRule, type PartOfDay, type RuleInput } from "../api/availability-api";
import { ORDINAL_LABELS, PART_LABELS, type Ordinal } from "../states";
import { WEEKDAYS } from "./weekdays";

/** A repeating unavailability: weekly on some days, or monthly on the first (second...) of them. */
export function RuleForm({ defaultDay }: { defaultDay: string }) {
  const { t } = useLingui();
  const add = useAddRule();
  const daysLabel = useId();
  const [frequency, setFrequency] = useState<RuleInput["frequency"]>("weekly");
  const [ordinal, setOrdinal] = useState<Ordinal>(1);
  const [weekdays, setWeekdays] = useState<number[]>([]);
  const [part, setPart] = useState<PartOfDay>("all_day");
  const [startsOn, setStartsOn] = useState(defaultDay);
  const [until, setUntil] = useState("");
  const [skip, setSkip] = useState("");
  const [skipped, setSkipped] = useState<string[]>([]);
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});

  const unskipLabel = (date: string) => {
    const day = calendarDay(date);
    return t`Do not skip ${day}`;
  };
  const toggle = (day: number) =>
    setWeekdays((chosen) => (chosen.includes(day) ? chosen.filter((d) => d !== day) : [...chosen, day]));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!weekdays.length) {
      setErrors({ weekdays: t`Choose at least one day` });
      return;
    }
    setErrors({});
    try {
      await add.mutateAsync({
        frequency,
        weekdays,
        ordinal: frequency === "monthly" ? ordinal : null,
        part_of_day: part,
        starts_on: startsOn,
        until: until || null,
        skipped,
        reason: reason.trim() || null,
      });
      setWeekdays([]);
      setSkipped([]);
      setReason("");
      notify.success(t`Rule added`);
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {};
      setErrors(Object.keys(fields).length ? fields : { form: errorMessage(error, t`We couldn't add that rule. Please try again.`) });
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4" aria-label={t`Add a repeating rule`}>
      {errors.form && <FormError>{errors.form}</FormError>}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t`Repeats`} error={errors.frequency}>
          <Select value={frequency} onChange={(event) => setFrequency(event.target.value as RuleInput["frequency"])}>
            <option value="weekly">{t`Every week`}</option>
            <option value="monthly">{t`Every month`}</option>
          </Select>
        </FormField>
        {frequency === "monthly" && (
          <FormField label={t`Week of the month`} error={errors.ordinal}>
            <Select value={ordinal} onChange={(event) => setOrdinal(Number(event.target.value) as Ordinal)}>
              {([1, 2, 3, 4, -1] as const).map((value) => (
                <option key={value} value={value}>
                  {ORDINAL_LABELS[`${value}`]}
                </option>
              ))}
            </Select>
          </FormField>
        )}
      </div>
      <fieldset aria-labelledby={daysLabel} aria-describedby={errors.weekdays ? `${daysLabel}-error` : undefined}>
        <legend id={daysLabel} className="text-sm font-medium text-slate-800">
          <Trans>Days</Trans>
        </legend>
        <div className="mt-1.5 flex flex-wrap gap-3">
          {WEEKDAYS.map(({ day, name }) => (
            <label key={day} className="flex items-center gap-1.5 text-sm text-slate-700">
              <input type="checkbox" checked={weekdays.includes(day)} onChange={() => toggle(day)} className="h-4 w-4" />
              {name()}
            </label>
          ))}
        </div>
        {errors.weekdays && (
          <p id={`${daysLabel}-error`} role="alert" className="mt-1 text-sm text-red-600">
            {errors.weekdays}
          </p>
        )}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label={t`Part of the day`} error={errors.part_of_day}>
          <Select value={part} onChange={(event) => setPart(event.target.value as PartOfDay)}>
            {(["all_day", "morning", "afternoon", "evening"] as const).map((value) => (
              <option key={value} value={value}>
                {PART_LABELS[value]}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t`Starting`} error={errors.starts_on}>
          <Input type="date" value={startsOn} onChange={(event) => setStartsOn(event.target.value)} />
        </FormField>
        <FormField label={t`Ending (optional)`} error={errors.until}>
          <Input type="date" min={startsOn} value={until} onChange={(event) => setUntil(event.target.value)} />
        </FormField>
      </div>
      <div className="space-y-2">
        <div className="flex items-end gap-2">
          <div className="flex-1">
            <FormField label={t`Skip a date (optional)`} hint={t`A day the rule leaves free`} error={errors.skipped}>
              <Input type="date" value={skip} onChange={(event) => setSkip(event.target.value)} />
            </FormField>
          </div>
          <Button
            variant="secondary"
            disabled={!skip || skipped.includes(skip)}
            onClick={() => {
              setSkipped((dates) => [...dates, skip].sort());
              setSkip("");
            }}
          >
            <Trans>Skip this date</Trans>
          </Button>
        </div>
        {skipped.length > 0 && (
          <ul className="flex flex-wrap gap-2" aria-label={t`Skipped dates`}>
            {skipped.map((date) => (
              <li key={date} className="flex items-center gap-1 rounded-full bg-slate-100 px-2.5 py-1 text-xs text-slate-700">
                {calendarDay(date)}
                <button
                  type="button"
                  className="rounded-full px-1 text-slate-500 hover:text-slate-900"
                  aria-label={unskipLabel(date)}
                  onClick={() => setSkipped((dates) => dates.filter((d) => d !== date))}
                >
                  <X className="h-3 w-3" aria-hidden />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <FormField label={t`Reason (optional)`} hint={t`Only you see this`} error={errors.reason}>
        <Input maxLength={200} value={reason} onChange={(event) => setReason(event.target.value)} />
      </FormField>
      <SubmitButton busy={add.isPending} busyLabel={t`Saving…`}>
        <Trans>Add rule</Trans>
      </SubmitButton>
    </form>
  );
}
