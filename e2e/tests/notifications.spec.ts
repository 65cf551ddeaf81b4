import { expect, test, type Page } from "@playwright/test";
import {
  bearer,
  dayFromNow,
  DEMO_CHURCH_ADMIN,
  DEMO_PASSWORD,
  logIn,
  publishOpportunity,
  signedInAccount,
} from "./accounts";

/**
 * The bell, live (spec 02 §2.4, §4, §8): two people in two browsers. The church offers; the
 * speaker's bell goes from nothing to 1 without a reload, in both of the speaker's tabs; the
 * dropdown and the dialog say what the spec says; the speaker accepts from the dialog; the church's
 * bell hears "Position Accepted" at once.
 */
const TITLE = `Bell Revival ${Date.now().toString(36)}`;

const bellOf = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^Notifications/ });

/** The bell's count as its name says it: "Notifications (3 unread)" -> 3; none -> 0. */
async function unreadOf(page: Page): Promise<number> {
  const bell = page.getByRole("banner").getByRole("button", { name: /^Notifications/ });
  const link = page.getByRole("banner").getByRole("link", { name: "Notifications" });
  await expect(bell.or(link)).toBeVisible();
  await expect(bell.or(link)).not.toHaveAccessibleName(/loading/);
  const name = (await bell.or(link).getAttribute("aria-label")) ?? "";
  return Number(name.match(/\((\d+)\+? unread\)/)?.[1] ?? 0);
}

