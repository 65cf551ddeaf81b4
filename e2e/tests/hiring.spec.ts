import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import {
  bearer,
  dayFromNow,
  DEMO_CHURCH_ADMIN,
  DEMO_PASSWORD,
  logIn,
  signedInAccount,
  signOut,
} from "./accounts";

/**
 * The hiring loop in the browser: the demo church posts an opportunity, new speakers find it by
 * search and apply, the church shortlists and offers, one speaker accepts (the other is told they
 * were not selected), and a musician declines an offer. Both tests share the one opportunity, so
 * the demo church spends a single posting of its month.
 */
test.describe.configure({ mode: "serial" });

const TITLE = `Harvest Revival ${Date.now().toString(36)}`;
const DEMO_MUSICIAN = "musician@demo.steeple.app";
let opportunityId = "";

/** Signs in by the page and waits for the dashboard. */
async function signIn(page: Page, email: string, password?: string) {
  await page.goto("/login");
  await logIn(page, email, password);
  await expect(page).toHaveURL(/-dashboard$/);
}

async function asDemoChurch(page: Page) {
  await signIn(page, DEMO_CHURCH_ADMIN, DEMO_PASSWORD);
}

interface MailboxMessage {
  kind: string;
  subject: string;
  text_body: string;
}

async function mailTo(request: APIRequestContext, to: string): Promise<MailboxMessage[]> {
  const response = await request.get(`/dev/mailbox/api/messages?to=${encodeURIComponent(to)}`);
  return (await response.json()) as MailboxMessage[];
}

/** Waits until `to` has an email whose subject contains `subject`. */
async function expectEmail(request: APIRequestContext, to: string, subject: string) {
  await expect
    .poll(async () => (await mailTo(request, to)).map((message) => message.subject))
    .toContainEqual(expect.stringContaining(subject));
}

