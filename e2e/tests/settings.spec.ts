import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { logIn, PASSWORD, signedInAccount } from "./accounts";

const NEW_PASSWORD = "Quiet-Waters-23!";

/** A new speaker, signed in, on /settings with the settings loaded. */
async function speakerOnSettings(page: Page) {
  const { email } = await signedInAccount(page, "speaker", { fullName: "Ruth Baker", topics: ["Grace"] });
  await page.goto("/settings");
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Account Information" })).toBeVisible();
  return email;
}

/** The kinds of email the development mailbox holds for `to`. */
async function mailKinds(request: APIRequestContext, to: string): Promise<string[]> {
  const response = await request.get(`/dev/mailbox/api/messages?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { kind: string }[]).map((message) => message.kind);
}

// Changing the language (which redraws the page in it) is languages.spec.ts's journey.
test("a speaker changes timezone, digest and a toggle, and they stay after a reload", async ({ page }) => {
  await speakerOnSettings(page);
  await expect(page.getByText(/Welcome back, Ruth\./)).toBeVisible();
  await expect(page.getByRole("tab", { name: "My Settings" })).toHaveAttribute("aria-selected", "true");
  // A speaker is no church admin: no Church Settings tab.
  await expect(page.getByRole("tab", { name: "Church Settings" })).toHaveCount(0);

  await page.getByLabel("Timezone").selectOption({ label: "Pacific Time" });
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Account settings updated")).toBeVisible();

  await page.getByLabel("Email digest").selectOption({ label: "Daily" });
  await expect(page.getByText("Email digest frequency updated")).toBeVisible();

  const messages = page.getByRole("switch", { name: "Allow messages from church members" });
  await expect(messages).toHaveAttribute("aria-checked", "true");
  await messages.click();
  await expect(messages).toHaveAttribute("aria-checked", "false");
  await expect(page.getByText("Allow messages from church members turned off")).toBeVisible();
  // Notification success notes clear after 3 s (spec 02 §9).
  await expect(page.getByText("Allow messages from church members turned off")).toBeHidden({ timeout: 5000 });

  await page.reload();
  await expect(page.getByLabel("Timezone")).toHaveValue("America/Los_Angeles");
  await expect(page.getByLabel("Email digest")).toHaveValue("daily");
  await expect(page.getByRole("switch", { name: "Allow messages from church members" })).toHaveAttribute("aria-checked", "false");
  await expect(page.getByRole("switch", { name: "Email notifications" })).toHaveAttribute("aria-checked", "true");
});

test("a non-admin opening the church tab is told to ask the church administrator", async ({ page }) => {
  await speakerOnSettings(page);
  await page.goto("/settings?tab=church");
  await expect(page.getByRole("heading", { name: "Admin Access Required" })).toBeVisible();
  await expect(page.getByText(/contact your church administrator/)).toBeVisible();
  await page.getByRole("button", { name: "Back to My Settings" }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole("heading", { name: "Change Password" })).toBeVisible();
});

test("a speaker changes the password, signs out and signs in with the new one only", async ({ page, request }) => {
  const email = await speakerOnSettings(page);
  const form = page.locator("section", { has: page.getByRole("heading", { name: "Change Password" }) });

  await form.getByLabel("Current password", { exact: true }).fill("Wrong-Pass-9!");
  await form.getByLabel("New password", { exact: true }).fill("abc");
  await expect(form.getByTestId("password-strength")).toContainText("Weak");
  await expect(form.getByRole("button", { name: "Change Password" })).toBeDisabled();
  await form.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await expect(form.getByTestId("password-strength")).toContainText("Strong");
  await form.getByLabel("Confirm new password", { exact: true }).fill("Quiet-Waters");
  await expect(form.getByText("Passwords do not match")).toBeVisible();
  await form.getByLabel("Confirm new password", { exact: true }).fill(NEW_PASSWORD);
  await expect(form.getByText("Passwords match")).toBeVisible();

  // A wrong current password: spec 02 §8's text, and nothing changes.
  await form.getByRole("button", { name: "Change Password" }).click();
  await expect(form.getByRole("alert")).toHaveText("Current password is incorrect");

  await form.getByLabel("Current password", { exact: true }).fill(PASSWORD);
  await form.getByRole("button", { name: "Show new password" }).click();
  await expect(form.getByLabel("New password", { exact: true })).toHaveAttribute("type", "text");
  await form.getByRole("button", { name: "Change Password" }).click();
  await expect(form.getByText("Password changed successfully")).toBeVisible();
  await expect(form.getByText(`A confirmation email has been sent to ${email}.`)).toBeVisible();
  await expect(form.getByLabel("Current password", { exact: true })).toHaveValue("");
  await expect(form.getByLabel("New password", { exact: true })).toHaveAttribute("type", "password");
  await expect.poll(() => mailKinds(request, email)).toContain("password_changed");

  await page.getByRole("button", { name: "Sign Out", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/login");
  await logIn(page, email, PASSWORD);
  await expect(page.getByText("Incorrect email or password")).toBeVisible();
  await logIn(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/speaking-dashboard$/);
});

test("a speaker downloads their data, then deletes the account", async ({ page }) => {
  const email = await speakerOnSettings(page);

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download my data" }).click();
  expect((await download).suggestedFilename()).toMatch(/^steeple-data-\d{4}-\d{2}-\d{2}\.json$/);

  await page.getByRole("button", { name: "Delete account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await expect(dialog.getByRole("button", { name: "Delete my account" })).toBeDisabled();
  await dialog.getByLabel("Password", { exact: true }).fill("Wrong-Pass-9!");
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(dialog.getByText("Current password is incorrect")).toBeVisible();

  await dialog.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Your account has been deleted")).toBeVisible();
  await expect(page.getByRole("link", { name: "Log in" })).toBeVisible();

  await page.goto("/login");
  await logIn(page, email, PASSWORD);
  await expect(page.getByText("Incorrect email or password")).toBeVisible();
});
