import { Trans } from "@lingui/react/macro";
import { cn } from "@/lib/cn";

/** Marks a speaker or musician with Pro (directory cards, public pages). */
export function ProBadge({ className }: { className?: string }) {
  return (
    <span className={cn("rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800", className)}>
      <Trans>Pro</Trans>
    </span>
  );
}
