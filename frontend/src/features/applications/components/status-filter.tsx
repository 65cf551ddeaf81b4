import { Trans } from "@lingui/react/macro";
import { Select } from "@/components/ui/input";
import {
  APPLICATION_STATUSES,
  applicationStatusLabels,
  parseApplicationStatus,
  type ApplicationStatus,
  type StatusReader,
} from "@/lib/statuses";

/** All, or one status; the page keeps the choice in its address (?status=). */
export function StatusFilter({
  value,
  onChange,
  reader,
}: {
  value: ApplicationStatus | undefined;
  onChange: (status: ApplicationStatus | undefined) => void;
  reader: StatusReader;
}) {
  const labels = applicationStatusLabels(reader);
  return (
    <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
      <Trans>Status</Trans>
      <Select
        className="w-auto min-w-44"
        value={value ?? ""}
        onChange={(event) => onChange(parseApplicationStatus(event.target.value))}
      >
        <option value="">
          <Trans>All</Trans>
        </option>
        {APPLICATION_STATUSES.map((status) => (
          <option key={status} value={status}>
            {labels[status]}
          </option>
        ))}
      </Select>
    </label>
  );
}
