import { expect, type APIRequestContext, type Page } from "@playwright/test";

export const PASSWORD = "Shepherd-42!";

export type Role = "speaker" | "musician" | "church";

export const DASHBOARD: Record<Role, string> = {
  speaker: "/speaking-dashboard",
  musician: "/musician-dashboard",
  church: "/church-dashboard",
};

export function uniqueEmail(label: string): string {
  return `${label}+${Date.now()}${Math.floor(Math.random() * 1000)}@example.org`;
}

interface MailboxMessage {
  kind: string;
  to: string;
  subject: string;
  text_body: string;
}

/** The newest email of `kind` to `to`, read from the development mailbox's JSON API. */
export async function emailLink(
  request: APIRequestContext,
  to: string,
  kind: "email_verification" | "password_reset",
): Promise<string> {
  let link = "";
  await expect
    .poll(async () => {
      const response = await request.get(`/dev/mailbox/api/messages?to=${encodeURIComponent(to)}`);
      const message = ((await response.json()) as MailboxMessage[]).find((m) => m.kind === kind);
      link = message?.text_body.match(/https?:\/\/\S+token_hash=\S+/)?.[0] ?? "";
      return link;
    })
    .not.toBe("");
  return link;
}

export async function signUp(page: Page, role: Role, email: string, fullName = "Ruth Baker") {
  await page.goto(`/signup?role=${role}`);
  await expect(page.getByRole("radio", { name: new RegExp(`^${role}`, "i") })).toBeChecked();
  await page.getByLabel("Full name").fill(fullName);
  if (role === "church") await page.getByLabel("Church name").fill("Grace Fellowship");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/check-email$/);
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
}

export async function logIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

export async function signOut(page: Page) {
  await page.getByRole("button", { name: "My Account" }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Log in" })).toBeVisible();
}

/** Signs up, follows the emailed link and finishes onboarding with the talent basics. */
export async function onboardedTalent(
  page: Page,
  request: APIRequestContext,
  role: "speaker" | "musician",
  fullName: string,
  basics: { topics?: string; instruments?: string; genres?: string },
) {
  const email = uniqueEmail(role);
  await signUp(page, role, email, fullName);
  await page.goto(await emailLink(request, email, "email_verification"));
  await expect(page).toHaveURL(/\/onboarding$/, { timeout: 5000 });
  if (basics.topics) await page.getByLabel("Topics").fill(basics.topics);
  if (basics.instruments) await page.getByLabel("Instruments").fill(basics.instruments);
  if (basics.genres) await page.getByLabel("Genres").fill(basics.genres);
  await page.getByLabel("City").fill("Dayton");
  await page.getByLabel("State").fill("OH");
  await page.getByRole("button", { name: "Finish setting up" }).click();
  await expect(page).toHaveURL(new RegExp(`${DASHBOARD[role]}$`));
  return email;
}

/** Signs up a church by the page, follows the emailed link and onboards: a church on the free plan. */
export async function onboardedChurch(page: Page, request: APIRequestContext, fullName = "Ruth Baker") {
  const email = uniqueEmail("church");
  await signUp(page, "church", email, fullName);
  await page.goto(await emailLink(request, email, "email_verification"));
  await expect(page).toHaveURL(/\/onboarding$/, { timeout: 5000 });
  await page.getByLabel("City").fill("Dayton");
  await page.getByLabel("State").fill("OH");
  await page.getByRole("button", { name: "Finish setting up" }).click();
  await expect(page).toHaveURL(new RegExp(`${DASHBOARD.church}$`));
  return email;
}

/** A local date `days` from today, as date inputs and the API take it. */
export function dayFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

// A 1x1 PNG: the server re-encodes whatever it is given.
export const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

/** Signs in through the API (not the page) and answers the Authorization header for `request`. */
export async function bearer(
  request: APIRequestContext,
  email: string,
  password = PASSWORD,
): Promise<Record<string, string>> {
  const response = await request.post("/api/auth/signin", { data: { email, password } });
  expect(response.ok()).toBe(true);
  const { access_token } = (await response.json()) as { access_token: string };
  return { Authorization: `Bearer ${access_token}` };
}

export const DEMO_PASSWORD = "Steeple-Demo-2026";
export const DEMO_CHURCH_ADMIN = "church@demo.steeple.app";

/** The demo church's id, as its admin reads it (GET /api/churches/mine). */
export async function demoChurchId(request: APIRequestContext): Promise<string> {
  const headers = await bearer(request, DEMO_CHURCH_ADMIN, DEMO_PASSWORD);
  const response = await request.get("/api/churches/mine", { headers });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { id: string }).id;
}

