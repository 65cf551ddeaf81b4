/**
 * What the app's pages look like today, for journeys generated from lists. When a page is added to
 * frontend/src/app/router.tsx, add it here with its h1, so the redirect journeys expect the real
 * page instead of /404.
 */

/** Paths with a page of their own in frontend/src/app/router.tsx, with each page's h1. */
export const PAGES_TODAY: ReadonlyMap<string, string> = new Map([
  ["/", "Find the right voice for every Sunday, conference and worship night."],
  ["/about", "Helping churches and gifted people find each other"],
  ["/pricing", "Pricing"],
  ["/help-center", "Help Center"],
  ["/contact", "Contact Us"],
  ["/terms-of-service", "Terms of Service"],
  ["/privacy-policy", "Privacy Policy"],
  ["/community-guidelines", "Community Guidelines"],
  ["/login", "Welcome back"],
  ["/signup", "Create your account"],
  ["/404", "Page Not Found"],
]);

/** Pages behind sign-in: a signed-out visitor who asks for one ends at /login. */
export const SIGNED_IN_PAGES: ReadonlySet<string> = new Set([
  "/speaking-dashboard",
  "/musician-dashboard",
  "/church-dashboard",
  "/onboarding",
  "/church-profile-completion",
  "/messages",
]);

// The journeys walk the app's own table of redirect aliases.
export { REDIRECTS } from "../../frontend/src/app/redirects";

/**
 * Where a signed-out visitor sent to `to` ends today: the page itself, /login for pages behind
 * sign-in, or /404 while the page does not exist yet.
 */
export function landingPathFor(to: string): string {
  if (SIGNED_IN_PAGES.has(to)) return "/login";
  return PAGES_TODAY.has(to) ? to : "/404";
}

export const HERO_HEADING = PAGES_TODAY.get("/")!;
export const ABOUT_HEADING = PAGES_TODAY.get("/about")!;
export const NOT_FOUND_HEADING = PAGES_TODAY.get("/404")!;

/** The h1 of the page at `path` (which must be one of PAGES_TODAY). */
export function headingOf(path: string): string {
  const heading = PAGES_TODAY.get(path);
  if (heading === undefined) throw new Error(`No page at ${path} in PAGES_TODAY`);
  return heading;
}

/** Matches a full URL whose path (and optional query/hash) is exactly `path`. */
export function urlWithPath(path: string, rest = ""): RegExp {
  const escaped = `${path}${rest}`.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`^https?://[^/]+${escaped}$`);
}
