import type { ComponentType } from "react";
import { useSession } from "@/lib/auth/session";

/**
 * /profile/edit is one address for two editors: a church account edits its church
 * (features/churches), a speaker or musician their profile (features/profiles). Features never
 * import each other, so the route table picks.
 */
export function ProfileEditRoute({ church: Church, talent: Talent }: { church: ComponentType; talent: ComponentType }) {
  const session = useSession();
  // Inside RequireSession: signed in by now.
  if (session.status !== "signed-in") return null;
  return session.user.role === "church" ? <Church /> : <Talent />;
}
