import { useLingui } from "@lingui/react/macro";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/input";
import { errorMessage } from "@/lib/form-errors";
import { notify } from "@/lib/toast";
import { useSetTimeZone } from "../api/availability-api";

/** Every IANA zone the browser knows, the saved one first if it does not know it. */
function zones(current: string): string[] {
  const known = Intl.supportedValuesOf("timeZone");
  return known.includes(current) ? known : [current, ...known];
}

/** The calendar's time zone: its days and the feed's part-of-day times are in it. */
export function TimeZoneField({ value }: { value: string }) {
  const { t } = useLingui();
  const save = useSetTimeZone();
  return (
    <FormField label={t`Your time zone`} hint={t`Your days, and the times of rules for part of a day, are in this time zone.`}>
      <Select
        value={value}
        disabled={save.isPending}
        onChange={(event) =>
          save.mutate(event.target.value, {
            onSuccess: () => notify.success(t`Time zone saved`),
            onError: (error) => notify.error(errorMessage(error, t`We couldn't save the time zone. Please try again.`)),
          })
        }
      >
        {zones(value).map((zone) => (
          <option key={zone} value={zone}>
            {zone.replaceAll("_", " ")}
          </option>
        ))}
      </Select>
    </FormField>
  );
}
