import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { isActive, showsNavigation, SIGNED_OUT_LINKS } from "./navigation";
import { REDIRECTS } from "./redirects";
import { routes } from "./router";

const link = (label: string) => SIGNED_OUT_LINKS.find((l) => l.label === label)!;

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
    const element = matched?.element as { props: { to: string; replace: boolean } };
    expect(element.props).toMatchObject({ to, replace: true });
  });

  it("sends any unknown path to /404", () => {
    const matched = matchRoutes(routes, "/no/such/page")?.at(-1)?.route;
    expect(matched?.path).toBe("*");
    expect((matched?.element as { props: { to: string } }).props.to).toBe("/404");
  });
});
