import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { DEMO_CHURCH_ADMIN, DEMO_PASSWORD, logIn, signOut } from "./accounts";

/**
 * Reviews after an event, on the seed's confirmed hire whose event has passed and whose window is
 * open (backend/steeple/demo/data/reviews.toml): the speaker has written, the demo church not yet.
 * Until the church writes, neither the church nor the public sees the speaker's review; once both
 * are in, both show on the application page and the church's review of the speaker shows on the
 * speaker's public profile.
 */
test.describe.configure({ mode: "serial" });

const SPEAKER = "tim.kowalczyk@people.steeple.test";
const OPPORTUNITY = "Men's Breakfast: Faith at Work";
const CHURCH = "Grace Community Church";
const SPEAKER_SAYS = "Grace Community ran a tight, friendly morning";
const CHURCH_SAYS = "Practical, warm and rooted in Scripture. Our men stayed an hour afterwards to keep talking.";

/** The hire (the speaker's application) and the speaker's user id. */
async function seededHire(request: APIRequestContext): Promise<{ id: string; speakerId: string }> {
  const signedIn = await request.post("/api/auth/signin", { data: { email: SPEAKER, password: DEMO_PASSWORD } });
  expect(signedIn.ok()).toBe(true);
  const { access_token, user } = (await signedIn.json()) as { access_token: string; user: { id: string } };
  const headers = { Authorization: `Bearer ${access_token}` };
  const answer = await request.get("/api/applications?status=hire_confirmed", { headers });
  expect(answer.ok()).toBe(true);
  const { items } = (await answer.json()) as { items: { id: string; opportunity: { title: string } }[] };
  const hire = items.find((application) => application.opportunity.title === OPPORTUNITY);
  expect(hire, "the seed's open hire").toBeDefined();
  return { id: hire!.id, speakerId: user.id };
}

async function signIn(page: Page, email: string) {
  await page.goto("/login");
  await logIn(page, email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/-dashboard$/);
}

/** The Reviews section of a public profile. */
const profileReviews = (page: Page) =>
  page.locator("section").filter({ has: page.getByRole("heading", { name: "Reviews", exact: true }) });

test("church and speaker review each other; the reviews show only when both are in", async ({ page, request }) => {
  const hire = await seededHire(request);
  const reviews = page.getByRole("region", { name: "Reviews" });

  // The speaker wrote first and waits; nothing shows on their profile yet.
  await signIn(page, SPEAKER);
  await page.goto(`/application/${hire.id}`);
  await expect(reviews.getByText("Your review", { exact: true })).toBeVisible();
  await expect(reviews.getByText(SPEAKER_SAYS)).toBeVisible();
  await expect(reviews.getByText("Waiting for the other side's review.")).toBeVisible();
  await signOut(page);
  await page.goto(`/speakers/${hire.speakerId}`);
  await expect(profileReviews(page)).toBeVisible();
  await expect(page.getByText(CHURCH_SAYS)).toHaveCount(0);

  // The church does not see the speaker's review before writing its own.
  await signIn(page, DEMO_CHURCH_ADMIN);
  await page.goto(`/application/${hire.id}`);
  const form = reviews.getByRole("form", { name: "Leave a review" });
  await expect(form).toBeVisible();
  await expect(page.getByText(SPEAKER_SAYS)).toHaveCount(0);
  // Neither stars nor words: refused in place.
  await form.getByRole("button", { name: "Submit review" }).click();
  await expect(form.getByText("Choose a rating from 1 to 5 stars.")).toBeVisible();
  await expect(form.getByText("Write a few words about how it went.")).toBeVisible();
  // Four stars by the keyboard: into the group, then the arrows.
  await form.getByRole("radio", { name: "1 star" }).focus();
  for (let step = 0; step < 3; step += 1) await page.keyboard.press("ArrowRight");
  await expect(form.getByRole("radio", { name: "4 stars" })).toBeChecked();
  await form.getByLabel("Your review").fill(CHURCH_SAYS);
  await form.getByRole("button", { name: "Submit review" }).click();

  // Both are in: both show, each with its stars.
  await expect(reviews.getByText("Your review", { exact: true })).toBeVisible();
  await expect(reviews.getByText(CHURCH_SAYS)).toBeVisible();
  await expect(reviews.getByText(/^Review from /)).toBeVisible();
  await expect(reviews.getByText(SPEAKER_SAYS)).toBeVisible();
  await expect(reviews.getByRole("img", { name: "4 out of 5 stars", exact: true })).toBeVisible();
  await expect(reviews.getByText("Waiting for the other side's review.")).toHaveCount(0);

  // And publicly: the church's review on the speaker's profile, with the average and count.
  await page.goto(`/speakers/${hire.speakerId}`);
  await expect(profileReviews(page).getByText(CHURCH_SAYS)).toBeVisible();
  await expect(profileReviews(page).getByRole("img", { name: "4 out of 5 stars", exact: true })).toBeVisible();
  await expect(profileReviews(page).getByText(CHURCH, { exact: true })).toBeVisible();
  await expect(page.getByRole("img", { name: /^4 out of 5 stars, 1 review$/ }).first()).toBeVisible();
  // Its author is not offered to report it.
  const ours = profileReviews(page).getByRole("listitem").filter({ hasText: CHURCH_SAYS });
  await expect(ours.getByRole("button", { name: /^Report/ })).toHaveCount(0);
});
