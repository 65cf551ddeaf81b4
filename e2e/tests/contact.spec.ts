import { expect, test, type APIRequestContext } from "@playwright/test";

const ERRORS = {
  name: "Please enter your name",
  email: "Enter a valid email address, like name@church.org",
  subject: "Subject must be at least 3 characters",
  message: "Tell us a little more (at least 10 characters)",
};

interface StoredMessage {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  created_at: string;
}

interface OutboxEntry {
  kind: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  status: string;
}

async function storedMessages(request: APIRequestContext, email: string): Promise<StoredMessage[]> {
  const response = await request.get("/api/testing/contact-messages", { params: { email } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as StoredMessage[];
}

test.describe("contact form", () => {
  test("validates, then sends a message that is stored and queued to support", async ({
    page,
    request,
  }) => {
    const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const email = `ruth+${unique}@example.org`;
    const name = "Ruth Abernathy";
    const subject = `Booking a speaker for our retreat ${unique}`;
    const message = "Hello! We are planning a weekend retreat in May and would love some advice.";

    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();

    const form = page.locator("form");
    const nameField = page.getByLabel("Your name");
    const emailField = page.getByLabel("Email", { exact: true });
    const subjectField = page.getByLabel("Subject", { exact: true });
    const messageField = page.getByLabel("Message", { exact: true });
    const send = page.getByRole("button", { name: "Send message" });

    // Empty: every field explains what it needs, and nothing reaches the server.
    await send.click();
    await expect(form.getByRole("alert")).toHaveText([
      ERRORS.name,
      ERRORS.email,
      ERRORS.subject,
      ERRORS.message,
    ]);
    for (const field of [nameField, emailField, subjectField, messageField]) {
      await expect(field).toHaveAttribute("aria-invalid", "true");
    }
    await expect(nameField).toBeFocused();
    expect(await storedMessages(request, email)).toEqual([]);

    // Partly fixed: a bad email and a short message are still refused.
    await nameField.fill(name);
    await emailField.fill("ruth@");
    await subjectField.fill(subject);
    await messageField.fill("Hi there");
    await send.click();
    await expect(form.getByRole("alert")).toHaveText([ERRORS.email, ERRORS.message]);
    await expect(nameField).not.toHaveAttribute("aria-invalid", "true");
    await expect(subjectField).not.toHaveAttribute("aria-invalid", "true");
    await expect(emailField).toHaveAttribute("aria-invalid", "true");
    await expect(messageField).toHaveAttribute("aria-invalid", "true");
    expect(await storedMessages(request, email)).toEqual([]);

    // Valid: the success panel replaces the form.
    await emailField.fill(email);
    await messageField.fill(message);
    await send.click();
    const success = page.getByRole("status").filter({
      has: page.getByRole("heading", { name: `Thank you, ${name}!` }),
    });
    await expect(success).toBeVisible();
    await expect(success).toContainText(`Your message "${subject}" reached our team.`);
    await expect(success).toContainText(email);
    await expect(form).toBeHidden();

    // Stored exactly once, as sent.
    const stored = await storedMessages(request, email);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ name, email, subject, message });

    // And queued to the support mailbox, replying to the sender.
    const outbox = await request.get("/api/testing/outbox");
    expect(outbox.ok()).toBe(true);
    const queued = ((await outbox.json()) as OutboxEntry[]).filter(
      (entry) => entry.kind === "contact_message" && entry.reply_to === email,
    );
    expect(queued).toHaveLength(1);
    expect(queued[0].to_address).toMatch(/@/);
  });
});