async function applyByPage(page: Page, message: string) {
  await page.goto("/opportunities");
  await page.getByLabel("Search opportunities").fill(TITLE);
  await page.getByLabel("Search opportunities").press("Enter");
  await page.getByRole("link", { name: TITLE }).click();
  await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
  await page.getByRole("button", { name: "Apply", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Cover message").fill(message);
  await dialog.getByLabel("Proposed fee (optional)").fill("450");
  await dialog.getByLabel("I confirm I am available on the event's date").check();
  await dialog.getByRole("button", { name: "Send application" }).click();
  await expect(dialog.getByRole("heading", { name: "Application sent" })).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(page.getByText("Status: Submitted")).toBeVisible();
}

test("a church posts, speakers apply, the church offers, one accepts and the other is told", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000); // seven sign-ins
  await asDemoChurch(page);
  await page.goto("/opportunities/new");
  await page.getByLabel("Title").fill(TITLE);
  await page.getByLabel("Event type").selectOption({ label: "Revival" });
  await page.getByLabel("Description").fill("Three nights of worship and preaching as the harvest comes in.");
  await page.getByRole("textbox", { name: "Position 1", exact: true }).fill("Guest speaker");
  await page.getByRole("button", { name: "Add a position" }).click();
  await page.getByRole("textbox", { name: "Position 2", exact: true }).fill("Keyboardist");
  await page.getByRole("combobox", { name: "Role" }).nth(1).selectOption("musician");
  await page.getByLabel("Starts").fill(`${dayFromNow(21)}T19:00`);
  await page.getByLabel("Ends").fill(`${dayFromNow(23)}T21:00`);
  await page.getByLabel("Application deadline").fill(dayFromNow(14));
  await page.getByLabel("City").fill("Dayton");
  await page.getByLabel("State").fill("OH");
  await page.getByLabel("From ($)").fill("400");
  await page.getByLabel("Up to ($)").fill("600");
  await page.getByLabel("Travel covered").check();
  await page.getByLabel("Lodging provided").check();
  await page.getByRole("button", { name: "Save and publish" }).click();
  await expect(page).toHaveURL(/\/opportunities\/[0-9a-f-]{36}$/);
  opportunityId = page.url().split("/").pop()!;
  await expect(page.getByText("Open", { exact: true })).toBeVisible();
  await signOut(page);

  const miriam = { fullName: "Miriam Hale", topics: ["Revival", "Prayer"] };
  const { email: first } = await signedInAccount(page, "speaker", miriam);
  await applyByPage(page, "I have preached revivals across Ohio for twelve years.");
  await signOut(page);
  const { email: second } = await signedInAccount(page, "speaker", { fullName: "Jonah Price", topics: ["Youth"] });
  await applyByPage(page, "I would be honoured to bring the word.");
  await signOut(page);

  await asDemoChurch(page);
  await page.goto(`/opportunities/${opportunityId}/applicants`);
  await page.getByRole("button", { name: "Shortlist Miriam Hale" }).click();
  await page.getByRole("button", { name: "Make offer to Miriam Hale" }).click();
  const offer = page.getByRole("dialog");
  await offer.getByRole("radio", { name: "An amount", exact: true }).check();
  await offer.getByLabel("Honorarium amount (USD)").fill("500");
  await offer.getByRole("radio", { name: "Covered", exact: true }).check();
  await offer.getByLabel("Lodging provided").check();
  await offer.getByLabel("Respond by").fill(dayFromNow(10));
  await offer.getByRole("button", { name: "Send offer" }).click();
  await expect(offer).toBeHidden();
  await signOut(page);

  await signIn(page, first);
  await page.goto("/applications");
  await page.getByRole("link", { name: TITLE }).click();
  await expect(page.getByText("$500")).toBeVisible();
  await page.getByRole("button", { name: "Accept Offer" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Position accepted!" })).toHaveText(
    "Position accepted! You have confirmed your role as Guest Speaker. The church has been notified.",
  );
  await signOut(page);

  await asDemoChurch(page);
  await expect(page.getByText(`Position Accepted: ${TITLE}`)).toBeVisible();
  await signOut(page);

  await signIn(page, second);
  await page.goto("/applications");
  await expect(page.getByRole("listitem").filter({ hasText: TITLE }).getByText("Not selected")).toBeVisible();

  // Every step's email is in the mailbox.
  await expectEmail(request, first, `Your application for ${TITLE} was sent`);
  await expectEmail(request, first, `You were shortlisted: ${TITLE}`);
  await expectEmail(request, first, `You have an offer: ${TITLE}`);
  await expectEmail(request, second, `An update on your application: ${TITLE}`);
  await expectEmail(request, DEMO_CHURCH_ADMIN, "New application from Miriam Hale");
  await expectEmail(request, DEMO_CHURCH_ADMIN, `Position Accepted: ${TITLE}`);
  const kind = (await mailTo(request, second)).find((message) => message.subject.includes("An update"));
  expect(kind?.text_body).toContain("every opening for Guest Speaker has now been filled");
});

test("a musician declines an offer", async ({ page, request }) => {
  expect(opportunityId).not.toBe("");
  // The musician applies and the church offers, through the API: this test is about declining.
  const church = await bearer(request, DEMO_CHURCH_ADMIN, DEMO_PASSWORD);
  const musician = await bearer(request, DEMO_MUSICIAN, DEMO_PASSWORD);
  const opportunity = (await (await request.get(`/api/opportunities/${opportunityId}`)).json()) as {
    positions: { id: string; role: string }[];
    starts_local: string;
  };
  const keyboardist = opportunity.positions.find((position) => position.role === "musician")!;
  const applied = await request.post(`/api/opportunities/${opportunityId}/applications`, {
    headers: musician,
    data: { position_id: keyboardist.id, cover_message: "Keys and organ, twenty years.", available: true },
  });
  expect(applied.status()).toBe(201);
  const { id } = (await applied.json()) as { id: string };
  const offered = await request.post(`/api/applications/${id}/offer`, {
    headers: church,
    data: {
      position_id: keyboardist.id,
      event_date: opportunity.starts_local.slice(0, 10),
      honorarium: "love_offering",
      travel: "none",
      lodging_provided: false,
      w9_required: false,
      respond_by: dayFromNow(7),
    },
  });
  expect(offered.status()).toBe(200);

  await signIn(page, DEMO_MUSICIAN, DEMO_PASSWORD);
  await page.goto(`/application/${id}`);
  await expect(page.getByText("Love offering")).toBeVisible();
  await page.getByRole("button", { name: "Decline Offer" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Decline Offer" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Position declined." })).toHaveText(
    "Position declined. The church has been notified that you declined the role as Keyboardist.",
  );
  await expectEmail(request, DEMO_CHURCH_ADMIN, `Position Declined: ${TITLE}`);
});
