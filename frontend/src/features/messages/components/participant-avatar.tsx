import { Avatar } from "@/components/ui/avatar";
import { initialsOf } from "@/lib/initials";
import type { Participant } from "../api/messages-api";

/** The other person's photo, or their initials; decorative (their name is always beside it). */
export function ParticipantAvatar({ participant, className }: { participant: Participant; className?: string }) {
  return <Avatar photo={participant.avatar} initials={initialsOf(participant.name)} className={className ?? "h-10 w-10 text-sm"} />;
}
