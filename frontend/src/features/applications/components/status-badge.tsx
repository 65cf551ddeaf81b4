import { cn } from "@/lib/cn";
import { APPLICATION_STATUS_TONES, TALENT_STATUS_LABELS, type ApplicationStatus } from "@/lib/statuses";

export function StatusBadge({ status, className }: { status: ApplicationStatus; className?: string }) {
  return (
    <span
      className={cn("inline-block rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap", APPLICATION_STATUS_TONES[status], className)}
    >
      <span className="sr-only">Status: </span>
      {TALENT_STATUS_LABELS[status]}
    </span>
  );
}
