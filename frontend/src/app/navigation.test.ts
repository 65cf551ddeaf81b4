import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import type { User } from "@/lib/auth/session";
import { TEST_USER } from "@/test/app-testing";
import {
  accountLinks,
  displayName,
  initials,
  isActive,
  mobileLinks,
  primaryLinks,
  publicProfilePath,
  showsNavigation,
} from "./navigation";
import { REDIRECTS } from "./redirects";
import { routes } from "./router";

const link = (label: string) => primaryLinks(null).find((l) => l.label === label)!;

/** A signed-in user past onboarding; "Ruth Anne" so initials have two names to take. */
const user = (overrides: Partial<User>): User => ({
  ...TEST_USER,
  full_name: "Ruth Anne Baker",
  needs_onboarding: false,
  ...overrides,
});

describe("links by who is looking", () => {
  const labels = (u: User | null) => primaryLinks(u).map((l) => `${l.label} ${l.to}`);

  it("shows visitors Opportunities, both directories and Pricing", () => {
    expect(labels(null)).toEqual([
      "Home /",
      "Opportunities /opportunities",
      "Speakers /speakers",
      "Musicians /musicians",
      "About /about",
      "Pricing /pricing/breakdown",
    ]);
  });

  it("shows churches Speakers & Musicians, Opportunities, Messages and their dashboard", () => {
    expect(labels(user({ role: "church" }))).toEqual([
      "Home /",
      "Speakers & Musicians /talent",
      "Opportunities /opportunities",
      "Messages /messages",
      "About /about",
      "Dashboard /church-dashboard",
    ]);
  });

  it("shows talent Opportunities, Messages and their dashboard", () => {
    expect(labels(user({ role: "musician" }))).toContain("Dashboard /musician-dashboard");
    expect(labels(user({ role: "speaker" }))).toEqual(
      expect.arrayContaining(["Opportunities /opportunities", "Messages /messages"]),
    );
  });

  it("sends an unknown role to the church dashboard", () => {
    expect(accountLinks(user({ role: null })).find((l) => l.label === "Dashboard")?.to).toBe(
      "/church-dashboard",
    );
  });

  it("gives staff without a marketplace role Admin and Settings, and nothing of the marketplace", () => {
    const operator = user({ role: null, is_staff: true });
    expect(labels(operator)).toEqual(["Home /", "About /about", "Admin /admin"]);
    expect(accountLinks(operator).map((l) => l.to)).toEqual(["/admin", "/settings"]);
    expect(mobileLinks(operator).map((l) => l.to)).toEqual(["/", "/about", "/admin", "/notifications", "/settings"]);
  });

  it("adds Admin to the account menu of staff who also have a role", () => {
    expect(accountLinks(user({ role: "speaker", is_staff: true })).at(-1)).toEqual({ to: "/admin", label: "Admin" });
  });

  it("lists each place once in the small-screen menu", () => {
    const church = { church_id: "c4c4c4c4-0000-4000-8000-000000000003", church_name: "Grace Chapel", role: "admin" as const };
    const links = mobileLinks(user({ role: "church", church })).map((l) => l.to);
    expect(links).toEqual([...new Set(links)]);
    expect(links).toContain("/notifications");
  });

  it("links View Profile to the public page of the role, else to the editor", () => {
    const id = TEST_USER.id;
    const church = { church_id: "c4c4c4c4-0000-4000-8000-000000000003", church_name: "Grace Chapel", role: "member" as const };
    // A church account's page is its church's, by the church's id (not the user's).
    expect(publicProfilePath(user({ role: "church", church }))).toBe(`/churches/${church.church_id}`);
    expect(publicProfilePath(user({ role: "church", church: null }))).toBe("/profile/edit");
    expect(publicProfilePath(user({ role: "musician" }))).toBe(`/musicians/${id}`);
    expect(publicProfilePath(user({ role: null }))).toBe("/profile/edit");
  });
});

describe("how the user is named", () => {
  it("prefers the church name, then the full name, then the email", () => {
    expect(displayName(user({ church_name: "Grace Fellowship" }))).toBe("Grace Fellowship");
    expect(displayName(user({}))).toBe("Ruth Anne Baker");
    expect(displayName(user({ full_name: "" }))).toBe("ruth@example.org");
  });

  it("uses the first letters of up to two words, or the email's first letter", () => {
    expect(initials(user({}))).toBe("RA");
    expect(initials(user({ full_name: "" }))).toBe("R");
  });
});

describe("active navigation item", () => {
  it("matches Home only exactly", () => {
    expect(isActive("/", link("Home"))).toBe(true);
    expect(isActive("/about", link("Home"))).toBe(false);
  });

  it("matches the others by path prefix, not by a shared start of a word", () => {
    expect(isActive("/about", link("About"))).toBe(true);
    expect(isActive("/about/team", link("About"))).toBe(true);
    expect(isActive("/aboutness", link("About"))).toBe(false);
    expect(isActive("/opportunities/42", link("Opportunities"))).toBe(true);
  });

  it("marks Pricing active on /pricing although the link goes through the alias", () => {
    expect(link("Pricing").to).toBe("/pricing/breakdown");
    expect(isActive("/pricing", link("Pricing"))).toBe(true);
  });
});

describe("where the navigation bar shows", () => {
  it.each(["/login", "/signup", "/password-reset", "/verify-email", "/auth/callback"])(
    "is hidden on %s",
    (path) => expect(showsNavigation(path)).toBe(false),
  );

  it.each(["/", "/about", "/contact", "/signups-are-open"])("shows on %s", (path) =>
    expect(showsNavigation(path)).toBe(true),
  );
});

describe("route table", () => {
  it.each(REDIRECTS)("redirects $from to $to", ({ from, to }) => {
    const matched = matchRoutes(routes, from)?.at(-1)?.route;
    expect(matched?.path).toBe(from);
    const element = matched?.element as { props: { to: string } };
    expect(element.props).toMatchObject({ to });
  });

  it("sends any unknown path to /404", () => {
    const matched = matchRoutes(routes, "/no/such/page")?.at(-1)?.route;
    expect(matched?.path).toBe("*");
    expect((matched?.element as { props: { to: string } }).props.to).toBe("/404");
  });
});
