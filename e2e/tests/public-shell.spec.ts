import { expect, test, type Locator, type Page } from "@playwright/test";
import {
  ABOUT_HEADING,
  headingOf,
  HERO_HEADING,
  landingPathFor,
  urlWithPath,
} from "./site";

// The top navigation shows its links from the `lg` breakpoint (1024px) up.
test.use({ viewport: { width: 1280, height: 800 } });

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const navLink = (page: Page, name: string) => mainNav(page).getByRole("link", { name, exact: true });
const footer = (page: Page) => page.getByRole("contentinfo");

/** One footer column: the block that holds the column's heading and not the other column's. */
function footerColumn(page: Page, title: "Platform" | "Support"): Locator {
  const other = title === "Platform" ? "Support" : "Platform";
  return footer(page)
    .locator("div")
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) })
    .filter({ hasNot: page.getByRole("heading", { name: other, exact: true }) });
}

test.describe("landing page", () => {
  test("shows the hero, both calls to action and a Steeple title", async ({ page }) => {
    await page.goto("/");

    await expect(page.getByRole("heading", { level: 1, name: HERO_HEADING })).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign up as a church" })).toHaveAttribute(
      "href",
      "/signup?role=church",
    );
    await expect(page.getByRole("link", { name: "Sign up as talent" })).toHaveAttribute(
      "href",
      "/signup?role=speaker",
    );
    await expect(page).toHaveTitle(/Steeple/);
  });

  test("runs under the Content-Security-Policy without violations or console errors", async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));
    await page.addInitScript(() =>
      document.addEventListener("securitypolicyviolation", (event) =>
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
      ),
    );
    const response = await page.goto("/");
    expect(response?.headers()["content-security-policy"]).toContain("script-src 'self'");
    await expect(page.getByRole("heading", { level: 1, name: HERO_HEADING })).toBeVisible();
    await page.getByRole("link", { name: "Contact Us" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
    expect(problems).toEqual([]);
  });
});

test.describe("top navigation (desktop)", () => {
  test("links point where the spec says", async ({ page }) => {
    await page.goto("/");

    const expected: Array<[string, string]> = [
      ["Home", "/"],
      ["Opportunities", "/opportunities"],
      ["Speakers", "/speakers"],
      ["Musicians", "/musicians"],
      ["About", "/about"],
      ["Pricing", "/pricing/breakdown"],
      ["Log in", "/login"],
      ["Sign up", "/signup"],
    ];
    for (const [name, href] of expected) {
      const link = navLink(page, name);
      await expect(link, `${name} link`).toBeVisible();
      await expect(link, `${name} link`).toHaveAttribute("href", href);
    }
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
  });

  test("Home and About lead to their pages and are highlighted there", async ({ page }) => {
    await page.goto("/");
    await expect(navLink(page, "Home")).toHaveAttribute("aria-current", "page");
    await expect(navLink(page, "About")).not.toHaveAttribute("aria-current", /.*/);

    await navLink(page, "About").click();
    await expect(page).toHaveURL(urlWithPath("/about"));
    await expect(page.getByRole("heading", { level: 1, name: ABOUT_HEADING })).toBeVisible();
    await expect(navLink(page, "About")).toHaveAttribute("aria-current", "page");
    await expect(navLink(page, "Home")).not.toHaveAttribute("aria-current", /.*/);

    await navLink(page, "Home").click();
    await expect(page).toHaveURL(urlWithPath("/"));
    await expect(page.getByRole("heading", { level: 1, name: HERO_HEADING })).toBeVisible();
    await expect(navLink(page, "Home")).toHaveAttribute("aria-current", "page");
    await expect(navLink(page, "About")).not.toHaveAttribute("aria-current", /.*/);
  });

  test("Pricing goes through /pricing/breakdown to where /pricing ends today", async ({ page }) => {
    await page.goto("/about");
    await navLink(page, "Pricing").click();

    // /pricing/breakdown redirects to /pricing (which would be /404 while no pricing page existed).
    const destination = landingPathFor("/pricing");
    await expect(page).toHaveURL(urlWithPath(destination));
    await expect(page).not.toHaveURL(/\/pricing\/breakdown/);
    await expect(
      page.getByRole("heading", { level: 1, name: headingOf(destination), exact: true }),
    ).toBeVisible();
    if (destination === "/pricing") {
      // The link's `match` prefix marks it active on /pricing although it points at the alias.
      await expect(navLink(page, "Pricing")).toHaveAttribute("aria-current", "page");
      await expect(page).toHaveTitle("Pricing | Steeple");
    } else {
      await expect(navLink(page, "Pricing")).not.toHaveAttribute("aria-current", /.*/);
    }
    await expect(navLink(page, "About")).not.toHaveAttribute("aria-current", /.*/);
  });
});

