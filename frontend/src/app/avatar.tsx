import { Avatar as PhotoOrInitials } from "@/components/ui/avatar";
import type { User } from "@/lib/auth/session";
import { initials } from "./navigation";

export function Avatar({ user, className }: { user: User; className?: string }) {
  return <PhotoOrInitials photo={user.profile_photo} initials={initials(user)} className={className} />;
}
