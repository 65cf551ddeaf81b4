import { expect, test, type APIRequestContext } from "@playwright/test";
import { createAccount, dayFromNow, logIn, signInByApi, signOut } from "./accounts";

/**
 * Availability in the browser: a speaker blocks a date on their calendar; a church searching the
 * directory for that date no longer finds them (the day after it does); their public profile
 * shows the day as away; and an offer for a day another confirmed hire already booked is refused
 * when they accept it.
 */

const NAME = `Miriam Availability ${Date.now().toString(36)}`;
// Within the three months a public profile shows, and clear of today's edge.
const AWAY = dayFromNow(30);
const FREE = dayFromNow(31);

async function evening(
  request: APIRequestContext,
  church: Record<string, string>,
  title: string,
  day: string,
): Promise<{ id: string; positions: { id: string }[] }> {
  const created = await request.post("/api/opportunities", {
    headers: church,
    data: {
      title,
      event_type: "revival",
      description: "An evening of worship and a word.",
      positions: [{ title: "guest_speaker", role: "speaker" }],
      starts_at: `${day}T18:00`,
      ends_at: `${day}T20:30`,
      application_deadline: dayFromNow(5),
      compensation: "love_offering",
      city: "Dayton",
      state: "OH",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const opportunity = (await created.json()) as { id: string; positions: { id: string }[] };
  const published = await request.post(`/api/opportunities/${opportunity.id}/publish`, { headers: church });
  expect(published.ok(), await published.text()).toBe(true);
  return opportunity;
}

/** The speaker applies and the church offers the position for `day`; the application's id. */
async function offered(
  request: APIRequestContext,
  speaker: Record<string, string>,
  church: Record<string, string>,
  opportunity: { id: string; positions: { id: string }[] },
  day: string,
): Promise<string> {
  const positionId = opportunity.positions[0]!.id;
  const applied = await request.post(`/api/opportunities/${opportunity.id}/applications`, {
    headers: speaker,
    data: { position_id: positionId, cover_message: "I would be glad to serve.", available: true },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const { id } = (await applied.json()) as { id: string };
  const offer = await request.post(`/api/applications/${id}/offer`, {
    headers: church,
    data: {
      position_id: positionId,
      event_date: day,
      honorarium: "love_offering",
      travel: "none",
      lodging_provided: false,
      respond_by: dayFromNow(4),
    },
  });
  expect(offer.ok(), await offer.text()).toBe(true);
  return id;
}

test("a blocked date keeps a speaker out of that day's search and shows on their profile; a booked day refuses a second hire", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const speaker = await createAccount(page.request, "speaker", { fullName: NAME });

  // The speaker blocks a day on their calendar.
  await page.goto("/login");
  await logIn(page, speaker.email);
  await expect(page).toHaveURL(/-dashboard$/);
  await page.getByRole("link", { name: "Availability" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Availability" })).toBeVisible();
  const block = page.getByRole("form", { name: "Block days" });
  await block.getByLabel("First day").fill(AWAY);
  await block.getByLabel("Reason (optional)").fill("Sister's wedding");
  await block.getByRole("button", { name: "Block days" }).click();
  await expect(page.getByRole("list", { name: "Blocked days" })).toContainText("Sister's wedding");
  await page.goto(`/availability?month=${AWAY.slice(0, 7)}`);
  const dayNumber = String(Number(AWAY.slice(8)));
  const awayCell = page.getByRole("cell").filter({ has: page.getByText(dayNumber, { exact: true }) }).filter({ hasText: "Unavailable" });
  await expect(awayCell).toContainText("Sister's wedding");
  await signOut(page);

  // A church (here a visitor) looks for speakers free that day: she is not there; the next day she is.
  await page.goto(`/speakers?q=${encodeURIComponent(NAME)}&available_on=${AWAY}`);
  await expect(page.getByText(/No speakers .* free on/)).toBeVisible();
  await expect(page.getByRole("link", { name: NAME })).toHaveCount(0);
  await page.getByLabel("Available on").fill(FREE);
  await page.getByLabel("Available on").press("Enter");
  await expect(page.getByRole("link", { name: NAME })).toBeVisible();

  // Her public profile shows the day as away, without the reason.
  await page.getByRole("link", { name: NAME }).click();
  const availability = page.locator("section", { has: page.getByRole("heading", { name: "Availability", exact: true }) });
  await expect(availability.getByRole("table").first()).toBeVisible();
  await expect(availability.getByRole("cell", { name: new RegExp(`^${dayNumber}\\s*Unavailable$`) }).first()).toBeVisible();
  await expect(page.getByText("Sister's wedding")).toHaveCount(0);

  // Two churches' offers for one evening: she accepts the first; the second is refused.
  const church = (await createAccount(page.request, "church", { plan: "church_monthly" })).email;
  const churchHeaders = await signInByApi(page, church);
  const speakerHeaders = await signInByApi(page, speaker.email);
  const evening1 = await evening(page.request, churchHeaders, `Worship night A ${NAME}`, FREE);
  const evening2 = await evening(page.request, churchHeaders, `Worship night B ${NAME}`, FREE);
  const first = await offered(page.request, speakerHeaders, churchHeaders, evening1, FREE);
  const second = await offered(page.request, speakerHeaders, churchHeaders, evening2, FREE);
  const accepted = await page.request.post(`/api/applications/${first}/offer/accept`, { headers: speakerHeaders });
  expect(accepted.ok(), await accepted.text()).toBe(true);

  // Signed in again by the API above, as the speaker last.
  await page.goto(`/application/${second}`);
  await page.getByRole("button", { name: "Accept Offer" }).click();
  await expect(page.getByText("You already have a confirmed booking on this date.", { exact: false })).toBeVisible();
  // The grid shows the evening as booked.
  await page.goto(`/availability?month=${FREE.slice(0, 7)}`);
  const freeNumber = String(Number(FREE.slice(8)));
  await expect(page.getByRole("cell").filter({ has: page.getByText(freeNumber, { exact: true }) }).filter({ hasText: "Booked" })).toBeVisible();
});
