import { useLingui } from "@lingui/react/macro";
import { CheckCircle2, Send } from "lucide-react";
import { relativeTime } from "@/lib/format";
import type { Pack } from "../api/handoff-api";

/** Who has seen which version: what the church sent and what the guest acknowledged. */
export function PackStanding({ pack }: { pack: Pack }) {
  const { t } = useLingui();
  const guest = pack.event.guest_name;
  const { version, sent_version: sent, acknowledged_version: acknowledged } = pack;
  const lines: { icon: typeof Send; text: string; current: boolean }[] = [];
  if (sent !== null && pack.sent_at) {
    const when = relativeTime(pack.sent_at);
    lines.push({
      icon: Send,
      text:
        sent === version
          ? t`Sent to ${guest} ${when} (version ${sent}, the current one)`
          : t`Sent to ${guest} ${when} (version ${sent}; the plan has changed since)`,
      current: sent === version,
    });
  }
  if (acknowledged !== null && pack.acknowledged_at) {
    const when = relativeTime(pack.acknowledged_at);
    lines.push({
      icon: CheckCircle2,
      text:
        acknowledged === version
          ? t`Acknowledged by ${guest} ${when} (version ${acknowledged}, the current one)`
          : t`Acknowledged by ${guest} ${when} (version ${acknowledged}; the plan has changed since)`,
      current: acknowledged === version,
    });
  }
  return (
    <div role="status" className="space-y-1 text-sm">
      {lines.length === 0 ? (
        <p className="text-slate-600">{pack.version === 0 ? t`Nobody has saved this plan yet.` : t`Not sent to the guest yet (version ${version}).`}</p>
      ) : (
        lines.map(({ icon: Icon, text, current }) => (
          <p key={text} className={current ? "flex items-center gap-2 text-emerald-800" : "flex items-center gap-2 text-amber-900"}>
            <Icon className="h-4 w-4 shrink-0" aria-hidden />
            {text}
          </p>
        ))
      )}
    </div>
  );
}
