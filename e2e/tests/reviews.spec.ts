import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { bearer, DEMO_CHURCH_ADMIN, DEMO_PASSWORD, logIn, signOut } from "./accounts";

/**
 * Reviews after an event: the demo church and the demo speaker review each other on a confirmed
 * hire whose event has passed (the seed keeps one with its review window open and nothing written).
 * Neither sees the other's review until both are in; then both show, and the church's review of
 * the speaker shows on the speaker's public profile with its stars.
 */
test.describe.configure({ mode: "serial" });

const DEMO_SPEAKER = "speaker@demo.steeple.app";

interface ApplicationReviews {
  can_review: boolean;
  mine: unknown;
  theirs: unknown;
}

/** The demo speaker's confirmed hire at the demo church that both sides may review now. */
async function openHire(request: APIRequestContext): Promise<{ id: string; church: string; speakerId: string }> {
  const speaker = await bearer(request, DEMO_SPEAKER, DEMO_PASSWORD);
  const church = await bearer(request, DEMO_CHURCH_ADMIN, DEMO_PASSWORD);
  const me = (await (await request.get("/api/auth/me", { headers: speaker })).json()) as { id: string };
  const mine = await request.get("/api/applications?status=hire_confirmed", { headers: speaker });
  expect(mine.ok()).toBe(true);
  const { items } = (await mine.json()) as { items: { id: string; opportunity: { church: { church_name: string } } }[] };
  for (const application of items) {
    const both = await Promise.all(
      [speaker, church].map(async (headers) => {
        const answer = await request.get(`/api/applications/${application.id}/reviews`, { headers });
        return answer.ok() ? ((await answer.json()) as ApplicationReviews) : null;
      }),
    );
    if (both.every((state) => state?.can_review && !state.mine)) {
      return { id: application.id, church: application.opportunity.church.church_name, speakerId: me.id };
    }
  }
  throw new Error("The seed has no confirmed hire of the demo speaker at the demo church open for reviews");
}

async function signIn(page: Page, email: string) {
  await page.goto("/login");
  await logIn(page, email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/-dashboard$/);
}

async function review(page: Page, stars: string, text: string) {
  const form = page.getByRole("form", { name: "Leave a review" });
  // A review without stars or words is refused in place.
  await form.getByRole("button", { name: "Submit review" }).click();
  await expect(form.getByText("Choose a rating from 1 to 5 stars.")).toBeVisible();
  await form.getByRole("radiogroup", { name: "Rating" }).getByText(stars, { exact: true }).click();
  await form.getByLabel("Your review").fill(text);
  await form.getByRole("button", { name: "Submit review" }).click();
}

const CHURCH_SAYS = "Warm, clear preaching that our youth still talk about. Arrived early and stayed late.";
const SPEAKER_SAYS = "A welcoming church with a well-run weekend; the team thought of everything.";

test("church and speaker review each other; the reviews show only when both are in", async ({ page, request }) => {
  const hire = await openHire(request);
  const reviews = page.getByRole("region", { name: "Reviews" });

  // The church writes first, and waits.
  await signIn(page, DEMO_CHURCH_ADMIN);
  await page.goto(`/application/${hire.id}`);
  await review(page, "4 stars", CHURCH_SAYS);
  await expect(reviews.getByText("Waiting for the other side's review.")).toBeVisible();
  await expect(reviews.getByText(CHURCH_SAYS)).toBeVisible();
  await signOut(page);

  // Not on the speaker's profile yet, and the speaker does not see it before writing theirs.
  await page.goto(`/speakers/${hire.speakerId}`);
  await expect(page.getByRole("heading", { name: "Reviews" })).toBeVisible();
  await expect(page.getByText(CHURCH_SAYS)).toHaveCount(0);

  await signIn(page, DEMO_SPEAKER);
  await page.goto(`/application/${hire.id}`);
  await expect(reviews.getByRole("form", { name: "Leave a review" })).toBeVisible();
  await expect(page.getByText(CHURCH_SAYS)).toHaveCount(0);
  await review(page, "5 stars", SPEAKER_SAYS);

  // Both are in: both show, each with its stars.
  await expect(reviews.getByText("Your review")).toBeVisible();
  await expect(reviews.getByText(SPEAKER_SAYS)).toBeVisible();
  await expect(reviews.getByText(`Review from ${hire.church}`)).toBeVisible();
  await expect(reviews.getByText(CHURCH_SAYS)).toBeVisible();
  await expect(reviews.getByRole("img", { name: "4 out of 5 stars" })).toBeVisible();
  await expect(reviews.getByText("Waiting for the other side's review.")).toHaveCount(0);

  // And publicly, on the speaker's profile: the review, its stars and the average with the count.
  await page.goto(`/speakers/${hire.speakerId}`);
  const onProfile = page.locator("section").filter({ has: page.getByRole("heading", { name: "Reviews" }) });
  await expect(onProfile.getByText(CHURCH_SAYS)).toBeVisible();
  await expect(onProfile.getByRole("img", { name: "4 out of 5 stars" })).toBeVisible();
  await expect(page.getByRole("img", { name: /out of 5 stars, \d+ reviews?$/ }).first()).toBeVisible();
});
