import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Church, Mic, Music, type LucideIcon } from "lucide-react";
import type { User } from "@/lib/auth/session";

export type Role = NonNullable<User["role"]>;

export const ROLE_OPTIONS: ReadonlyArray<{
  value: Role;
  label: MessageDescriptor;
  description: MessageDescriptor;
  icon: LucideIcon;
}> = [
  {
    value: "speaker",
    label: msg`Speaker`,
    description: msg`Share your message at churches, conferences and retreats.`,
    icon: Mic,
  },
  {
    value: "musician",
    label: msg`Musician`,
    description: msg`Lead worship and play for services and events.`,
    icon: Music,
  },
  {
    value: "church",
    label: msg`Church`,
    description: msg`Find speakers and musicians for your congregation.`,
    icon: Church,
  },
];

const ROLE_ALIASES: Record<string, Role> = {
  speaker: "speaker",
  speakers: "speaker",
  musician: "musician",
  musicians: "musician",
  music: "musician",
  church: "church",
  churches: "church",
  organization: "church",
};

/**
 * The role a link asks to preselect (`/signup?role=church`), normalised as spec 01 §4 does
 * (case-insensitive, trimmed, plurals); anything unknown preselects nothing.
 */
export function roleFromParam(value: string | null): Role | undefined {
  if (!value) return undefined;
  return ROLE_ALIASES[value.trim().toLowerCase()];
}
