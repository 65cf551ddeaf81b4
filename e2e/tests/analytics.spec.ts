import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { DEMO_PASSWORD, logIn } from "./accounts";

const SPEAKER = "speaker@demo.steeple.app";

async function openAnalytics(page: Page) {
  await page.goto("/login");
  await logIn(page, SPEAKER, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/speaking-dashboard$/);
  await page.getByRole("link", { name: "Analytics" }).click();
  await expect(page).toHaveURL(/\/analytics$/);
  await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
}

// The demo speaker is on the free plan, with months of seeded daily totals behind them.
test("the demo speaker sees charts of their last 30 days, the same figures as a table, and their CSV", async ({ page }) => {
  await openAnalytics(page);

  await expect(page.getByRole("radio", { name: "30 days" })).toBeChecked();
  for (const name of ["7 days", "90 days", "12 months"]) {
    await expect(page.getByRole("radio", { name })).toBeDisabled();
  }
  await expect(page.getByRole("link", { name: "Upgrade to Pro" })).toHaveAttribute("href", "/pricing");

  // Recharts' charts, drawn (an SVG named by its title, explorable with the arrow keys).
  for (const name of ["Profile views by day, the last 30 days", "Directory appearances by day, the last 30 days"]) {
    const chart = page.getByRole("application", { name });
    await expect(chart).toBeVisible();
    await expect(chart.locator(".recharts-area-curve")).toBeVisible();
  }
  await expect(page.getByRole("application", { name: "Outcomes, the last 30 days" })).toBeVisible();

  await page.getByRole("button", { name: "Show as table" }).click();
  const table = page.getByRole("table", { name: "Figures by day, the last 30 days" });
  await expect(table).toBeVisible();
  // Its heading row, 30 days and the totals; the totals are the key figures above.
  await expect(table.getByRole("row")).toHaveCount(32);
  const total = table.getByRole("row").last();
  await expect(total.getByRole("rowheader")).toHaveText("Total");
  const views = (await total.getByRole("cell").first().textContent()) ?? "";
  expect(Number(views.replace(/,/g, ""))).toBeGreaterThan(0);
  const keyFigures = page.getByRole("region", { name: "Key figures, the last 30 days" });
  await expect(keyFigures.getByText("Profile views").locator("xpath=following-sibling::dd[1]")).toHaveText(views);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^steeple-analytics-30d-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await download.path(), "utf8")).trim().split(/\r?\n/);
  expect(lines[0]).toBe("start,profile_views,directory_appearances,applications,shortlisted,offered,confirmed,declined,not_selected");
  expect(lines).toHaveLength(32);
  expect(lines.at(-1)?.split(",")[1]).toBe(views.replace(/,/g, ""));
});

test("on a phone the page fits the screen and the period is chosen by keyboard", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAnalytics(page);
  await expect(page.getByRole("application", { name: "Profile views by day, the last 30 days" })).toBeVisible();
  await page.getByRole("button", { name: "Show as table" }).click();
  await expect(page.getByRole("table", { name: "Figures by day, the last 30 days" })).toBeVisible();
  // Only the table's own region scrolls sideways, never the page.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The free period is the only one open: the arrow keys stay on it.
  await page.getByRole("radio", { name: "30 days" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("radio", { name: "30 days" })).toBeChecked();
  await expect(page).toHaveURL(/\/analytics$/);
});
