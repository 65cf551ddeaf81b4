import { useLingui } from "@lingui/react/macro";
import { CheckCircle2, Send } from "lucide-react";
import { relativeTime } from "@/lib/format";
import type { Pack } from "../api/handoff-api";

/** Who has seen which version: what the church sent and what the guest acknowledged. */
export function PackStanding({ pack }: { pack: Pack }) {
  const { t } = useLingui();
  const guest = pack.event.guest_name;
  const lines: { icon: typeof Send; text: string; current: boolean }[] = [];
  if (pack.sent_version !== null && pack.sent_at) {
    lines.push({
      icon: Send,
      text:
        pack.sent_version === pack.version
          ? t`Sent to ${guest} ${relativeTime(pack.sent_at)} (version ${pack.sent_version}, the current one)`
          : t`Sent to ${guest} ${relativeTime(pack.sent_at)} (version ${pack.sent_version}; the plan has changed since)`,
      current: pack.sent_version === pack.version,
    });
  }
  if (pack.acknowledged_version !== null && pack.acknowledged_at) {
    lines.push({
      icon: CheckCircle2,
      text:
        pack.acknowledged_version === pack.version
          ? t`Acknowledged by ${guest} ${relativeTime(pack.acknowledged_at)} (version ${pack.acknowledged_version}, the current one)`
          : t`Acknowledged by ${guest} ${relativeTime(pack.acknowledged_at)} (version ${pack.acknowledged_version}; the plan has changed since)`,
      current: pack.acknowledged_version === pack.version,
    });
  }
  return (
    <div role="status" className="space-y-1 text-sm">
      {lines.length === 0 ? (
        <p className="text-slate-600">{pack.version === 0 ? t`Nobody has saved this plan yet.` : t`Not sent to the guest yet (version ${pack.version}).`}</p>
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
