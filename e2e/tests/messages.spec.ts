import { expect, test, type Page } from "@playwright/test";
import { bearer, DEMO_CHURCH_ADMIN, DEMO_PASSWORD, logIn, signedInAccount } from "./accounts";

/**
 * Messaging in two browsers at once: the demo church (on Church Premium) writes to a new speaker
 * from the speaker's profile, with a PDF; the speaker sees the unread count without a reload,
 * downloads the file and replies; the church sees the reply arrive live; reading brings both
 * counts to zero; the speaker archives the conversation, then deletes it for themselves.
 */

// A small but real PDF, made here.
const STAGE_PLOT = Buffer.from(
  [
    "%PDF-1.4",
    "1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj",
    "2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj",
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj",
    "trailer<</Root 1 0 R>>",
    "%%EOF",
    "",
  ].join("\n"),
);

const SUBJECT = `Easter Sunday ${Date.now().toString(36)}`;

/** The account menu's Inbox item is named with the unread count (", 2 unread"), or plain "Inbox". */
/** The account menu's Inbox item, named "Inbox" (spec 02 §2.2) and described by its unread count. */
async function expectInbox(page: Page, unread: number) {
  await page.getByRole("button", { name: "My Account" }).click();
  const inbox = page.getByRole("menuitem", { name: "Inbox", exact: true });
  await expect(inbox).toBeVisible();
  await expect(inbox).toHaveAccessibleDescription(
    unread ? `${unread} unread ${unread === 1 ? "message" : "messages"}` : "",
  );
  await page.keyboard.press("Escape");
}

test("a church messages a speaker from their profile with a PDF; the speaker reads, downloads and replies; both see it live", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const speakerContext = await browser.newContext();
  const churchContext = await browser.newContext();
  const speaker = await speakerContext.newPage();
  const church = await churchContext.newPage();

  // A new speaker, so no earlier conversations change the counts.
  const naomi = { fullName: "Naomi Fields", topics: ["Easter", "Hope"] };
  const { userId: speakerId } = await signedInAccount(speaker, "speaker", naomi);
  const messages = speaker.getByRole("region", { name: "Messages" });
  await expect(messages.getByRole("link", { name: "No unread messages" })).toBeVisible();

  // The demo church has other conversations (demo data): its count is whatever they leave unread.
  const churchHeaders = await bearer(request, DEMO_CHURCH_ADMIN, DEMO_PASSWORD);
  const before = (await (await request.get("/api/messages/unread-count", { headers: churchHeaders })).json()) as { count: number };

  // The church: the profile's Message button opens the compose form, addressed to her.
  await church.goto("/login");
  await logIn(church, DEMO_CHURCH_ADMIN, DEMO_PASSWORD);
  await expect(church).toHaveURL(/\/church-dashboard$/);
  await church.goto(`/speakers/${speakerId}`);
  await church.getByRole("link", { name: "Message", exact: true }).click();
  await expect(church).toHaveURL(new RegExp(`/messages\\?compose=1&recipient_id=${speakerId}$`));
  const compose = church.getByRole("form", { name: "New message" });
  await expect(compose.getByText("To:")).toBeVisible();
  await expect(compose.getByText("Naomi Fields")).toBeVisible();
  await compose.getByRole("textbox", { name: "Subject" }).fill(SUBJECT);
  await compose.getByRole("textbox", { name: "Message" }).fill("Would you preach at our Easter service? Our stage plot is attached.");
  await compose.getByLabel("Attach files").setInputFiles({ name: "stage-plot.pdf", mimeType: "application/pdf", buffer: STAGE_PLOT });
  await expect(compose.getByRole("list", { name: "Files to send" })).toContainText("stage-plot.pdf");
  await compose.getByRole("button", { name: "Send" }).click();
  // The conversation opens; the compose parameters are gone from the address.
  await expect(church).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  const churchLog = church.getByRole("log", { name: "Messages with Naomi Fields" });
  await expect(churchLog).toContainText("Would you preach at our Easter service?");

  // The speaker's dashboard counts it without a reload, and so does the account menu.
  await expect(messages.getByRole("link", { name: "1 unread message" })).toBeVisible();
  await expectInbox(speaker, 1);

  await speaker.getByRole("button", { name: "My Account" }).click();
  await speaker.getByRole("menuitem", { name: "Inbox" }).click();
  await expect(speaker).toHaveURL(/\/messages$/);
  const list = speaker.getByRole("region", { name: "Conversations" });
  const row = list.getByRole("link", { name: new RegExp(`: ${SUBJECT}, 1 unread$`) });
  await expect(row).toBeVisible();
  await expect(speaker.getByText("1 unread", { exact: true })).toBeVisible();

  // Opening it reads it: the counts fall to zero.
  await row.click();
  const speakerLog = speaker.getByRole("log");
  await expect(speakerLog).toContainText("Would you preach at our Easter service?");
  await expect(list.getByRole("link", { name: new RegExp(`: ${SUBJECT}$`) })).toBeVisible();
  await expect(speaker.getByText("1 unread", { exact: true })).toBeHidden();
  await expectInbox(speaker, 0);

  // The attachment downloads under its own name, as the file that was sent.
  const downloading = speaker.waitForEvent("download");
  await speakerLog.getByRole("link", { name: /^Download stage-plot\.pdf/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("stage-plot.pdf");
  const path = await download.path();
  const { readFile } = await import("node:fs/promises");
  expect((await readFile(path)).equals(STAGE_PLOT)).toBe(true);

  // She replies with Ctrl+Enter; the church sees it arrive without a reload, and reads it there.
  const reply = speaker.getByRole("form", { name: "Reply" });
  await reply.getByRole("textbox", { name: "Message" }).fill("I would be glad to. Thank you for the stage plot!");
  await reply.getByRole("textbox", { name: "Message" }).press("Control+Enter");
  await expect(speakerLog).toContainText("I would be glad to.");
  await expect(reply.getByRole("textbox", { name: "Message" })).toHaveValue("");
  await expect(churchLog).toContainText("I would be glad to. Thank you for the stage plot!");
  await expect(church.getByRole("region", { name: "Conversations" }).getByRole("link", { name: /Naomi Fields/ }).first()).not.toHaveAccessibleName(/unread/);
  // Read as it arrived (the conversation is open): the church's count is back where it was.
  await expectInbox(church, before.count);

  // Archive: it leaves the inbox for the archive.
  await speaker.getByRole("button", { name: "Archive" }).click();
  await expect(list.getByRole("link", { name: new RegExp(SUBJECT) })).toHaveCount(0);
  await expect(speaker.getByRole("button", { name: "Unarchive" })).toBeVisible();
  await list.getByRole("tab", { name: "Archived" }).click();
  await expect(list.getByRole("link", { name: new RegExp(SUBJECT) })).toBeVisible();

  // Delete for me, after confirming: it is gone from both lists (the church keeps its copy).
  await speaker.getByRole("button", { name: "Delete for me" }).click();
  const confirm = speaker.getByRole("alertdialog", { name: "Delete this conversation for you?" });
  await confirm.getByRole("button", { name: "Delete for me" }).click();
  await expect(speaker).toHaveURL(/\/messages$/);
  await expect(list.getByRole("link", { name: new RegExp(SUBJECT) })).toHaveCount(0);
  await list.getByRole("tab", { name: "Archived" }).click();
  await expect(list.getByText("No archived conversations")).toBeVisible();
  await church.reload();
  await expect(church.getByRole("log")).toContainText("I would be glad to.");

  await speakerContext.close();
  await churchContext.close();
});
