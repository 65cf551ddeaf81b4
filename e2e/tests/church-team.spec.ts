import { expect, test, type APIRequestContext } from "@playwright/test";
import { emailLink, PASSWORD, signedInAccount, uniqueEmail } from "./accounts";

/** The link in the newest church invitation emailed to `to` (the dev mailbox's JSON API). */
async function invitationLink(request: APIRequestContext, to: string): Promise<string> {
  let link = "";
  await expect
    .poll(async () => {
      const response = await request.get(`/dev/mailbox/api/messages?to=${encodeURIComponent(to)}`);
      const messages = (await response.json()) as { kind: string; text_body: string }[];
      link = messages.find((m) => m.kind === "invitation")?.text_body.match(/https?:\/\/\S+\/invitation\/\S+/)?.[0] ?? "";
      return link;
    })
    .not.toBe("");
  return link;
}

test("a church admin brands the church, invites a leader who joins from the email, and removes them", async ({
  page,
  browser,
  request,
}) => {
  // The leader's sign-up and an invitation: longer than one journey's 30 s.
  test.setTimeout(120_000);
  // A new church with Church Premium (inviting a team is a Premium feature), signed in as its admin.
  const churchName = "Grace Fellowship";
  const { churchId } = await signedInAccount(page, "church", { churchName, plan: "church_monthly" });

  // Theme & Branding: Forest Green, saved, and the public page is drawn in #10B981.
  await page.goto("/settings");
  await page.getByRole("tab", { name: "Church Settings" }).click();
  await expect(page).toHaveURL(/\/settings\?tab=church$/);
  await expect(page.getByRole("heading", { name: "Church Information" })).toBeVisible();
  await page.getByText("Forest Green").click();
  await expect(page.getByLabel("Custom colour", { exact: true })).toHaveValue("#10B981");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Theme updated")).toBeVisible();

  await page.goto(`/churches/${churchId}`);
  await expect(page.getByRole("heading", { level: 1, name: churchName })).toBeVisible();
  const usesThemeColour = await page.evaluate(() =>
    [...document.querySelectorAll("main *")].some(
      (element) => getComputedStyle(element).backgroundColor === "rgb(16, 185, 129)",
    ),
  );
  expect(usesThemeColour).toBe(true);

  // User Management: invite a new address as a leader.
  const leaderEmail = uniqueEmail("leader");
  await page.goto("/settings?tab=church");
  const invite = page.getByRole("form", { name: "Invite a user" });
  await invite.getByLabel("Email address").fill(leaderEmail);
  await invite.getByLabel("Role").selectOption("leader");
  await invite.getByLabel("Message (optional)").fill("Come and lead worship with us.");
  await invite.getByRole("button", { name: "Send Invitation" }).click();
  await expect(invite.getByText(`Invitation sent to ${leaderEmail}.`)).toBeVisible();
  const pending = page.getByRole("listitem").filter({ hasText: leaderEmail });
  await expect(pending.getByText(/^Expires /)).toBeVisible();

  // The leader, in another browser, opens the emailed link, signs up, verifies and joins.
  const leaderContext = await browser.newContext();
  const leader = await leaderContext.newPage();
  await leader.goto(await invitationLink(request, leaderEmail));
  await expect(
    leader.getByRole("heading", { level: 1, name: `Join ${churchName} on Steeple as a leader` }),
  ).toBeVisible();
  await leader.getByRole("link", { name: "Sign up to join" }).click();
  await expect(leader.getByLabel("Email")).toHaveValue(leaderEmail);
  await expect(leader.getByRole("radio", { name: /^church/i })).toBeChecked();
  await leader.getByLabel("Full name").fill("Lena Leader");
  await leader.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await leader.getByRole("button", { name: "Create account" }).click();
  await expect(leader).toHaveURL(/\/check-email$/);

  // The verification link comes back to the invitation instead of setting up a church of one's own.
  await leader.goto(await emailLink(request, leaderEmail, "email_verification"));
  await expect(leader).toHaveURL(/\/invitation\//, { timeout: 10_000 });
  await leader.getByRole("button", { name: `Join ${churchName}` }).click();
  await expect(leader).toHaveURL(/\/church-dashboard$/);
  await expect(leader.getByRole("heading", { level: 1 })).toContainText(churchName);

  // A leader cannot open User Management.
  await leader.goto("/settings");
  await expect(leader.getByRole("tab", { name: "My Settings" })).toBeVisible();
  await expect(leader.getByRole("tab", { name: "Church Settings" })).toHaveCount(0);
  await leader.goto("/settings?tab=church");
  await expect(leader.getByRole("heading", { name: "Admin Access Required" })).toBeVisible();
  await expect(leader.getByRole("heading", { name: "User Management" })).toHaveCount(0);

  // The admin sees them on the team with a yellow Leader badge, makes them a volunteer, and removes them.
  await page.reload();
  const row = page.getByRole("listitem").filter({ hasText: leaderEmail });
  await expect(row.locator("span", { hasText: /^Leader$/ })).toHaveClass(/bg-yellow-100/);
  await expect(row.getByRole("combobox", { name: "Lena Leader" })).toHaveValue("leader");
  // A change of role shows at once (PATCH .../members/{user_id}).
  await row.getByRole("combobox", { name: "Lena Leader" }).selectOption("volunteer");
  await expect(page.getByText("Lena Leader is now a volunteer.")).toBeVisible();
  await expect(row.locator("span", { hasText: /^Volunteer$/ })).toHaveClass(/bg-blue-100/);
  await page.getByRole("button", { name: "Remove Lena Leader" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Remove user" }).click();
  await expect(page.getByText(`Lena Leader was removed from ${churchName}.`)).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: leaderEmail })).toHaveCount(0);
  await leaderContext.close();
});
