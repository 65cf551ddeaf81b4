import { expect, test, type Page } from "@playwright/test";
import { bearer, demoChurchId, logIn, signedInAccount, TINY_PNG } from "./accounts";

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
  await signedInAccount(page, "speaker", { fullName: name, topics: [topic, "Youth"] });

  // The dashboard shows the server's completeness; an item leads to its field in the editor.
  const completeness = page.getByRole("progressbar", { name: "Profile completeness" });
  await expect(completeness).toBeVisible();
  const before = Number(await completeness.getAttribute("aria-valuenow"));
  await page.getByRole("link", { name: "Write a headline" }).click();
  await expect(page).toHaveURL(/\/profile\/edit#headline$/);
  await expect(page.getByLabel("Headline")).toBeFocused();
  const writes: string[] = [];
  page.on("request", (sent) => {
    if (sent.method() !== "GET" && sent.url().includes("/api/profiles/me/talent")) writes.push(sent.method());
  });
  await page.getByLabel("Headline").fill("Revival and youth speaker");
  await page.getByLabel("City").fill("Columbus");
  await page.getByLabel("Skills").fill("Preaching, Workshops");
  await page.locator('input[type="file"]').setInputFiles({
    name: "me.png",
    mimeType: "image/png",
    buffer: TINY_PNG,
  });
  await expect(page.getByRole("img", { name: /Photo of/ }).first()).toBeVisible();
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("No unsaved changes.")).toBeVisible();
  // One request saves the profile and the account's place.
  expect(writes).toEqual(["PUT"]);

  await page.goto("/speaking-dashboard");
  await expect(page.getByText("Write a headline")).toBeVisible();
  await expect(page.getByRole("link", { name: "Write a headline" })).toHaveCount(0);
  await expect
    .poll(async () => Number(await completeness.getAttribute("aria-valuenow")))
    .toBeGreaterThan(before);

  await searchDirectory(page, "/speakers", { "Search name": surname });
  await expect(page.getByRole("link", { name: `View profile of ${name}` })).toBeVisible();
  await searchDirectory(page, "/speakers", { "Search name": "", "Filter topic": topic });
  await expect(page.getByRole("link", { name: /View profile of/ })).toHaveCount(1);
  await searchDirectory(page, "/speakers", { "Filter topic": topic, "Filter skill": "preach" });
  await page.getByRole("link", { name: `View profile of ${name}` }).click();
  await expect(page).toHaveURL(/\/speakers\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("Revival and youth speaker")).toBeVisible();
  await expect(page.getByText("Columbus, OH")).toBeVisible();
});

test("a Pro speaker's public page shows the Pro badge", async ({ page, request }) => {
  const search = await request.get("/api/profiles/search?role=speaker");
  const { results } = (await search.json()) as { results: { user_id: string; name: string; is_pro: boolean }[] };
  const pro = results.find((card) => card.is_pro);
  const free = results.find((card) => !card.is_pro);
  expect(pro && free).toBeTruthy();
  await page.goto(`/speakers/${pro!.user_id}`);
  await expect(page.getByRole("heading", { level: 1, name: pro!.name })).toBeVisible();
  await expect(page.getByRole("main").getByText("Pro", { exact: true })).toBeVisible();
  await page.goto(`/speakers/${free!.user_id}`);
  await expect(page.getByRole("heading", { level: 1, name: free!.name })).toBeVisible();
  await expect(page.getByRole("main").getByText("Pro", { exact: true })).toHaveCount(0);
});

test("a musician is found by instrument through the skill filter", async ({ page }) => {
  const surname = uniqueWord("Harp");
  const instrument = uniqueWord("Lyre");
  const name = `Mira ${surname}`;
  await signedInAccount(page, "musician", { fullName: name, instruments: [instrument, "Piano"], genres: ["Gospel"] });
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

test("a speaker cannot change another account's profile or a church through the API", async ({ request }) => {
  const churchId = await demoChurchId(request);
  const headers = await bearer(request, "speaker@demo.steeple.app", "Steeple-Demo-2026");
  const someoneElse = "00000000-0000-4000-8000-000000000000";
  const asOther = await request.put("/api/profiles/me/talent", {
    headers,
    data: { user_id: someoneElse, full_name: "Hijacked", headline: "Hijacked" },
  });
  const church = await request.put(`/api/churches/${churchId}`, {
    headers,
    data: { church_name: "Not mine" },
  });
  const churchSettings = await request.get("/api/churches/mine", { headers });
  expect([asOther.status(), church.status(), churchSettings.status()]).toEqual([422, 403, 403]);
});

test("on a wide screen the photo's white frame stays a circle on profile and church pages", async ({ page, request }) => {
  const speaker = await bearer(request, "speaker@demo.steeple.app", "Steeple-Demo-2026");
  const me = (await (await request.get("/api/users/me", { headers: speaker })).json()) as { id: string };
  for (const path of [`/speakers/${me.id}`, `/churches/${await demoChurchId(request)}`]) {
    await page.goto(path);
    const photo = page.locator("main header").getByRole("img").first();
    await expect(photo).toBeVisible();
    const frame = await photo.locator("..").boundingBox();
    expect(frame, path).not.toBeNull();
    // The frame wraps the round photo only: as tall as it is wide, not a pill hanging below it.
    expect(Math.abs(frame!.height - frame!.width), path).toBeLessThanOrEqual(1);
  }
});
