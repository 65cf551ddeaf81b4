import { expect, test } from "@playwright/test";
import {
  ABOUT_HEADING,
  headingOf,
  HERO_HEADING,
  landingPathFor,
  NOT_FOUND_HEADING,
  REDIRECTS,
  urlWithPath,
} from "./site";

test.describe("not found", () => {
  test("an unknown path ends at /404 and Go Home leads home", async ({ page }) => {
    await page.goto("/this/does/not/exist");

    await expect(page).toHaveURL(urlWithPath("/404"));
    await expect(page.getByRole("heading", { level: 1, name: NOT_FOUND_HEADING })).toBeVisible();
    await expect(page).toHaveTitle("Page Not Found | Steeple");

    await page.getByRole("link", { name: "Go Home" }).click();
    await expect(page).toHaveURL(urlWithPath("/"));
    await expect(page.getByRole("heading", { level: 1, name: HERO_HEADING })).toBeVisible();
  });

  test("Go Back returns to the page before the missing one", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1, name: ABOUT_HEADING })).toBeVisible();

    await page.goto("/nope");
    await expect(page).toHaveURL(urlWithPath("/404"));
    await expect(page.getByRole("heading", { level: 1, name: NOT_FOUND_HEADING })).toBeVisible();

    await page.getByRole("button", { name: "Go Back" }).click();
    await expect(page).toHaveURL(urlWithPath("/about"));
    await expect(page.getByRole("heading", { level: 1, name: ABOUT_HEADING })).toBeVisible();
  });
});

test.describe("redirect aliases", () => {
  for (const { from, to } of REDIRECTS) {
    const destination = landingPathFor(to);
    test(`${from} redirects to ${to}${destination === to ? "" : ` (signed out: ${destination})`}`, async ({
      page,
    }) => {
      await page.goto(from);

      await expect(page).toHaveURL(urlWithPath(destination));
      await expect(page).not.toHaveURL(urlWithPath(from));
      await expect(
        page.getByRole("heading", { level: 1, name: headingOf(destination), exact: true }),
      ).toBeVisible();
    });
  }
});

test.describe("error screen", () => {
  test("a page whose code cannot load shows Connection Problem in the layout; Try Again recovers", async ({
    page,
  }) => {
    let blocked = true;
    await page.route("**/assets/about-page-*.js", (route) => (blocked ? route.abort() : route.continue()));
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Connection Problem" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(page.getByText(/Error ID: [0-9a-f]{12}/)).toBeVisible();

    // Still failing: the attempt is counted across the reload that retrying a download needs.
    await page.getByRole("button", { name: "Try Again" }).click();
    await expect(page.getByText("Attempt 1 of 5")).toBeVisible();

    blocked = false;
    await page.getByRole("button", { name: "Try Again" }).click();
    await expect(page.getByRole("heading", { level: 1, name: ABOUT_HEADING })).toBeVisible();
  });
});
