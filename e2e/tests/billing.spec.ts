import { expect, test, type Page } from "@playwright/test";
import { isPremium, publishOpportunity, signedInAccount } from "./accounts";

/**
 * Billing in the browser through the built-in test provider (no Stripe keys in e2e): its checkout
 * page sends Stripe-signed events to our webhook, and only they change a plan. Each journey has
 * accounts of its own; churches that post are new ones (the demo church's two postings a month
 * belong to the hiring and notification journeys).
 */
test.use({ viewport: { width: 1280, height: 800 } });

// Spec 01 §2 "Premium gate screen", word for word.
const GATE_FEATURES = [
  "Unlimited messaging with speakers and musicians",
  "Full contact access",
  "2 opportunity postings per month",
  "Advanced search and filtering",
  "Priority support",
  "Team collaboration tools",
  "Event management dashboard",
  "Custom church branding",
];

const gateHeading = (page: Page) => page.getByRole("heading", { level: 1, name: "Premium Access Required" });

/** The test provider's checkout page for `item`, marked as test mode. */
async function expectTestCheckout(page: Page, item: string) {
  await expect(page).toHaveURL(/\/test-payment\?session=cs_test_\w+$/);
  await expect(page.getByText("TEST MODE")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: item })).toBeVisible();
}

test("a new church meets the premium gate, upgrades through the test checkout and has premium at once", async ({
  page,
  request,
}) => {
  const { email, headers } = await signedInAccount(page, "church");

  // Its dashboard is behind the gate, which names the page asked for.
  await expect(gateHeading(page)).toBeVisible();
  await expect(page.getByText("/church-dashboard", { exact: true })).toBeVisible();
  await expect(page.getByText("$49/month", { exact: true })).toBeVisible();
  await expect(page.getByText("10-day money-back guarantee", { exact: true })).toBeVisible();
  await expect(page.getByRole("main").getByRole("listitem")).toHaveText(GATE_FEATURES);
  await expect(page.getByRole("link", { name: "Learn More About Premium" })).toHaveAttribute("href", "/help-center");
  await expect(page.getByRole("link", { name: "Contact Support" })).toHaveAttribute("href", "/contact");
  await expect(page.getByRole("button", { name: "Sign Out & Sign In Again" })).toBeVisible();
  // Every church page outside the exempt list, each named.
  await page.goto("/messages");
  await expect(gateHeading(page)).toBeVisible();
  await expect(page.getByText("/messages", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Upgrade to Premium" }).click();
  await expectTestCheckout(page, "Church Premium");
  await expect(page.getByText(`Checkout for ${email}`)).toBeVisible();
  await expect(page.getByText("Church Premium (monthly)")).toBeVisible();
  await page.getByRole("button", { name: "Pay $49.00" }).click();

  // Back at /church/complete-profile (which is /church-profile-completion), past the gate.
  await expect(page).toHaveURL(/\/church-profile-completion\?session_id=cs_test_\w+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Complete your church profile" })).toBeVisible();
  await expect(gateHeading(page)).toHaveCount(0);
  expect(await isPremium(request, headers)).toBe(true);
  await page.goto("/church-dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Welcome");
});

test("a declined card says so and changes nothing; Cancel returns to pricing with the cancelled note", async ({
  page,
  request,
}) => {
  const { headers: church } = await signedInAccount(page, "church");
  await page.getByRole("button", { name: "Upgrade to Premium" }).click();
  await expectTestCheckout(page, "Church Premium");

  await page.getByRole("button", { name: "Decline card" }).click();
  await expect(page.getByText("Your card was declined.")).toBeVisible();
  await expect(page).toHaveURL(/\/test-payment\?session=cs_test_\w+$/);
  await expect(page.getByRole("button", { name: "Pay $49.00" })).toBeEnabled();
  expect(await isPremium(request, church)).toBe(false);
  const payments = await request.get("/api/billing/payments", { headers: church });
  expect(((await payments.json()) as { items: unknown[] }).items).toEqual([]);

  await page.getByRole("button", { name: "Cancel", exact: true }).click();
  await expect(page).toHaveURL(/\/pricing\?payment=cancelled$/);
  await expect(page.getByRole("status").filter({ hasText: "Payment cancelled" })).toHaveText(
    "Payment cancelled. You haven't been charged; choose a plan whenever you're ready.",
  );
  await expect(page.getByText("Your church's plan: Free")).toBeVisible();
  expect(await isPremium(request, church)).toBe(false);

  // Still free: the gate again, and its way out signs out.
  await page.goto("/church-dashboard");
  await expect(gateHeading(page)).toBeVisible();
  await page.getByRole("button", { name: "Sign Out & Sign In Again" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome back" })).toBeVisible();
  await page.goto("/church-dashboard");
  await expect(page).toHaveURL(/\/login$/);
});

test("a premium church features its opportunity: the dashboard says so and /opportunities shows Featured", async ({
  page,
  request,
}) => {
  const { headers: church } = await signedInAccount(page, "church", { plan: "church_monthly" });
  const title = `Boosted Revival ${Date.now().toString(36)}`;
  await publishOpportunity(request, church, title);

  await page.goto("/church-dashboard");
  const feature = page.getByRole("button", { name: new RegExp(`^Feature ${title} for 14 days, \\$19`) });
  // Leaving the checkout charges nothing and features nothing.
  await feature.click();
  await expectTestCheckout(page, "Featured boost");
  await expect(page.getByText(title)).toBeVisible();
  await page.getByRole("button", { name: "Cancel", exact: true }).click();
  await expect(page).toHaveURL(/\/church-dashboard\?boost=cancelled$/);
  await expect(page.getByRole("status").filter({ hasText: "Featured boost cancelled" })).toContainText(
    "You haven't been charged.",
  );
  await expect(feature).toBeVisible();

  await feature.click();
  await expectTestCheckout(page, "Featured boost");
  await page.getByRole("button", { name: "Pay $19.00" }).click();
  await expect(page).toHaveURL(/\/church-dashboard\?boost=success&opportunity_id=[0-9a-f-]{36}$/);
  await expect(page.getByRole("status").filter({ hasText: "Featured boost purchased" })).toContainText(
    "Your opportunity is featured at the top of lists for 14 days.",
  );
  await expect(page.getByText(/^Featured until \w{3} \d{1,2}, \d{4}$/)).toBeVisible();
  await expect(feature).toHaveCount(0);
  await page.getByRole("button", { name: "Dismiss" }).click();
  await expect(page).toHaveURL(/\/church-dashboard$/);

  await page.goto("/opportunities");
  await page.getByLabel("Search opportunities").fill(title);
  await page.getByLabel("Search opportunities").press("Enter");
  const card = page.getByRole("article").filter({ has: page.getByRole("link", { name: title }) });
  await expect(card.getByText("Featured", { exact: true })).toBeVisible();
});

test("a premium church cancels from /subscription and keeps its plan until the end date", async ({ page, request }) => {
  const { headers: church } = await signedInAccount(page, "church", { plan: "church_monthly" });

  await page.goto("/subscription");
  await expect(page.getByRole("heading", { level: 2, name: "Church Premium" })).toBeVisible();
  await expect(page.getByText("Active", { exact: true })).toBeVisible();
  const renews = page.getByText(/^Renews on \w{3} \d{1,2}, \d{4}$/);
  await expect(renews).toBeVisible();
  const periodEnd = (await renews.textContent())!.replace("Renews on ", "");
  const history = page.getByRole("region", { name: "Payment history" });
  await expect(history.getByRole("listitem")).toHaveCount(1);
  await expect(history.getByRole("listitem")).toContainText("$49.00");

  // The confirmation can be turned down.
  await page.getByRole("button", { name: "Cancel subscription" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Cancel your subscription?" });
  await expect(dialog).toContainText(`You keep Church Premium until ${periodEnd}, then move to the free plan.`);
  await dialog.getByRole("button", { name: "Keep my plan" }).click();
  await expect(dialog).toBeHidden();
  await expect(renews).toBeVisible();

  await page.getByRole("button", { name: "Cancel subscription" }).click();
  await dialog.getByRole("button", { name: "Cancel subscription" }).click();
  await expect(page.getByText(`Ends on ${periodEnd}`, { exact: true })).toBeVisible();
  await expect(
    page.getByText(`Your subscription is cancelled and won't renew. You keep Church Premium until ${periodEnd}.`),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel subscription" })).toHaveCount(0);
  // Premium until then: the dashboard is still open to it.
  expect(await isPremium(request, church)).toBe(true);
  await page.goto("/church-dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Welcome");
});

test("a speaker buys Speaker Pro monthly from /pricing and has the Pro badge in the directory", async ({ page }) => {
  const surname = `Provost${Date.now().toString(36)}`;
  const name = `Lydia ${surname}`;
  await signedInAccount(page, "speaker", { fullName: name, topics: ["Worship", "Prayer"] });

  await page.goto("/pricing");
  await expect(page.getByRole("radio", { name: "Monthly" })).toBeChecked();
  await expect(page.getByText("Your plan: Free")).toBeVisible();
  await expect(page.getByText("Current plan", { exact: true })).toHaveCount(0);
  await page.getByRole("button", { name: "Upgrade to Speaker Pro" }).click();
  await expectTestCheckout(page, "Speaker Pro");
  await expect(page.getByText("Speaker Pro (monthly)")).toBeVisible();
  await page.getByRole("button", { name: "Pay $12.00" }).click();

  await expect(page).toHaveURL(/\/speaking-dashboard\?payment=success&session_id=cs_test_\w+$/);
  await expect(page.getByRole("status").filter({ hasText: "Payment successful" })).toContainText(
    "Thank you! Your plan is active.",
  );
  // /pricing marks it as the current plan.
  await page.goto("/pricing");
  await expect(page.getByText("Your plan: Speaker Pro")).toBeVisible();
  await expect(page.getByRole("link", { name: "Manage your plan" })).toBeVisible();
  await expect(page.getByText("Current plan", { exact: true })).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 2, name: "Speaker Pro" }).locator("..")).toContainText("Current plan");

  await page.goto("/speakers");
  await page.getByLabel("Search name").fill(surname);
  await page.getByRole("button", { name: "Search" }).click();
  const card = page.getByRole("article", { name });
  await expect(card.getByText("Pro", { exact: true })).toBeVisible();
});