test("an offer rings the speaker's bell live; accepting from the dialog rings the church's", async ({ browser, request }) => {
  test.setTimeout(90_000);
  // The church's opportunity, through the API: this journey is about what the bell says.
  const church = await bearer(request, DEMO_CHURCH_ADMIN, DEMO_PASSWORD);
  const opportunity = await publishOpportunity(request, church, TITLE);

  // The speaker: a new account (nothing in the bell yet), with two tabs open.
  const speakerContext = await browser.newContext();
  const speaker = await speakerContext.newPage();
  const { headers } = await signedInAccount(speaker, "speaker", { fullName: "Hannah Moore", topics: ["Revival"] });
  const applied = await request.post(`/api/opportunities/${opportunity.id}/applications`, {
    headers,
    data: { position_id: opportunity.positions[0]!.id, cover_message: "I would love to preach.", available: true },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  await speaker.reload();
  // No notifications at all: no badge, and the bell leads to /notifications.
  await expect(speaker.getByRole("banner").getByRole("link", { name: "Notifications" })).toBeVisible();
  await expect(speaker.getByTestId("bell-badge")).toHaveCount(0);
  const otherTab = await speakerContext.newPage();
  await otherTab.goto("/notifications");
  await expect(otherTab.getByText("You're all caught up! New notifications will appear here.")).toBeVisible();

  // The church, in its own browser, offers from its applicants page.
  const churchContext = await browser.newContext();
  const churchPage = await churchContext.newPage();
  await churchPage.goto("/login");
  await logIn(churchPage, DEMO_CHURCH_ADMIN, DEMO_PASSWORD);
  await expect(churchPage).toHaveURL(/\/church-dashboard$/);
  await churchPage.goto(`/opportunities/${opportunity.id}/applicants`);
  const churchUnreadBefore = await unreadOf(churchPage);
  await churchPage.getByRole("button", { name: "Make offer to Hannah Moore" }).click();
  const offerForm = churchPage.getByRole("dialog");
  await offerForm.getByLabel("Respond by").fill(dayFromNow(10));
  await offerForm.getByRole("button", { name: "Send offer" }).click();
  await expect(offerForm).toBeHidden();

  // The speaker's bell: 0 -> 1, no reload, in both tabs.
  await expect(bellOf(speaker)).toHaveAccessibleName("Notifications (1 unread)");
  await expect(speaker.getByTestId("bell-badge")).toHaveText("1");
  await expect(bellOf(otherTab)).toHaveAccessibleName("Notifications (1 unread)");
  await expect(otherTab.getByText(`Position Offered: ${TITLE}`)).toBeVisible();

  // The dropdown.
  await bellOf(speaker).click();
  const menu = speaker.getByRole("menu");
  await expect(menu.getByText("Notifications", { exact: true })).toBeVisible();
  await expect(menu.getByRole("menuitem", { name: "Mark all read" })).toBeVisible();
  await expect(menu.getByText("1 unread notification", { exact: true })).toBeVisible();
  await expect(menu.getByRole("menuitem", { name: "View all notifications" })).toBeVisible();
  const row = menu.getByRole("menuitem").filter({ hasText: `Position Offered: ${TITLE}` });
  await expect(row).toContainText("Grace Community Church");
  await expect(row).toContainText("Application");
  await expect(row.getByTestId("unread-dot")).toBeVisible();

  // The dialog; opening it reads the notification (here and in the other tab).
  await row.click();
  const dialog = speaker.getByRole("dialog", { name: `Position Offered: ${TITLE}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("Position:")).toBeVisible();
  await expect(dialog).toContainText("Position: Guest Speaker");
  await expect(dialog).toContainText(/ at \d{1,2}:\d{2} (AM|PM)/);
  await expect(dialog.getByRole("heading", { name: "Additional Information" })).toBeVisible();
  await expect(dialog).toContainText("Church:Grace Community Church");
  await expect(dialog).toContainText("Position Offered:Guest Speaker");
  await expect(speaker.getByTestId("bell-badge")).toHaveCount(0);
  await expect(otherTab.getByTestId("bell-badge")).toHaveCount(0);

  // The terms show before the answer, and accepting asks once.
  const terms = dialog.getByRole("region", { name: "Offer terms" });
  for (const term of ["Honorarium", "Travel", "Lodging", "Respond by"]) {
    await expect(terms.getByText(term, { exact: true })).toBeVisible();
  }
  await dialog.getByRole("button", { name: "Accept Offer" }).click();
  await speaker.getByRole("alertdialog", { name: "Accept this offer?" }).getByRole("button", { name: "Accept Offer" }).click();
  await expect(
    speaker.getByText("Position accepted! You have confirmed your role as Guest Speaker. The church has been notified."),
  ).toBeVisible();
  await expect(dialog).toBeHidden();

  // The church's bell hears it without a reload.
  await expect.poll(() => unreadOf(churchPage)).toBe(churchUnreadBefore + 1);
  await bellOf(churchPage).click();
  // Newest first.
  await expect(churchPage.getByTestId("notification-list").getByRole("menuitem").first()).toContainText(
    `Position Accepted: ${TITLE}`,
  );

  // Answering twice: the server says why, in the failure toast.
  await speaker.goto("/notifications");
  await speaker.getByRole("button", { name: new RegExp(`Position Offered: ${TITLE}`) }).click();
  await speaker.getByRole("dialog").getByRole("button", { name: "Accept Offer" }).click();
  await speaker.getByRole("alertdialog").getByRole("button", { name: "Accept Offer" }).click();
  await expect(speaker.getByText(/^Failed to accept offer: /)).toBeVisible();

  // The page's filters stay on the page (kept in its address, under names that are not auth
  // parameters, which would send it on to /auth/callback).
  await speaker.keyboard.press("Escape");
  await speaker.getByRole("combobox", { name: "Type" }).selectOption("application");
  // Clicked, not check(): the box follows the address, which the router updates a moment later.
  await speaker.getByRole("checkbox", { name: "Unread only" }).click();
  await expect(speaker.getByRole("checkbox", { name: "Unread only" })).toBeChecked();
  await expect(speaker).toHaveURL(/\/notifications\?kind=application&unread=1$/);
  await expect(speaker.getByRole("heading", { name: "Notifications", level: 1 })).toBeVisible();

  await speakerContext.close();
  await churchContext.close();
});
