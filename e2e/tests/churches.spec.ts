import { expect, test } from "@playwright/test";
import { bearer, createAccount, DEMO_CHURCH_ADMIN, DEMO_PASSWORD, demoChurchId, logIn, signOut } from "./accounts";

test.use({ viewport: { width: 1280, height: 800 } });

const ADMINS_ONLY = "Only church admins can change church information.";

test("the church's admin edits it and its page shows it; a member reads it but may not change it", async ({
  page,
  request,
}) => {
  const churchId = await demoChurchId(request);
  const about = `We gather every Sunday at ten, and everyone is welcome. (${Date.now().toString(36)})`;

  // The admin edits the church at /profile/edit and saves once.
  await page.goto("/login");
  await logIn(page, DEMO_CHURCH_ADMIN, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/church-dashboard$/);
  await page.goto("/profile/edit");
  await expect(page.getByLabel("Church name")).toHaveValue("Grace Community Church");
  const saves: string[] = [];
  page.on("request", (sent) => {
    if (sent.method() !== "GET" && sent.url().includes("/api/")) saves.push(`${sent.method()} ${new URL(sent.url()).pathname}`);
  });
  await page.getByLabel("About").fill(about);
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("No unsaved changes.")).toBeVisible();
  expect(saves).toEqual([`PUT /api/churches/${churchId}`]);

  // Its public page, by the church's id, shows the change.
  await page.getByRole("button", { name: "My Account" }).click();
  await page.getByRole("menuitem", { name: "View Profile" }).click();
  await expect(page).toHaveURL(new RegExp(`/churches/${churchId}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Grace Community Church" })).toBeVisible();
  await expect(page.getByText(about)).toBeVisible();
  await signOut(page);

  // A member of the same church (church-team.spec.ts has joining through an invitation).
  const { email, userId: memberId } = await createAccount(request, "church", {
    churchId,
    memberRole: "member",
    fullName: "Mara Quinn",
  });

  await page.goto("/login");
  await logIn(page, email);
  await expect(page).toHaveURL(/\/church-dashboard$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Grace Community Church");
  await expect(page.getByText(ADMINS_ONLY)).toBeVisible();

  // The church's information, read-only.
  await page.goto("/profile/edit");
  await expect(page.getByText(ADMINS_ONLY)).toBeVisible();
  await expect(page.getByText(about)).toBeVisible();
  await expect(page.getByText("Grace Community Church").first()).toBeVisible();
  await expect(page.getByRole("button", { name: /Save/ })).toHaveCount(0);
  await expect(page.getByRole("textbox")).toHaveCount(0);
  // Long web addresses wrap on a phone instead of widening the page.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });

  // And the API refuses the member's change.
  const headers = await bearer(request, email);
  const refused = await request.put(`/api/churches/${churchId}`, {
    headers,
    data: { church_name: "Not ours to change" },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(ADMINS_ONLY);
  const photo = await request.delete(`/api/churches/${churchId}/photo`, { headers });
  expect(photo.status()).toBe(403);

  // Old links carry a member's user id: the church's page shows, under the church's own id.
  await page.goto(`/churches/${memberId}`);
  await expect(page).toHaveURL(new RegExp(`/churches/${churchId}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Grace Community Church" })).toBeVisible();
  await expect(page.getByText(about)).toBeVisible();
});
