import { useLingui } from "@lingui/react/macro";
import { useRef } from "react";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { addDays, localDate } from "@/lib/format";
import type { FilterField } from "../search-params";

/** How far ahead the search takes a day (the API's availability.service.SEARCHABLE). */
const SEARCHABLE_DAYS = 540;

/**
 * "Available on": only talent free that day. Browsers' date inputs do not all offer to empty
 * themselves, hence the Clear button; the API's refusal of the day shows under the input.
 */
export function DayFilter({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (field: FilterField, value: string) => void;
  error?: string;
}) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  // The days search can answer (the API refuses others): from today, about eighteen months on.
  const today = localDate(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone);
  return (
    <div className="relative">
      <FormField label={t`Available on`} error={error}>
        <Input
          ref={input}
          type="date"
          name="available_on"
          min={today}
          max={addDays(today, SEARCHABLE_DAYS)}
          value={value}
          onChange={(event) => onChange("available_on", event.target.value)}
        />
      </FormField>
      {value && (
        <button
          type="button"
          aria-label={t`Clear the date`}
          onClick={() => {
            onChange("available_on", "");
            input.current?.focus();
          }}
          className="absolute top-0 right-0 text-sm font-medium text-brand-800 underline hover:text-brand-900"
        >
          {t`Clear`}
        </button>
      )}
    </div>
  );
}
