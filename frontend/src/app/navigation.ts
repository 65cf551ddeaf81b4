/** Where the top navigation is hidden (spec 02 §2.1). */
export const ROUTES_WITHOUT_NAV = ["/login", "/signup", "/password-reset", "/verify-email", "/auth/callback"];

export interface NavLink {
  to: string;
  label: string;
  /** Prefix that marks the link active when it differs from `to` (a redirecting alias). */
  match?: string;
}

export const SIGNED_OUT_LINKS: NavLink[] = [
  { to: "/", label: "Home" },
  { to: "/opportunities", label: "Opportunities" },
  { to: "/about", label: "About" },
  { to: "/pricing/breakdown", label: "Pricing", match: "/pricing" },
];

/** Home is active only on an exact match; every other link by path prefix. */
export function isActive(pathname: string, link: NavLink): boolean {
  const base = link.match ?? link.to;
  if (base === "/") return pathname === "/";
  return pathname === base || pathname.startsWith(`${base}/`);
}

export function showsNavigation(pathname: string): boolean {
  return !ROUTES_WITHOUT_NAV.some((route) => pathname === route || pathname.startsWith(`${route}/`));
}
