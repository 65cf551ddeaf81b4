import { useLingui } from "@lingui/react/macro";
import { cn } from "@/lib/cn";
import type { MemberRole } from "../api/team-api";
import { ROLE_LABELS, roleBadgeClass } from "../team";

/** A church-internal role (spec 02 §2.5 colours). */
export function MemberRoleBadge({ role }: { role: MemberRole }) {
  const { t } = useLingui();
  const label = ROLE_LABELS[role] as (typeof ROLE_LABELS)[MemberRole] | undefined;
  return (
    <span className={cn("shrink-0 rounded-full px-2 py-0.5 text-xs font-medium", roleBadgeClass(role))}>
      {label ? t(label) : role}
    </span>
  );
}
