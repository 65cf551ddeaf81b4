import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { DEMO_CHURCH_ADMIN, DEMO_PASSWORD, logIn, signOut } from "./accounts";

/**
 * The service handoff pack, on the seed's worship night at the demo church, whose worship leader
 * is hired (backend/steeple/demo/data/handoff.toml: the church's draft with the guest's first songs, version 2, not sent yet). The church
 * adds to it and sends it; the guest adds a song with its key and acknowledges; the church sees
 * the acknowledgement of the version it sent, and the guest's song in the order of service.
 */
test.describe.configure({ mode: "serial" });

const GUEST = "sarah.beth.tidwell@people.steeple.test";
const EVENT = "Worship Night: Come Thirsty";

async function signIn(page: Page, email: string) {
  await page.goto("/login");
  await logIn(page, email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/-dashboard$/);
}

/** From the dashboard's Upcoming services to the event's plan. */
async function openPlan(page: Page) {
  await page.getByRole("link", { name: `Service plan for ${EVENT}` }).click();
  await expect(page.getByRole("heading", { name: EVENT, level: 1 })).toBeVisible();
}

test("the church drafts and sends the plan, the guest adds a song and acknowledges, the church sees it", async ({ page }) => {
  await signIn(page, DEMO_CHURCH_ADMIN);
  await openPlan(page);
  const plan = page.getByRole("form", { name: "Service plan" });
  await expect(page.getByText("Not sent to the guest yet (version 2).")).toBeVisible();

  // The church adds a closing prayer long enough to overrun the evening: the page warns at once.
  await plan.getByRole("button", { name: "Add an item" }).click();
  const added = plan.getByRole("listitem", { name: /^Item 6:/ });
  await added.getByLabel("Kind").selectOption({ label: "Prayer" });
  await added.getByLabel("Title").fill("Closing prayer");
  await added.getByLabel("Minutes").fill("200");
  await expect(plan.getByText(/The items run \d+ minutes past the end of the event\./)).toBeVisible();
  await added.getByLabel("Minutes").fill("10");
  await expect(plan.getByText(/past the end of the event/)).toHaveCount(0);
  await plan.getByLabel("Contact phone").fill("(513) 555-0100");
  await plan.getByRole("button", { name: "Save plan" }).click();
  await expect(page.getByText("Service plan saved")).toBeVisible();
  await page.getByRole("button", { name: "Send to guest" }).click();
  await expect(page.getByText(/^Sent to Sarah Beth Tidwell .* \(version 3, the current one\)$/)).toBeVisible();
  await signOut(page);

  // The guest adds a song; a key that is not a key is refused in place, then fixed.
  await signIn(page, GUEST);
  await openPlan(page);
  const guestPlan = page.getByRole("form", { name: "Service plan" });
  await expect(guestPlan.getByText("Closing prayer")).toBeVisible();
  await expect(guestPlan.getByLabel("Contact phone")).toHaveCount(0); // the church's part reads only
  await guestPlan.getByRole("button", { name: "Add an item" }).click();
  const song = guestPlan.getByRole("listitem", { name: /^Item 7:/ });
  await song.getByLabel("Title").fill("Goodness of God");
  await song.getByLabel("Minutes").fill("5");
  await song.getByLabel("Key").fill("H");
  await guestPlan.getByRole("button", { name: "Save my part" }).click();
  await expect(song.getByRole("alert")).toBeVisible();
  await song.getByLabel("Key").fill("Bb");
  // Placed before the church's closing prayer.
  await song.getByRole("button", { name: "Move Goodness of God up" }).click();
  await guestPlan.getByRole("button", { name: "Save my part" }).click();
  await expect(page.getByText("Service plan saved")).toBeVisible();
  await page.getByRole("button", { name: "Acknowledge" }).click();
  await expect(page.getByText(/^Acknowledged by Sarah Beth Tidwell .* \(version 4, the current one\)$/)).toBeVisible();
  await signOut(page);

  // The church sees the acknowledgement and the guest's song, with its key, before its prayer.
  await signIn(page, DEMO_CHURCH_ADMIN);
  await openPlan(page);
  await expect(page.getByText(/^Acknowledged by Sarah Beth Tidwell .* \(version 4, the current one\)$/)).toBeVisible();
  const items = page.getByRole("form", { name: "Service plan" }).getByRole("listitem");
  await expect(items.nth(5).getByLabel("Title")).toHaveValue("Goodness of God");
  await expect(items.nth(5).getByLabel("Key")).toHaveValue("Bb");
  await expect(items.nth(6).getByLabel("Title")).toHaveValue("Closing prayer");
});

test("someone outside the hire is told the plan does not exist", async ({ page, request }) => {
  const hire = await hireOf(request);
  await signIn(page, "tim.kowalczyk@people.steeple.test");
  await page.goto(`/hires/${hire}/pack`);
  await expect(page.getByRole("heading", { name: "Service plan not found" })).toBeVisible();
});

/** The worship night's hire id, read as the church (the outsider cannot list it). */
async function hireOf(request: APIRequestContext): Promise<string> {
  const answer = await request.post("/api/auth/signin", { data: { email: DEMO_CHURCH_ADMIN, password: DEMO_PASSWORD } });
  const { access_token } = (await answer.json()) as { access_token: string };
  const hires = await request.get("/api/hires", { headers: { Authorization: `Bearer ${access_token}` } });
  const list = (await hires.json()) as { application_id: string; title: string }[];
  const hire = list.find((each) => each.title === EVENT);
  expect(hire).toBeDefined();
  return hire!.application_id;
}
