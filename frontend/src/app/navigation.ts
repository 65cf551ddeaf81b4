import { t } from "@lingui/core/macro";
import type { User } from "@/lib/auth/session";
import { dashboardPath, isOperator } from "@/lib/auth/actions";
import { initialsOf } from "@/lib/initials";

/** Where the top navigation is hidden (spec 02 §2.1). */
export const ROUTES_WITHOUT_NAV = ["/login", "/signup", "/password-reset", "/verify-email", "/auth/callback"];

export interface NavLink {
  to: string;
  label: string;
  /** Prefix that marks the link active when it differs from `to` (a redirecting alias). */
  match?: string;
}

/** The links several lists share, named in the language on screen (built when drawn). */
function sharedLinks() {
  return {
    home: { to: "/", label: t`Home` },
    about: { to: "/about", label: t`About` },
    opportunities: { to: "/opportunities", label: t`Opportunities` },
    messages: { to: "/messages", label: t`Messages` },
    settings: { to: "/settings", label: t`Settings` },
    // Steeple's own moderators (users.is_staff).
    admin: { to: "/admin", label: t`Admin` },
  } satisfies Record<string, NavLink>;
}

/**
 * Spec 02 §2.2, plus what people missed: visitors reach the speaker and musician directories,
 * signed-in people their messages, churches the opportunities too. Operators (staff without a
 * marketplace role) get no marketplace links: Admin is their home.
 */
export function primaryLinks(user: User | null): NavLink[] {
  const { home, about, opportunities, messages, admin } = sharedLinks();
  if (!user) {
    const directories = [
      { to: "/speakers", label: t`Speakers` },
      { to: "/musicians", label: t`Musicians` },
    ];
    return [home, opportunities, ...directories, about, { to: "/pricing/breakdown", label: t`Pricing`, match: "/pricing" }];
  }
  if (isOperator(user)) return [home, about, admin];
  const find = user.role === "church" ? [{ to: "/talent", label: t`Speakers & Musicians` }, opportunities] : [opportunities];
  return [home, ...find, messages, about, { to: dashboardPath(user), label: t`Dashboard` }];
}

/** The account menu's links (spec 02 §2.2 "My Account"); an operator has no profile or inbox. */
export function accountLinks(user: User): NavLink[] {
  const { settings, admin } = sharedLinks();
  const staff = user.is_staff ? [admin] : [];
  if (isOperator(user)) return [...staff, settings];
  const talent = user.role === "speaker" || user.role === "musician";
  return [
    { to: "/messages", label: t`Inbox` },
    { to: dashboardPath(user), label: t`Dashboard` },
    { to: publicProfilePath(user), label: t`View Profile` },
    { to: "/profile/edit", label: t`Edit Profile` },
    ...(talent ? [{ to: "/availability", label: t`Availability` }] : []),
    settings,
    ...staff,
  ];
}

/** The small-screen menu: the top links, Notifications, then the account links not already there. */
export function mobileLinks(user: User | null): NavLink[] {
  const primary = primaryLinks(user);
  if (!user) return primary;
  const more = accountLinks(user).filter((link) => !primary.some((shown) => shown.to === link.to));
  return [...primary, { to: "/notifications", label: t`Notifications` }, ...more];
}

/** A church member's View Profile is their church's page (by the church's id); talent's their own. */
export function publicProfilePath(user: User): string {
  if (user.role === "church") return user.church ? `/churches/${user.church.church_id}` : "/profile/edit";
  const section = { speaker: "speakers", musician: "musicians" } as const;
  return user.role ? `/${section[user.role]}/${user.id}` : "/profile/edit";
}

/** Display name: church name, else full name, else email, else "User". */
export function displayName(user: User): string {
  return user.church_name || user.full_name || user.email || t`User`;
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
