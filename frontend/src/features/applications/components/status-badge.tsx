import { Trans } from "@lingui/react/macro";
import { cn } from "@/lib/cn";
import { APPLICATION_STATUS_TONES, applicationStatusLabels, type ApplicationStatus, type StatusReader } from "@/lib/statuses";

export function StatusBadge({ status, reader, className }: { status: ApplicationStatus; reader: StatusReader; className?: string }) {
  return (
    <span
      className={cn("inline-block rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap", APPLICATION_STATUS_TONES[status], className)}
    >
      <span className="sr-only">
        <Trans>Status:</Trans>{" "}
      </span>
      {applicationStatusLabels(reader)[status]}
    </span>
  );
}
