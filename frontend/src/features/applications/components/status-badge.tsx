import { cn } from "@/lib/cn";
import { STATUS_LABELS, STATUS_TONES, type ApplicationStatus } from "../status";

export function StatusBadge({ status, className }: { status: ApplicationStatus; className?: string }) {
  return (
    <span
      className={cn("inline-block rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap", STATUS_TONES[status], className)}
    >
      <span className="sr-only">Status: </span>
      {STATUS_LABELS[status]}
    </span>
  );
}
