import { expect, test, type Page } from "@playwright/test";
import { ABOUT_HEADING, urlWithPath } from "./site";

test.use({ viewport: { width: 1280, height: 600 } });

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Scrolls at once (the app scrolls smoothly to anchors) and waits until the page is there. */
async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
  await expect.poll(() => scrollY(page)).toBe(y);
}

async function showsHeading(page: Page, name: string | RegExp) {
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

test("a new page starts at the top; reload, back and forward return to where each was left", async ({
  page,
}) => {
  await page.goto("/help-center");
  await showsHeading(page, "Help Center");
  await scrollTo(page, 1000);

  // Typed into the address bar: a new page, at the top (it used to open at the last page's offset).
  await page.goto("/about");
  await showsHeading(page, ABOUT_HEADING);
  await page.waitForLoadState("networkidle");
  expect(await scrollY(page)).toBe(0);

  await scrollTo(page, 500);
  await page.reload();
  await showsHeading(page, ABOUT_HEADING);
  await expect.poll(() => scrollY(page)).toBe(500);

  await page.goBack();
  await expect(page).toHaveURL(urlWithPath("/help-center"));
  await showsHeading(page, "Help Center");
  await expect.poll(() => scrollY(page)).toBe(1000);

  await page.goForward();
  await expect(page).toHaveURL(urlWithPath("/about"));
  await expect.poll(() => scrollY(page)).toBe(500);
});

test("a link to another page opens it at the top at once; back returns to the same place", async ({
  page,
}) => {
  await page.goto("/help-center");
  await showsHeading(page, "Help Center");
  await scrollTo(page, 1000);

  // Watch every scroll position the next page passes through: none but the top. (The scroll
  // event of the scroll above comes with the next frame: let it pass first.)
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const seen: number[] = [];
    (window as unknown as { seen: number[] }).seen = seen;
    window.addEventListener("scroll", () => seen.push(Math.round(window.scrollY)));
  });
  const supportLink = page.getByRole("main").getByRole("link", { name: "Contact support" });
  await supportLink.evaluate((link: HTMLElement) => link.click()); // clicked where it is, no scrolling to it
  await expect(page).toHaveURL(urlWithPath("/contact"));
  await showsHeading(page, "Contact Us");
  expect(await scrollY(page)).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { seen: number[] }).seen)).toEqual([0]);

  await page.goBack();
  await showsHeading(page, "Help Center");
  await expect.poll(() => scrollY(page)).toBe(1000);
});