test.describe("footer", () => {
  test("Platform and Support columns link to the right places", async ({ page }) => {
    await page.goto("/");

    const columns: Record<"Platform" | "Support", Array<[string, string]>> = {
      Platform: [
        ["For Speakers", "/signup?role=speaker"],
        ["For Churches", "/signup?role=church"],
        ["How It Works", "/#how-it-works"],
        ["Pricing", "/pricing"],
        ["Success Stories", "/#testimonials"],
      ],
      Support: [
        ["Help Center", "/help-center"],
        ["Contact Us", "/contact"],
        ["Terms", "/terms-of-service"],
        ["Privacy", "/privacy-policy"],
        ["Community Guidelines", "/community-guidelines"],
      ],
    };
    for (const [title, links] of Object.entries(columns) as Array<
      ["Platform" | "Support", Array<[string, string]>]
    >) {
      const column = footerColumn(page, title);
      await expect(column.getByRole("link")).toHaveText(links.map(([name]) => name));
      for (const [name, href] of links) {
        await expect(column.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
      }
    }
  });

  test("each Support link opens its page", async ({ page }) => {
    await page.goto("/");

    const pages: Array<[string, string, string]> = [
      ["Help Center", "/help-center", "Help Center"],
      ["Contact Us", "/contact", "Contact Us"],
      ["Terms", "/terms-of-service", "Terms of Service"],
      ["Privacy", "/privacy-policy", "Privacy Policy"],
      ["Community Guidelines", "/community-guidelines", "Community Guidelines"],
    ];
    for (const [label, path, heading] of pages) {
      await footerColumn(page, "Support").getByRole("link", { name: label, exact: true }).click();
      await expect(page).toHaveURL(urlWithPath(path));
      await expect(page.getByRole("heading", { level: 1, name: heading, exact: true })).toBeVisible();
      await expect(page).toHaveTitle(`${heading} | Steeple`);
    }
  });

  test("shows the mailbox, location, social links and this year's copyright", async ({ page }) => {
    await page.goto("/");
    const box = footer(page);

    const mailbox = box.getByRole("link", { name: /@/ });
    await expect(mailbox).toHaveAttribute("href", /^mailto:[^@\s]+@[^@\s]+$/);
    const address = (await mailbox.getAttribute("href"))!.slice("mailto:".length);
    await expect(mailbox).toHaveText(address);

    await expect(box.getByText("Cincinnati, Ohio")).toBeVisible();
    await expect(box.getByRole("link", { name: "Facebook" })).toHaveAttribute("href", /facebook\.com/);
    await expect(box.getByRole("link", { name: "Instagram" })).toHaveAttribute("href", /instagram\.com/);

    const year = new Date().getFullYear();
    await expect(box.getByText(`© ${year} Steeple. All rights reserved.`)).toBeVisible();
  });
});

test.describe("footer anchors", () => {
  /** The section is in view, with its heading below the sticky navigation bar rather than under it. */
  async function expectScrolledTo(page: Page, section: Locator, heading: Locator) {
    await expect(section).toBeInViewport();
    await expect(heading).toBeInViewport();
    const headerBottom = await page
      .getByRole("banner")
      .evaluate((el) => el.getBoundingClientRect().bottom);
    await expect
      .poll(() => heading.evaluate((el) => el.getBoundingClientRect().top))
      .toBeGreaterThanOrEqual(headerBottom);
  }

  const howItWorks = (page: Page) => page.getByRole("region", { name: "How It Works" });
  const successStories = (page: Page) => page.getByRole("region", { name: "Success Stories" });

  test("How It Works and Success Stories scroll the landing page", async ({ page }) => {
    await page.goto("/");
    await expect(howItWorks(page)).not.toBeInViewport();

    await footer(page).getByRole("link", { name: "How It Works" }).click();
    await expect(page).toHaveURL(urlWithPath("/", "#how-it-works"));
    await expectScrolledTo(
      page,
      howItWorks(page),
      page.getByRole("heading", { level: 2, name: "How It Works" }),
    );

    await footer(page).getByRole("link", { name: "Success Stories" }).click();
    await expect(page).toHaveURL(urlWithPath("/", "#testimonials"));
    await expectScrolledTo(
      page,
      successStories(page),
      page.getByRole("heading", { level: 2, name: "Success Stories" }),
    );
  });

  test("How It Works from another page lands on the section of the landing page", async ({ page }) => {
    await page.goto("/about");

    await footer(page).getByRole("link", { name: "How It Works" }).click();
    await expect(page).toHaveURL(urlWithPath("/", "#how-it-works"));
    await expectScrolledTo(
      page,
      howItWorks(page),
      page.getByRole("heading", { level: 2, name: "How It Works" }),
    );
  });
});
