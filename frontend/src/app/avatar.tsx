import type { User } from "@/lib/auth/session";
import { cn } from "@/lib/cn";
import { initials } from "./navigation";

export function Avatar({ user, className }: { user: User; className?: string }) {
  const size = cn("h-8 w-8 rounded-full", className);
  if (user.profile_photo) {
    return <img src={user.profile_photo} alt="" className={cn(size, "object-cover")} />;
  }
  return (
    <span
      aria-hidden
      className={cn(size, "flex items-center justify-center bg-brand-100 text-xs font-semibold text-brand-800")}
    >
      {initials(user)}
    </span>
  );
}