/** What the browser sends to POST /api/billing/checkout (spec 02 §3 "Checkout request"). */
export interface CheckoutRequest {
  priceId: string;
  role: Role;
  mode: "subscription" | "payment";
  quantity?: number;
  metadata?: Record<string, string>;
  successUrl: string;
  cancelUrl: string;
}

/**
 * Buys through the real path without the pages: the checkout is started as the buyer, then paid
 * on the built-in test provider, which answers once its signed events reached our webhook (as
 * Stripe's would). Answers the address the provider sends the buyer back to.
 */
export async function payThroughTestCheckout(
  request: APIRequestContext,
  headers: Record<string, string>,
  checkout: CheckoutRequest,
): Promise<string> {
  const started = await request.post("/api/billing/checkout", { headers, data: checkout });
  expect(started.status()).toBe(200);
  const { sessionId } = (await started.json()) as { sessionId: string };
  const paid = await request.post(`/api/test-payment/checkout/${sessionId}/pay`, { data: { card: "success" } });
  expect(paid.status()).toBe(200);
  return ((await paid.json()) as { redirect_url: string }).redirect_url;
}

/** Whether the plan in force for the holder of `headers` is premium (GET /api/billing/subscription). */
export async function isPremium(request: APIRequestContext, headers: Record<string, string>): Promise<boolean> {
  const response = await request.get("/api/billing/subscription", { headers });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { premium: boolean }).premium;
}

/**
 * Church Premium (monthly) for the church whose admin holds `headers`, paid through the test
 * checkout like the premium gate's Upgrade to Premium would: a new church needs it for any church
 * page past the gate, and to post.
 */
export async function upgradeToPremium(request: APIRequestContext, headers: Record<string, string>) {
  const back = await payThroughTestCheckout(request, headers, {
    priceId: "church_monthly",
    role: "church",
    mode: "subscription",
    successUrl: "/church/complete-profile?session_id={CHECKOUT_SESSION_ID}",
    cancelUrl: "/pricing?payment=cancelled",
  });
  expect(back).toMatch(/\/church\/complete-profile\?session_id=cs_test_\w+$/);
  expect(await isPremium(request, headers)).toBe(true);
}

/**
 * An open opportunity of the church whose manager holds `headers`, made and published through the
 * API (it takes one of the church's postings this month), for journeys about what comes after.
 */
export async function publishOpportunity(
  request: APIRequestContext,
  headers: Record<string, string>,
  title: string,
): Promise<{ id: string; positions: { id: string }[] }> {
  const created = await request.post("/api/opportunities", {
    headers,
    data: {
      title,
      event_type: "revival",
      description: "Three nights of worship and preaching.",
      positions: [{ title: "guest_speaker", role: "speaker" }],
      starts_at: `${dayFromNow(21)}T19:00`,
      ends_at: `${dayFromNow(21)}T21:00`,
      application_deadline: dayFromNow(14),
      compensation: "love_offering",
      city: "Dayton",
      state: "OH",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const opportunity = (await created.json()) as { id: string; positions: { id: string }[] };
  const published = await request.post(`/api/opportunities/${opportunity.id}/publish`, { headers });
  expect(published.ok(), await published.text()).toBe(true);
  return opportunity;
}
