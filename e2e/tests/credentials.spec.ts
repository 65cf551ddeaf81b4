import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD, logIn, signOut, signedInAccount } from "./accounts";

/**
 * Credentials a church can trust: a speaker adds a background check with its certificate, it reads
 * "self-reported" until Steeple staff verify it from /admin, and then the public profile shows it as
 * verified, by whom, the month and "valid until" (36 months after it was issued).
 */
test.describe.configure({ mode: "serial" });

const STAFF = "staff@demo.steeple.app";
// A 1x1 PNG: the server reads the picture in full, so it must be a real one.
const CERTIFICATE = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

test("a speaker adds a background check, staff verify it, and the profile shows the badge", async ({ page }) => {
  const speaker = await signedInAccount(page, "speaker", { fullName: "Grace Okafor" });
  await page.goto("/profile/edit#credentials");
  const section = page.getByRole("region", { name: "Credentials" });
  await expect(section.getByText("No credentials yet.", { exact: false })).toBeVisible();
  await section.getByRole("button", { name: "Add a credential" }).click();
  const form = section.getByRole("form", { name: "Add a credential" });
  await expect(form.getByLabel("Kind")).toHaveValue("background_check");
  await form.getByLabel("Title").fill("Background check");
  await form.getByLabel("Issuer").fill("Sterling Volunteers");
  // An expiry before the issue date is refused in place.
  await form.getByLabel("Issued on").fill("2026-06-01");
  await form.getByLabel("Valid until (optional)").fill("2026-05-01");
  await form.getByLabel("Certificate or letter").setInputFiles({ name: "check.png", mimeType: "image/png", buffer: CERTIFICATE });
  await form.getByRole("button", { name: "Add credential" }).click();
  await expect(form.getByText("The expiry date cannot be before the issue date")).toBeVisible();
  await form.getByLabel("Valid until (optional)").fill("");
  await form.getByRole("button", { name: "Add credential" }).click();
  await expect(section.getByRole("listitem", { name: "Background check: Waiting for review" })).toBeVisible();
  await expect(section.getByText("valid until Jun 1, 2029")).toBeVisible();

  await page.goto(`/speakers/${speaker.userId}`);
  await expect(page.getByRole("listitem", { name: "Background check: self-reported" })).toBeVisible();
  await signOut(page);

  await page.goto("/login");
  await logIn(page, STAFF, DEMO_PASSWORD);
  // Staff land on /admin once signed in; only then is the tab's address opened.
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole("tab", { name: "Credentials" }).click();
  const card = page.getByRole("article", { name: "Background check: Background check for Grace Okafor" });
  await expect(card).toBeVisible();
  await card.getByLabel("Note for staff (optional)").fill("Matched the screening portal");
  await card.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("Verified Background check for Grace Okafor")).toBeVisible();
  await expect(card).toHaveCount(0);
  await signOut(page);

  await page.goto(`/speakers/${speaker.userId}`);
  const month = new Intl.DateTimeFormat("en", { month: "long", year: "numeric" }).format(new Date());
  const badge = page.getByRole("listitem", {
    name: `Background check: verified by Steeple staff, ${month}; valid until Jun 1, 2029`,
  });
  await expect(badge).toBeVisible();
  await expect(badge).toContainText("valid until Jun 1, 2029");
  // The note and the file stay with staff.
  await expect(page.getByText("Matched the screening portal")).toHaveCount(0);
  await expect(page.getByText("check.png")).toHaveCount(0);
});
