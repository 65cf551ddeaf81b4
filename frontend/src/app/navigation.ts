import type { User } from "@/lib/auth/session";
import { dashboardPath } from "@/lib/auth/actions";
import { initialsOf } from "@/lib/initials";

/** Where the top navigation is hidden (spec 02 §2.1). */
export const ROUTES_WITHOUT_NAV = ["/login", "/signup", "/password-reset", "/verify-email", "/auth/callback"];

export interface NavLink {
  to: string;
  label: string;
  /** Prefix that marks the link active when it differs from `to` (a redirecting alias). */
  match?: string;
}

/** Spec 02 §2.2: churches look for talent; everyone else, signed out too, for opportunities. */
export function primaryLinks(user: User | null): NavLink[] {
  const find =
    user?.role === "church"
      ? { to: "/talent", label: "Speakers & Musicians" }
      : { to: "/opportunities", label: "Opportunities" };
  const links: NavLink[] = [{ to: "/", label: "Home" }, find, { to: "/about", label: "About" }];
  if (!user) return [...links, { to: "/pricing/breakdown", label: "Pricing", match: "/pricing" }];
  return [...links, { to: dashboardPath(user.role), label: "Dashboard" }];
}

/** The account menu's links (spec 02 §2.2 "My Account"). */
export function accountLinks(user: User): NavLink[] {
  return [
    { to: "/messages", label: "Inbox" },
    { to: dashboardPath(user.role), label: "Dashboard" },
    { to: publicProfilePath(user), label: "View Profile" },
    { to: "/profile/edit", label: "Edit Profile" },
    { to: "/settings", label: "Settings" },
    // Steeple's own moderators (users.is_staff); the account menu and the mobile menu alike.
    ...(user.is_staff ? [{ to: "/admin", label: "Admin" }] : []),
  ];
}

/** A church member's View Profile is their church's page (by the church's id); talent's their own. */
export function publicProfilePath(user: User): string {
  if (user.role === "church") return user.church ? `/churches/${user.church.church_id}` : "/profile/edit";
  const section = { speaker: "speakers", musician: "musicians" } as const;
  return user.role ? `/${section[user.role]}/${user.id}` : "/profile/edit";
}

/** Display name: church name, else full name, else email, else "User". */
export function displayName(user: User): string {
  return user.church_name || user.full_name || user.email || "User";
}

/** First letters of up to two words of the name, or the first letter of the email. */
export function initials(user: User): string {
  return initialsOf(user.church_name || user.full_name, user.email);
}

/** Home is active only on an exact match; every other link by path prefix. */
export function isActive(pathname: string, link: NavLink): boolean {
  const base = link.match ?? link.to;
  if (base === "/") return pathname === "/";
  return pathname === base || pathname.startsWith(`${base}/`);
}

export function showsNavigation(pathname: string): boolean {
  return !ROUTES_WITHOUT_NAV.some((route) => pathname === route || pathname.startsWith(`${route}/`));
}
