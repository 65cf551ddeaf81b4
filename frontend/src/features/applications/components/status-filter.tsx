import { Select } from "@/components/ui/input";
import { STATUS_LABELS, STATUSES, type ApplicationStatus } from "../status";

/** All, or one status; the page keeps the choice in its address (?status=). */
export function StatusFilter({
  value,
  onChange,
}: {
  value: ApplicationStatus | undefined;
  onChange: (status: ApplicationStatus | undefined) => void;
}) {
  return (
    <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
      Status
      <Select
        className="w-auto min-w-44"
        value={value ?? ""}
        onChange={(event) => onChange(STATUSES.find((status) => status === event.target.value))}
      >
        <option value="">All</option>
        {STATUSES.map((status) => (
          <option key={status} value={status}>
            {STATUS_LABELS[status]}
          </option>
        ))}
      </Select>
    </label>
  );
}
