import { expect, test, type Page } from "@playwright/test";
import { emailLink, logIn, signedInAccount, signOut } from "./accounts";
import { codeAfter } from "./totp";

test.use({ viewport: { width: 1280, height: 800 } });

const INVALID_CODE = "Invalid verification code. Please try again.";

/** Password first; with two-factor on the login page then asks for the code. */
async function signInWithCode(page: Page, email: string, code: string) {
  await page.goto("/login");
  await logIn(page, email);
  await expect(page.getByRole("heading", { name: "Two-factor authentication" })).toBeVisible();
  await page.getByLabel("Authentication code").fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
}

test("two-factor: turned on from the setup key; a code, then a recovery code (once), and a reset", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000); // five sign-ins and a password reset
  const { email } = await signedInAccount(page, "speaker");

  await page.goto("/settings");
  const security = page.locator("section").filter({ has: page.getByRole("heading", { name: "Security Settings" }) });
  await expect(security.getByText("Your email address is verified.")).toBeVisible();
  await security.getByRole("button", { name: "Enable two-factor authentication" }).click();

  const setup = page.getByRole("dialog", { name: "Set up two-factor authentication" });
  await expect(setup.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const secret = (await setup.getByTestId("two-factor-secret").textContent())!.replace(/\s/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await setup.getByRole("button", { name: "Next" }).click();

  const verify = setup.getByRole("button", { name: "Verify" });
  await expect(verify).toBeDisabled();
  let used = await codeAfter(secret, null);
  await setup.getByLabel("Verification code").fill(used.code);
  await verify.click();

  await expect(setup.getByRole("heading", { name: "Save your recovery codes" })).toBeVisible();
  const codes = await setup.getByRole("list", { name: "Recovery codes" }).getByRole("listitem").allTextContents();
  expect(codes).toHaveLength(10);
  for (const code of codes) expect(code).toMatch(/^[A-Z0-9]{6}$/);
  await setup.getByRole("button", { name: "Done" }).click();
  await expect(setup).toBeHidden();
  await expect(security.getByText("Two-factor authentication is on")).toBeVisible();
  await expect(security.getByText("10 recovery codes left.", { exact: false })).toBeVisible();

  // The password alone is no longer enough; a fresh code from the app signs in.
  await signOut(page);
  used = await codeAfter(secret, used.step);
  await signInWithCode(page, email, used.code);
  await expect(page).toHaveURL(/\/speaking-dashboard$/);

  // A recovery code, typed in lower case, stands in for the app once.
  await signOut(page);
  const recovery = codes[0]!;
  await signInWithCode(page, email, recovery.toLowerCase());
  await expect(page).toHaveURL(/\/speaking-dashboard$/);
  await page.goto("/settings");
  await expect(page.getByText("9 recovery codes left.", { exact: false })).toBeVisible();

  await signOut(page);
  await signInWithCode(page, email, recovery);
  await expect(page.getByRole("alert")).toHaveText(INVALID_CODE);
  await expect(page.getByRole("heading", { name: "Two-factor authentication" })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // A password reset changes the password, and signing in still takes the second factor.
  await page.getByRole("button", { name: "Back to sign in" }).click();
  await page.getByRole("link", { name: "Forgot password?" }).click();
  // The login page has an Email field too: fill the reset page's.
  await expect(page).toHaveURL(/\/password-reset$/);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText(/sent/i).first()).toBeVisible();
  await page.goto(await emailLink(request, email, "password_reset"));
  const newPassword = "Psalm-23-Green!";
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new password").fill(newPassword);
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page.getByRole("heading", { name: "Two-factor authentication" })).toBeVisible();
  await page.getByLabel("Authentication code").fill(codes[1]!);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/speaking-dashboard$/);
});
