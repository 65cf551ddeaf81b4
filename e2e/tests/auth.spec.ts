import { expect, test } from "@playwright/test";
import { DASHBOARD, emailLink, logIn, PASSWORD, signOut, signUp, uniqueEmail, type Role } from "./accounts";

test.use({ viewport: { width: 1280, height: 800 } });

for (const role of ["speaker", "musician", "church"] as const satisfies readonly Role[]) {
  test(`a ${role} signs up, verifies by email, onboards, signs out and back in`, async ({
    page,
    request,
  }) => {
    const email = uniqueEmail(role);
    await signUp(page, role, email);

    await page.goto(await emailLink(request, email, "email_verification"));
    await expect(page.getByRole("heading", { name: "Verification Successful" })).toBeVisible();
    await expect(page).toHaveURL(/\/onboarding$/, { timeout: 5000 });

    if (role === "speaker") await page.getByLabel("Topics").fill("Youth, Leadership");
    if (role === "musician") {
      await page.getByLabel("Instruments").fill("Piano, Vocals");
      await page.getByLabel("Genres").fill("Gospel");
    }
    await page.getByLabel("City").fill("Dayton");
    await page.getByLabel("State").fill("OH");
    await page.getByRole("button", { name: "Finish setting up" }).click();
    await expect(page).toHaveURL(new RegExp(`${DASHBOARD[role]}$`));
    // A new church is on the free plan, so its dashboard is behind the premium gate (billing.spec.ts
    // has the gate and the upgrade).
    const heading = role === "church" ? "Premium Access Required" : "Welcome";
    await expect(page.getByRole("heading", { level: 1 })).toContainText(heading);
    const badge = { speaker: "Speaker", musician: "Musician", church: "Church" }[role];
    await expect(page.getByRole("navigation", { name: "Main" }).getByText(badge, { exact: true })).toBeVisible();

    await signOut(page);
    await page.goto("/login");
    await logIn(page, email);
    await expect(page).toHaveURL(new RegExp(`${DASHBOARD[role]}$`));
  });
}

test("a wrong password says Incorrect email or password", async ({ page }) => {
  await page.goto("/login");
  await logIn(page, uniqueEmail("nobody"), "Wrong-pass-1!");
  await expect(page.getByText("Incorrect email or password")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test("forgot password: the emailed link sets a new password that signs in", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("reset");
  await signUp(page, "speaker", email);
  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/password-reset$/);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText(/sent/i).first()).toBeVisible();

  await page.goto(await emailLink(request, email, "password_reset"));
  await expect(page.getByRole("heading", { name: "Set a new password" })).toBeVisible();
  await expect(page).not.toHaveURL(/token_hash/); // the token does not linger in the address bar
  const newPassword = "Psalm-23-Green!";
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new password").fill("Psalm-23-Greem!");
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await page.getByLabel("Confirm new password").fill(newPassword);
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page).toHaveURL(/\/onboarding$/); // signed in; this account has not onboarded yet

  await page.context().clearCookies();
  await page.goto("/login");
  await logIn(page, email, PASSWORD);
  await expect(page.getByText("Incorrect email or password")).toBeVisible();
  await logIn(page, email, newPassword);
  await expect(page).toHaveURL(/\/onboarding$/);
});

test("an expired verification link shows Link Expired", async ({ page, request }) => {
  const email = uniqueEmail("expired");
  await signUp(page, "musician", email);
  const link = await emailLink(request, email, "email_verification");
  const expired = await request.post(`/api/testing/expire-email-links?email=${encodeURIComponent(email)}`);
  expect(await expired.json()).toEqual({ expired: 1 });
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Link Expired" })).toBeVisible();
  await expect(page.getByText(/24 hours/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Request New Verification Email" })).toBeVisible();
});

test("a signed-out visit to a dashboard returns there after signing in", async ({ page }) => {
  await page.goto("/musician-dashboard");
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, "musician@demo.steeple.app", "Steeple-Demo-2026");
  await expect(page).toHaveURL(/\/musician-dashboard$/);
});

test("a speaker opening the church dashboard lands on the speaking dashboard", async ({ page }) => {
  await page.goto("/login");
  await logIn(page, "speaker@demo.steeple.app", "Steeple-Demo-2026");
  await expect(page).toHaveURL(/\/speaking-dashboard$/);
  await page.goto("/church-dashboard");
  await expect(page).toHaveURL(/\/speaking-dashboard$/);
  // The session survived the full page load: it is restored from the refresh cookie.
  await expect(page.getByRole("button", { name: "My Account" })).toBeVisible();
});
