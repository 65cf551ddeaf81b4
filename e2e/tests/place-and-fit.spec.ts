import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { bearer, createAccount, signInByApi, type Account } from "./accounts";

test.use({ viewport: { width: 1280, height: 900 } });

/** A speaker living in `city`, with a profile that says their tradition, style, fee and how far they travel. */
async function speaker(request: APIRequestContext, name: string, city: string, travel: number | null): Promise<Account> {
  const account = await createAccount(request, "speaker", { fullName: name, city, state: "OH", topics: ["Revival preaching"] });
  const saved = await request.put("/api/profiles/me/talent", {
    headers: await bearer(request, account.email),
    data: {
      full_name: name,
      city,
      state: "OH",
      topics: ["Revival preaching"],
      denomination: "Baptist",
      worship_style: "Contemporary",
      fee_min: 300,
      fee_max: 400,
      travel_radius_miles: travel,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return account;
}

test("a church finds talent near a ZIP code, with how far and how well each fits, within both radii", async ({ page }) => {
  const tag = randomUUID().slice(0, 8);
  // Xenia is about 14 miles from ZIP 45402 (Dayton), Cincinnati about 44.
  await speaker(page.request, `Nearby Preacher ${tag}`, "Xenia", null);
  await speaker(page.request, `Cincinnati Traveller ${tag}`, "Cincinnati", 100);
  await speaker(page.request, `Homebody Preacher ${tag}`, "Cincinnati", 25);

  const church = await createAccount(page.request, "church", { plan: "church_monthly" });
  const headers = await signInByApi(page, church.email);
  const draft = await page.request.post("/api/opportunities", {
    headers,
    data: {
      title: `Fall Revival ${tag}`,
      event_type: "revival",
      description: "Three nights of worship and preaching.",
      positions: [{ title: "Guest speaker", role: "speaker" }],
      starts_at: "2027-10-07T19:00",
      ends_at: "2027-10-07T21:00",
      application_deadline: "2027-09-30",
      compensation: "honorarium",
      honorarium_min: 300,
      honorarium_max: 500,
      denomination: "Baptist",
      worship_style: "Contemporary",
      city: "Dayton",
      state: "OH",
    },
  });
  expect(draft.status(), await draft.text()).toBe(201);
  const { id } = (await draft.json()) as { id: string };
  expect((await page.request.post(`/api/opportunities/${id}/publish`, { headers })).ok()).toBe(true);

  await page.goto("/talent");
  await page.getByLabel("Keywords").fill(tag);
  await page.getByLabel("Near").fill("45402");
  await page.getByLabel("Within").selectOption("50");
  await page.getByLabel("Fit for").selectOption({ label: `Fall Revival ${tag}` });
  await page.getByLabel("Sort by").selectOption("fit");
  await expect(page).toHaveURL(/sort=fit/);

  const near = page.getByRole("article", { name: `Nearby Preacher ${tag}` });
  await expect(near.getByText(/Xenia, OH · about 1\d miles away/)).toBeVisible();
  await expect(near.getByText(/^\d+% fit$/)).toBeVisible();
  await near.getByRole("button", { name: "Why this match" }).click();
  await expect(near.getByText("Same tradition: Baptist")).toBeVisible();
  await expect(near.getByText("Fee $300–$400 fits the $500 budget")).toBeVisible();

  const traveller = page.getByRole("article", { name: `Cincinnati Traveller ${tag}` });
  await expect(traveller.getByText(/Cincinnati, OH · about 4\d miles away/)).toBeVisible();
  // Forty-odd miles away but travels only 25: not listed, though within the church's 50.
  await expect(page.getByRole("article", { name: `Homebody Preacher ${tag}` })).toHaveCount(0);
  // The nearer, equally fitting speaker comes first.
  await expect(page.getByRole("article").first()).toHaveAccessibleName(`Nearby Preacher ${tag}`);

  // The opportunity suggests them too, and the church asks one to apply.
  await page.goto(`/opportunities/${id}`);
  const suggested = page.getByRole("region", { name: "Suggested talent" });
  const card = suggested.getByRole("article", { name: `Nearby Preacher ${tag}` });
  await expect(card.getByText(/^\d+% fit$/)).toBeVisible();
  await card.getByRole("button", { name: `Invite to apply: Nearby Preacher ${tag}` }).click();
  await expect(card.getByText("Invited to apply")).toBeVisible();
});
