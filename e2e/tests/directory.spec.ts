import { expect, test } from "@playwright/test";

test.use({ viewport: { width: 1280, height: 800 } });

// `steeple seed` fills the demo marketplace: the directories look alive on a fresh database.
test("the speaker directory lists the demo marketplace's speakers, Pro first", async ({ page }) => {
  await page.goto("/speakers");
  const cards = page.getByRole("link", { name: /^View profile of / });
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(40);
  // Marcus Bell is on Speaker Pro (the demo speaker is free, to try buying it), and Pro comes first.
  const pro = page.getByRole("article", { name: "Marcus Bell" });
  await expect(pro.getByText("Pro", { exact: true })).toBeVisible();
  await expect(page.getByRole("article").first().getByText("Pro", { exact: true })).toBeVisible();
});

test("the musician directory lists at least thirty demo musicians", async ({ page }) => {
  await page.goto("/musicians");
  const cards = page.getByRole("link", { name: /^View profile of / });
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(30);
});
