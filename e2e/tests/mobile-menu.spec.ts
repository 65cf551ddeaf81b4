import { expect, test, type Locator, type Page } from "@playwright/test";
import { ABOUT_HEADING, urlWithPath } from "./site";

test.use({ viewport: { width: 390, height: 844 } });

const menu = (page: Page) => page.getByRole("dialog", { name: "Menu" });
const openButton = (page: Page) => page.getByRole("button", { name: "Open menu" });

async function expectFocusInside(dialog: Locator) {
  await expect
    .poll(() => dialog.evaluate((el) => el.contains(document.activeElement)))
    .toBe(true);
}

test.describe("small-screen menu", () => {
  test("replaces the desktop links with a dialog that navigates and closes", async ({ page }) => {
    await page.goto("/");

    const desktopNav = page.getByRole("navigation", { name: "Main" });
    for (const name of ["Home", "Opportunities", "About", "Pricing", "Log in", "Sign up"]) {
      await expect(desktopNav.getByRole("link", { name, exact: true })).toBeHidden();
    }
    await expect(openButton(page)).toHaveAttribute("aria-expanded", "false");

    await openButton(page).click();
    const dialog = menu(page);
    await expect(dialog).toBeVisible();
    await expectFocusInside(dialog);

    const expected: Array<[string, string]> = [
      ["Home", "/"],
      ["Opportunities", "/opportunities"],
      ["About", "/about"],
      ["Pricing", "/pricing/breakdown"],
      ["Log in", "/login"],
      ["Sign up", "/signup"],
    ];
    for (const [name, href] of expected) {
      await expect(dialog.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(dialog.getByRole("link", { name: "Home", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );

    await dialog.getByRole("link", { name: "About", exact: true }).click();
    await expect(page).toHaveURL(urlWithPath("/about"));
    await expect(page.getByRole("heading", { level: 1, name: ABOUT_HEADING })).toBeVisible();
    await expect(menu(page)).toBeHidden();
    await expect(openButton(page)).toHaveAttribute("aria-expanded", "false");
  });

  test("closes with Escape and with the close button, and keeps focus inside", async ({ page }) => {
    await page.goto("/about");

    // Opened from the keyboard.
    await openButton(page).focus();
    await page.keyboard.press("Enter");
    await expect(menu(page)).toBeVisible();
    await expectFocusInside(menu(page));
    await expect(menu(page).getByRole("link", { name: "About", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    // Tabbing round every control never leaves the dialog.
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press("Tab");
      await expectFocusInside(menu(page));
    }
    await page.keyboard.press("Escape");
    await expect(menu(page)).toBeHidden();
    await expect(page).toHaveURL(urlWithPath("/about"));
    // Keyboard users continue from the button that opened the menu.
    await expect(openButton(page)).toBeFocused();

    await openButton(page).click();
    await expect(menu(page)).toBeVisible();
    // The rest of the page is hidden from assistive technology while the modal menu is open.
    await expect(openButton(page)).toBeHidden();
    await expect(
      page.getByRole("button", { name: "Open menu", includeHidden: true }),
    ).toHaveAttribute("aria-expanded", "true");
    await expectFocusInside(menu(page));
    await menu(page).getByRole("button", { name: "Close menu" }).click();
    await expect(menu(page)).toBeHidden();
    await expect(openButton(page)).toHaveAttribute("aria-expanded", "false");
    await expect(openButton(page)).toBeFocused();
    await expect(page).toHaveURL(urlWithPath("/about"));
  });

  test("a link to the page already shown still closes the menu", async ({ page }) => {
    await page.goto("/about");
    await openButton(page).click();
    await menu(page).getByRole("link", { name: "About", exact: true }).click();
    await expect(menu(page)).toBeHidden();
    await expect(page).toHaveURL(urlWithPath("/about"));
  });
});
