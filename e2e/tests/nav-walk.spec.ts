import { expect, test, type Page } from "@playwright/test";
import { DEMO_PASSWORD, logIn } from "./accounts";

const TALENT_NAV = ["/opportunities", "/messages"];
const CHURCH_NAV = ["/talent", "/opportunities", "/messages"];

/** Every kind of demo account (README's table), the page it should land on after signing in, and
 * links its top navigation must have. */
const ACCOUNTS: ReadonlyArray<{ kind: string; email: string; home: string; nav: string[] }> = [
  { kind: "speaker", email: "speaker@demo.steeple.app", home: "/speaking-dashboard", nav: TALENT_NAV },
  { kind: "musician", email: "musician@demo.steeple.app", home: "/musician-dashboard", nav: TALENT_NAV },
  { kind: "church admin", email: "church@demo.steeple.app", home: "/church-dashboard", nav: CHURCH_NAV },
  { kind: "church leader", email: "leader@demo.steeple.app", home: "/church-dashboard", nav: CHURCH_NAV },
  { kind: "church member", email: "member@demo.steeple.app", home: "/church-dashboard", nav: CHURCH_NAV },
  { kind: "free church", email: "free-church@demo.steeple.app", home: "/church-dashboard", nav: CHURCH_NAV },
  // Staff without a marketplace role: operators, whose home is /admin.
  { kind: "staff", email: "staff@demo.steeple.app", home: "/admin", nav: ["/admin"] },
];

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** Console errors and uncaught exceptions, with the page they happened on. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

async function hrefs(links: ReturnType<Page["getByRole"]>): Promise<string[]> {
  const found = await links.evaluateAll((elements) => elements.map((el) => el.getAttribute("href") ?? ""));
  return found.filter((href) => href.startsWith("/"));
}

/** The links of the top navigation, the account menu and the small-screen menu. */
async function navigationLinks(page: Page): Promise<string[]> {
  const top = await hrefs(page.getByRole("navigation", { name: "Main" }).getByRole("link"));
  await page.getByRole("button", { name: "My Account" }).click();
  const account = await hrefs(page.getByRole("menu").getByRole("menuitem"));
  expect(account.length).toBeGreaterThan(0);
  await page.keyboard.press("Escape");

  await page.setViewportSize(PHONE);
  await page.getByRole("button", { name: "Open menu" }).click();
  const dialog = page.getByRole("dialog", { name: "Menu" });
  await expect(dialog).toBeVisible();
  const mobile = await hrefs(dialog.getByRole("link"));
  await page.keyboard.press("Escape");
  await page.setViewportSize(DESKTOP);
  return [...new Set([...top, ...account, ...mobile])];
}

/** A page with content: a heading in the main area once loading is over, and not the 404 page. */
async function expectContent(page: Page, path: string) {
  const main = page.locator("main");
  await expect(main.getByRole("heading").first(), `${path} shows a heading`).toBeVisible({ timeout: 10_000 });
  await expect(main.getByText(/^(Checking your session|Loading)/)).toHaveCount(0, { timeout: 10_000 });
  await expect(page.getByRole("heading", { name: "Page Not Found" }), `${path} is not a 404`).toHaveCount(0);
  expect(new URL(page.url()).pathname, `${path} did not end at /404`).not.toBe("/404");
}

test.describe("every account's navigation leads somewhere real", () => {
  test.use({ viewport: DESKTOP });

  for (const account of ACCOUNTS) {
    test(`${account.kind}: lands on a page with content and every nav and menu link works`, async ({ page }) => {
      test.setTimeout(120_000);
      const errors = watchErrors(page);
      await page.goto("/login");
      await logIn(page, account.email, DEMO_PASSWORD);
      await expect(page).toHaveURL((url) => url.pathname === account.home);
      await expectContent(page, account.home);

      const top = await hrefs(page.getByRole("navigation", { name: "Main" }).getByRole("link"));
      expect(top).toEqual(expect.arrayContaining(account.nav));
      const links = await navigationLinks(page);
      for (const path of links) {
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        await expectContent(page, path);
      }
      expect(errors, "no console errors on any page").toEqual([]);
    });
  }

  test("a visitor's navigation reaches the speaker and musician directories", async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Speakers", exact: true })).toHaveAttribute("href", "/speakers");
    await expect(nav.getByRole("link", { name: "Musicians", exact: true })).toHaveAttribute("href", "/musicians");
    for (const path of await navigationLinksSignedOut(page)) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      await expectContent(page, path);
    }
    expect(errors).toEqual([]);
  });
});

test("an address whose id cannot exist shows not found, and the console stays clean", async ({ page }) => {
  const errors = watchErrors(page);
  for (const [path, heading] of [
    ["/speakers/999999", /not found/i],
    ["/musicians/abc", /not found/i],
    ["/churches/999999", /not found/i],
    ["/opportunities/999999", "Opportunity not found"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: heading }), path).toBeVisible();
  }
  expect(errors).toEqual([]);
});

async function navigationLinksSignedOut(page: Page): Promise<string[]> {
  const top = await hrefs(page.getByRole("navigation", { name: "Main" }).getByRole("link"));
  await page.setViewportSize(PHONE);
  await page.getByRole("button", { name: "Open menu" }).click();
  const mobile = await hrefs(page.getByRole("dialog", { name: "Menu" }).getByRole("link"));
  await page.keyboard.press("Escape");
  await page.setViewportSize(DESKTOP);
  return [...new Set([...top, ...mobile])];
}
