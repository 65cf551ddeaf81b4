import { expect, test } from "@playwright/test";
import { bearer, createAccount, DEMO_PASSWORD, logIn, PASSWORD, signedInAccount } from "./accounts";

/**
 * Reports and moderation (issue 13): a new church writes something nasty to a new speaker, who
 * reports the message from the conversation; the demo staff account opens /admin from the account
 * menu, hides the message and suspends the sender, with a reason; the speaker sees the message
 * hidden and is told the outcome; the sender can no longer sign in. New accounts on both sides, so
 * the suspension touches nothing another journey uses.
 */

const DEMO_STAFF = "staff@demo.steeple.app";
const NASTY = `Answer me today or you will regret it ${Date.now().toString(36)}`;
const DETAILS = "A threat, after I had already said no.";

test("a speaker reports a message; staff hide it and suspend the sender, who can no longer sign in", async ({ browser, request }) => {
  test.setTimeout(120_000);
  const speakerContext = await browser.newContext();
  const staffContext = await browser.newContext();
  const speaker = await speakerContext.newPage();
  const staff = await staffContext.newPage();

  // The sender: a new church on Church Premium (which may write to talent), writing through the API.
  const sender = { fullName: "Jonah Grimes", plan: "church_monthly" };
  const { email: churchEmail } = await createAccount(request, "church", sender);
  const churchHeaders = await bearer(request, churchEmail);
  const {
    email: speakerEmail,
    userId: speakerId,
    headers: speakerHeaders,
  } = await signedInAccount(speaker, "speaker", { fullName: "Naomi Fields", topics: ["Hope"] });
  const sent = await request.post("/api/messages/conversations", {
    headers: churchHeaders,
    multipart: { recipient_id: speakerId, subject: "Sunday", body: NASTY },
  });
  expect(sent.status()).toBe(201);

  // The speaker reports it from the conversation.
  await speaker.goto("/messages");
  await speaker.getByRole("region", { name: "Conversations" }).getByRole("link", { name: /Sunday/ }).click();
  await expect(speaker.getByRole("log")).toContainText(NASTY);
  await speaker.getByRole("button", { name: "Report" }).click();
  const report = speaker.getByRole("dialog", { name: /^Report/ });
  await report.getByRole("combobox", { name: "Reason" }).selectOption({ label: "Harassment" });
  await report.getByRole("textbox", { name: /^Details/ }).fill(DETAILS);
  await report.getByRole("button", { name: "Send report" }).click();
  await expect(report.getByText("Thanks — our team will review this report.")).toBeVisible();
  await report.getByRole("button", { name: "Done" }).click();

  // Staff: Admin in the account menu, the report in the open queue with the message and the reporter.
  await staff.goto("/login");
  await logIn(staff, DEMO_STAFF, DEMO_PASSWORD);
  await staff.getByRole("button", { name: "My Account" }).click();
  await staff.getByRole("menuitem", { name: "Admin" }).click();
  await expect(staff).toHaveURL(/\/admin$/);
  await expect(staff.getByRole("heading", { level: 1, name: "Moderation" })).toBeVisible();
  // The queue is oldest first and the demo has open reports of its own: load until ours shows.
  const card = staff.getByRole("article").filter({ hasText: DETAILS });
  const more = staff.getByRole("button", { name: "Load more" });
  await expect(staff.getByRole("article").first()).toBeVisible();
  while ((await card.count()) === 0 && (await more.isVisible())) {
    await more.click();
    await expect(more.or(card).first()).toBeVisible();
  }
  await expect(card).toContainText(NASTY);
  await expect(card).toContainText(`Naomi Fields (${speakerEmail})`);
  await expect(card).toContainText("Harassment");

  // Hide item, with a note: the report leaves the open queue for the closed ones.
  await card.getByRole("textbox", { name: "Note for the log (optional)" }).fill("Threatening a speaker.");
  await card.getByRole("button", { name: "Hide item" }).click();
  await expect(card).toHaveCount(0);
  await staff.getByRole("tab", { name: "Closed reports" }).click();
  const closed = staff.getByRole("article").filter({ hasText: DETAILS });
  await expect(closed.getByText("Hidden", { exact: true })).toBeVisible();

  // Suspend the sender, with a reason, after the dialog.
  await closed.getByRole("button", { name: "Suspend account" }).click();
  const suspend = staff.getByRole("dialog", { name: /^Suspend .*\?$/ });
  await suspend.getByRole("textbox", { name: "Reason" }).fill("Threats in messages.");
  await suspend.getByRole("button", { name: "Suspend account" }).click();
  await expect(suspend).toBeHidden();
  await expect(closed.getByText("Account suspended", { exact: true })).toBeVisible();
  // After a reload the card still knows: Restore account is on offer, not Suspend again.
  await staff.reload();
  await expect(closed.getByText("Account suspended", { exact: true })).toBeVisible();
  await expect(closed.getByRole("button", { name: "Restore account" })).toBeVisible();
  await expect(closed.getByRole("button", { name: "Suspend account" })).toHaveCount(0);

  // The log says who did what, and to what.
  await staff.getByRole("tab", { name: "Decision log" }).click();
  const log = staff.getByRole("tabpanel").getByRole("listitem");
  const suspension = log.filter({ hasText: "Suspended account" }).first();
  await expect(suspension).toContainText("Threats in messages.");
  await expect(suspension).toContainText(`Jonah Grimes (${churchEmail})`);
  const hiding = log.filter({ hasText: "Hid message" }).first();
  await expect(hiding).toContainText("Threatening a speaker.");
  await expect(hiding).toContainText("Message from Jonah Grimes");

  // The speaker no longer sees the message, and was told the outcome.
  await speaker.reload();
  await expect(speaker.getByRole("log")).toContainText("This message was hidden by moderators");
  await expect(speaker.getByRole("log")).not.toContainText(NASTY);
  const notifications = await request.get("/api/notifications", { headers: speakerHeaders });
  expect(JSON.stringify(await notifications.json())).toMatch(/report/i);

  // The sender cannot sign in any more, by the page or the API.
  const refused = await request.post("/api/auth/signin", { data: { email: churchEmail, password: PASSWORD } });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("account_suspended");
  const again = await browser.newContext();
  const login = await again.newPage();
  await login.goto("/login");
  await logIn(login, churchEmail);
  await expect(login.getByRole("alert").filter({ hasText: /suspended/i })).toBeVisible();
  await expect(login).toHaveURL(/\/login/);

  for (const context of [speakerContext, staffContext, again]) await context.close();
});
