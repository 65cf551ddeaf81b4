import { expect, test, type Page } from "@playwright/test";
import { logIn } from "./accounts";

/**
 * The performance budget says CLS under 0.05 (DESIGN.md). /profile/edit used to swap a short
 * spinner for the long form, pushing the footer out of view: 0.33. It now shows the editor's
 * frame from the first paint.
 */

// The demo speaker (README.md), seeded by the journey server.
const DEMO_SPEAKER = "speaker@demo.steeple.app";
const DEMO_PASSWORD = "Steeple-Demo-2026";

interface Shift {
  value: number;
  hadRecentInput: boolean;
}

/** Every layout shift of the page from its first paint, as the browser reports them. */
async function layoutShifts(page: Page): Promise<Shift[]> {
  return page.evaluate(
    () =>
      new Promise<Shift[]>((resolve) => {
        new PerformanceObserver((list) => {
          resolve(
            list.getEntries().map((entry) => {
              const shift = entry as PerformanceEntry & { value: number; hadRecentInput: boolean };
              return { value: shift.value, hadRecentInput: shift.hadRecentInput };
            }),
          );
        }).observe({ type: "layout-shift", buffered: true });
        // No shift at all: the observer has nothing to report.
        setTimeout(() => resolve([]), 500);
      }),
  );
}

/** Holds each answer of `path` back a little, so every loading step is painted on its own. */
async function slowDown(page: Page, path: string, ms: number) {
  await page.route(`**${path}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

for (const viewport of [
  { width: 1280, height: 720 },
  { width: 390, height: 844 },
]) {
  test(`/profile/edit loads without shifting its layout (${viewport.width}px wide)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto("/login");
    await logIn(page, DEMO_SPEAKER, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/speaking-dashboard$/);

    // A cold load of the editor: the page's code, the session (from the refresh cookie) and the
    // profile each arrive in turn.
    await slowDown(page, "/api/auth/refresh", 300);
    await slowDown(page, "/api/profiles/me", 300);
    await page.goto("/profile/edit");
    await expect(page.getByRole("status", { name: "Loading your profile…" })).toBeVisible();
    await expect(page.getByRole("form", { name: "Edit profile" })).toBeVisible();
    await expect(page.getByLabel("Full name")).toHaveValue(/\S/);
    await page.waitForLoadState("networkidle");

    const shifts = (await layoutShifts(page)).filter((shift) => !shift.hadRecentInput);
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(total, `layout shifts: ${JSON.stringify(shifts)}`).toBeLessThan(0.05);
  });
}
