import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { Select } from "@/components/ui/input";

/**
 * The directory's order: its own (best match, then Pro, then complete), the nearest first once the
 * search is near a place, or the best fit first once it is for an opportunity. Applies at once.
 */
export function SortChoice({
  value,
  nearby,
  fitting,
  onChange,
}: {
  value: string;
  /** Whether the search is near a place (the nearest first needs one). */
  nearby: boolean;
  /** Whether the cards are scored for an opportunity (the best fit first needs one). */
  fitting: boolean;
  onChange: (sort: string) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap text-slate-700">
        <Trans>Sort by</Trans>
      </label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value)} className="w-auto">
        <option value="">{t`Best match`}</option>
        <option value="distance" disabled={!nearby}>
          {nearby ? t`Nearest first` : t`Nearest first (choose a place)`}
        </option>
        <option value="fit" disabled={!fitting}>
          {fitting ? t`Best fit` : t`Best fit (choose an opportunity)`}
        </option>
      </Select>
    </div>
  );
}
