import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/input";
import { openOpportunitiesQuery } from "@/lib/church-opportunities";

/**
 * "Fit for": one of the church's open opportunities, to score each card against (its admins and
 * leaders; the API's refusal for others shows under the choice). Applies at once.
 */
export function FitForChoice({
  userId,
  value,
  onChange,
  error,
}: {
  userId: string;
  value: string;
  onChange: (opportunityId: string) => void;
  error?: string;
}) {
  const { t } = useLingui();
  const open = useQuery(openOpportunitiesQuery(userId));
  const items = open.data?.items ?? [];
  return (
    <FormField label={t`Fit for`} error={error} hint={items.length === 0 && open.isSuccess ? t`Post an opportunity to see who fits it.` : undefined}>
      <Select name="fit_for" value={value} onChange={(event) => onChange(event.target.value)} disabled={items.length === 0}>
        <option value="">{t`No opportunity`}</option>
        {items.map((item) => (
          <option key={item.id} value={item.id}>
            {item.title}
          </option>
        ))}
      </Select>
    </FormField>
  );
}
