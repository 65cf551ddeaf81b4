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
