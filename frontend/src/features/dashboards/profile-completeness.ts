import type { User } from "@/lib/auth/session";

export interface CompletenessItem {
  label: string;
  done: boolean;
  /** Where the user completes it. */
  to: string;
}

/** What a complete account has so far; profiles add their own fields to this list. */
export function completenessItems(user: User): CompletenessItem[] {
  const items: CompletenessItem[] = [
    { label: "Verify your email", done: user.email_verified, to: "/verify-email" },
    { label: "Add your name", done: Boolean(user.full_name), to: "/profile/edit" },
    { label: "Add your city and state", done: Boolean(user.city && user.state), to: "/profile/edit" },
    { label: "Add a profile photo", done: Boolean(user.profile_photo), to: "/profile/edit" },
  ];
  if (user.role === "church") {
    items.splice(2, 0, { label: "Add your church's name", done: Boolean(user.church_name), to: "/profile/edit" });
  }
  return items;
}

export function completenessPercent(items: CompletenessItem[]): number {
  return Math.round((items.filter((item) => item.done).length / items.length) * 100);
}
