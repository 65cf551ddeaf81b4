import { randomUUID } from "node:crypto";
import { expect, type APIRequestContext, type Page } from "@playwright/test";

export const PASSWORD = "Shepherd-42!";

export type Role = "speaker" | "musician" | "church";

export const DASHBOARD: Record<Role, string> = {
  speaker: "/speaking-dashboard",
  musician: "/musician-dashboard",
  church: "/church-dashboard",
};

export function uniqueEmail(label: string): string {
  return `${label}+${randomUUID().slice(0, 13)}@example.org`;
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

export interface Account {
  email: string;
  userId: string;
  /** The church a church account founded or joined; null for speakers and musicians. */
  churchId: string | null;
}

export interface AccountOptions {
  fullName?: string;
  /** The church a church account founds (default "Grace Fellowship"), unless it joins `churchId`. */
  churchName?: string;
  churchId?: string;
  memberRole?: "admin" | "leader" | "member" | "volunteer";
  /** Onboarding's talent basics: a speaker needs topics, a musician instruments. */
  topics?: string[];
  instruments?: string[];
  genres?: string[];
  /** A recurring plan of the account's role from the catalogue, e.g. "church_monthly". */
  plan?: string;
  /** Where they live (default Dayton, OH): a city the gazetteer knows. */
  city?: string;
  state?: string;
}

/**
 * A verified account that finished onboarding (in Dayton, OH unless told), made through the test-only
 * POST /api/testing/accounts rather than the sign-up pages, which auth.spec.ts walks through.
 */
export async function createAccount(
  request: APIRequestContext,
  role: Role,
  options: AccountOptions = {},
): Promise<Account> {
  const email = uniqueEmail(role);
  const created = await request.post("/api/testing/accounts", {
    data: {
      role,
      email,
      password: PASSWORD,
      full_name: options.fullName ?? "Ruth Baker",
      city: options.city ?? "Dayton",
      state: options.state ?? "OH",
      church_name: role === "church" && !options.churchId ? (options.churchName ?? "Grace Fellowship") : undefined,
      church_id: options.churchId,
      member_role: options.memberRole,
      topics: options.topics ?? (role === "speaker" ? ["Youth"] : []),
      instruments: options.instruments ?? (role === "musician" ? ["Piano"] : []),
      genres: options.genres ?? [],
      plan: options.plan,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { user_id, church_id } = (await created.json()) as { user_id: string; church_id: string | null };
  return { email, userId: user_id, churchId: church_id };
}

/**
 * Signs in through the sign-in API from the page's own browser context, so the refresh cookie
 * lands in the browser as the login page would leave it; answers the Authorization header.
 */
export async function signInByApi(page: Page, email: string, password = PASSWORD): Promise<Record<string, string>> {
  const response = await page.request.post("/api/auth/signin", { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  const { access_token } = (await response.json()) as { access_token: string };
  return { Authorization: `Bearer ${access_token}` };
}

/** A new account (createAccount), signed in in `page` and on its dashboard, with its API header. */
export async function signedInAccount(
  page: Page,
  role: Role,
  options: AccountOptions = {},
): Promise<Account & { headers: Record<string, string> }> {
  const account = await createAccount(page.request, role, options);
  const headers = await signInByApi(page, account.email);
  await page.goto(DASHBOARD[role]);
  await expect(page).toHaveURL(new RegExp(`${DASHBOARD[role]}$`));
  await expect(page.getByRole("button", { name: "My Account" })).toBeVisible();
  return { ...account, headers };
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

/** Whether the plan in force for the holder of `headers` is premium (GET /api/billing/subscription). */
export async function isPremium(request: APIRequestContext, headers: Record<string, string>): Promise<boolean> {
  const response = await request.get("/api/billing/subscription", { headers });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { premium: boolean }).premium;
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
