import { expect, test, type Page } from "@playwright/test";
import { logIn, onboardedTalent, TINY_PNG } from "./accounts";

test.use({ viewport: { width: 1280, height: 800 } });

function uniqueWord(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}`;
}

async function searchDirectory(page: Page, path: string, fields: Record<string, string>) {
  await page.goto(path);
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(label).fill(value);
  await page.getByRole("button", { name: "Search" }).click();
}

test("a speaker fills the profile with a photo and is found by name, topic and skill", async ({
  page,
  request,
}) => {
  const surname = uniqueWord("Quill");
  const topic = uniqueWord("Zion");
  const name = `Zeb ${surname}`;
  await onboardedTalent(page, request, "speaker", name, { topics: `${topic}, Youth` });

  await page.goto("/profile/edit");
  await page.getByLabel("Headline").fill("Revival and youth speaker");
  await page.getByLabel("Skills").fill("Preaching, Workshops");
  await page.locator('input[type="file"]').setInputFiles({
    name: "me.png",
    mimeType: "image/png",
    buffer: TINY_PNG,
  });
  await expect(page.getByRole("img", { name: /Photo of/ }).first()).toBeVisible();
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("No unsaved changes.")).toBeVisible();

  await searchDirectory(page, "/speakers", { "Search name": surname });
  await expect(page.getByRole("link", { name: `View profile of ${name}` })).toBeVisible();
  await searchDirectory(page, "/speakers", { "Search name": "", "Filter topic": topic });
  await expect(page.getByRole("link", { name: /View profile of/ })).toHaveCount(1);
  await searchDirectory(page, "/speakers", { "Filter topic": topic, "Filter skill": "preach" });
  await page.getByRole("link", { name: `View profile of ${name}` }).click();
  await expect(page).toHaveURL(/\/speakers\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("Revival and youth speaker")).toBeVisible();
});

test("a musician is found by instrument through the skill filter", async ({ page, request }) => {
  const surname = uniqueWord("Harp");
  const instrument = uniqueWord("Lyre");
  const name = `Mira ${surname}`;
  await onboardedTalent(page, request, "musician", name, {
    instruments: `${instrument}, Piano`,
    genres: "Gospel",
  });
  await searchDirectory(page, "/musicians", { "Filter skill": instrument });
  await expect(page.getByRole("link", { name: `View profile of ${name}` })).toBeVisible();
  await expect(page.getByRole("link", { name: /View profile of/ })).toHaveCount(1);
});

test("a church picks a theme and its public page shows the colour", async ({ page }) => {
  await page.goto("/login");
  await logIn(page, "church@demo.steeple.app", "Steeple-Demo-2026");
  await expect(page).toHaveURL(/\/church-dashboard$/);
  await page.goto("/profile/edit");
  await page.getByText("Forest Green").click();
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("No unsaved changes.")).toBeVisible();

  await page.getByRole("button", { name: "My Account" }).click();
  await page.getByRole("menuitem", { name: "View Profile" }).click();
  await expect(page).toHaveURL(/\/churches\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Grace Community Church" })).toBeVisible();
  const usesThemeColour = await page.evaluate(() =>
    [...document.querySelectorAll("main *")].some(
      (element) => getComputedStyle(element).backgroundColor === "rgb(16, 185, 129)",
    ),
  );
  expect(usesThemeColour).toBe(true);
});

test("a speaker cannot change another account's profile through the API", async ({ page }) => {
  await page.goto("/login");
  await logIn(page, "speaker@demo.steeple.app", "Steeple-Demo-2026");
  await expect(page).toHaveURL(/\/speaking-dashboard$/);
  const statuses = await page.evaluate(async () => {
    const session = await (await fetch("/api/auth/refresh", { method: "POST" })).json();
    const headers = {
      Authorization: `Bearer ${session.access_token}`,
      "Content-Type": "application/json",
    };
    const someoneElse = "00000000-0000-4000-8000-000000000000";
    const asOther = await fetch("/api/profiles/me/talent", {
      method: "PUT",
      headers,
      body: JSON.stringify({ user_id: someoneElse, headline: "Hijacked" }),
    });
    const church = await fetch("/api/profiles/me/church", {
      method: "PUT",
      headers,
      body: JSON.stringify({ church_name: "Not mine" }),
    });
    return [asOther.status, church.status];
  });
  expect(statuses).toEqual([422, 403]);
});
