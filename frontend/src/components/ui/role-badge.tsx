import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { components } from "@/lib/api/schema";
import { cn } from "@/lib/cn";

type Role = components["schemas"]["Role"];

const STYLES = {
  church: "bg-blue-100 text-blue-800",
  speaker: "bg-green-100 text-green-800",
  musician: "bg-purple-100 text-purple-800",
} as const;

const LABELS: Record<Role, MessageDescriptor> = { church: msg`Church`, speaker: msg`Speaker`, musician: msg`Musician` };

/** Spec 02 §2.2: Church in blue, Speaker in green, Musician in purple. */
export function RoleBadge({ role, className }: { role: Role | null | undefined; className?: string }) {
  const { t } = useLingui();
  if (!role) return null;
  return (
    <span className={cn("rounded-full px-2 py-0.5 text-xs font-medium", STYLES[role], className)}>
      {t(LABELS[role])}
    </span>
  );
}
