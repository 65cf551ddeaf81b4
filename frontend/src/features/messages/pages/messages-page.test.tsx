import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clearSession, setSession } from "@/lib/auth/session";
import { resetUnreadCounts } from "@/lib/realtime/store";
import { apiError, json, renderRoutes, sessionBody, stubApi } from "@/test/app-testing";
import {
  APPLICATION_ID,
  attachment,
  CHURCH_USER_ID,
  conversation,
  CONVERSATION_ID,
  ME,
  message,
  page,
  participant,
  recipient,
} from "../test-fixtures";
import { MessagesPage } from "./messages-page";

const LIST = "/api/messages/conversations";
const ONE = `${LIST}/${CONVERSATION_ID}`;
const THREAD = `${ONE}/messages`;
const RECIPIENT = `/api/messages/recipients/${CHURCH_USER_ID}`;

function renderPage(entry: string) {
  return renderRoutes(
    [
      {
        path: "/messages/:conversationId?",
        element: (
          <>
            <MessagesPage />
            <Toaster />
          </>
        ),
      },
    ],
    entry,
  );
}

const where = (router: ReturnType<typeof renderPage>["router"]) =>
  `${router.state.location.pathname}${router.state.location.search}`;

beforeEach(() => setSession(sessionBody({ id: ME, needs_onboarding: false })));
afterEach(() => {
  clearSession();
  resetUnreadCounts();
});

describe("the conversation list", () => {
  it("shows each conversation with who, what, a preview and its unread count, named for screen readers", async () => {
    stubApi({
      [LIST]: () =>
        json(200, page([conversation({ unread_count: 2 }), conversation({ id: "d2", subject: "Easter", last_message_mine: true, last_message_preview: "See you then", other: participant({ name: "Hope Chapel" }) })])),
    });
    renderPage("/messages");
    const list = await screen.findByRole("region", { name: "Conversations" });
    const first = await within(list).findByRole("link", { name: "Grace Community Church: Fall Revival Weekend, 2 unread" });
    expect(first).toHaveAttribute("href", `/messages/${CONVERSATION_ID}`);
    expect(within(first).getByText("Could you send your rider?")).toBeInTheDocument();
    expect(within(first).getByText("2")).toBeInTheDocument();
    const second = within(list).getByRole("link", { name: "Hope Chapel: Easter" });
    expect(within(second).getByText("You: See you then")).toBeInTheDocument();
    expect(screen.getByText("Select a conversation")).toBeInTheDocument();
  });

  it("says when there are no messages yet, with a way to start", async () => {
    stubApi({ [LIST]: () => json(200, page([])) });
    renderPage("/messages");
    expect(await screen.findByText("No messages yet")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "applications" })).toHaveAttribute("href", "/applications");
  });

  it("shows a loading state, then an error with Try again", async () => {
    let calls = 0;
    stubApi({
      [LIST]: () => {
        calls += 1;
        // A 429 is not retried by itself: the page offers Try again.
        return calls === 1 ? apiError(429, "rate_limited", "Too many requests. Wait a moment.") : json(200, page([conversation()]));
      },
    });
    renderPage("/messages");
    expect(screen.getByRole("status", { name: "Loading conversations" })).toBeInTheDocument();
    expect(await screen.findByText("We couldn't load your conversations")).toBeInTheDocument();
    expect(screen.getByText("Too many requests. Wait a moment.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: /Grace Community Church: Fall Revival Weekend/ })).toBeInTheDocument();
  });

  it("loads more by cursor, and switches to the archived ones", async () => {
    const api = stubApi({
      [LIST]: (request) => {
        const query = new URL(request.url).searchParams;
        if (query.get("archived") === "true") return json(200, page([conversation({ id: "d9", subject: "Old news", archived: true })]));
        if (query.get("cursor") === "next") return json(200, page([conversation({ id: "d3", subject: "Second page" })]));
        return json(200, page([conversation()], "next"));
      },
    });
    const { router } = renderPage("/messages");
    await userEvent.click(await screen.findByRole("button", { name: "Load more" }));
    expect(await screen.findByRole("link", { name: /Second page/ })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Fall Revival Weekend/ })).toBeInTheDocument();

    await userEvent.click(screen.getByRole("tab", { name: "Archived" }));
    expect(await screen.findByRole("link", { name: /Old news/ })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Archived" })).toHaveAttribute("aria-selected", "true");
    expect(where(router)).toBe("/messages?folder=archived");
    expect(api.sent(LIST).some((request) => new URL(request.url).searchParams.get("archived") === "true")).toBe(true);
  });
});

describe("an open conversation", () => {
  function threadApi(overrides: Record<string, (request: Request) => Response | Promise<Response>> = {}, unread = 1) {
    return stubApi({
      [LIST]: () => json(200, page([conversation({ unread_count: unread })])),
      [ONE]: () => json(200, conversation({ unread_count: unread, application_id: APPLICATION_ID })),
      [THREAD]: () =>
        json(
          200,
          page([
            message({ id: "m3", body: "Here it is.", mine: true, created_at: "2026-11-20T16:00:00Z" }),
            message({ id: "m2", body: "Could you send your rider?", attachments: [attachment()], created_at: "2026-11-20T15:00:00Z" }),
          ], "older"),
        ),
      [`${ONE}/read`]: () => json(204, null),
      ...overrides,
    });
  }

  it("shows the messages oldest to newest, theirs and mine, with attachments as downloads, and reads them", async () => {
    const api = threadApi();
    renderPage(`/messages/${CONVERSATION_ID}`);
    const log = await screen.findByRole("log", { name: "Messages with Grace Community Church" });
    const items = within(log).getAllByRole("listitem").filter((item) => item.parentElement === log);
    expect(items.map((item) => item.querySelector("p")?.textContent)).toEqual(["Could you send your rider?", "Here it is."]);
    expect(within(items[0]!).getByText("Grace Community Church wrote:")).toBeInTheDocument();
    expect(within(items[1]!).getByText("You wrote:")).toBeInTheDocument();
    const download = within(log).getByRole("link", { name: "Download rider.pdf, 24 KB" });
    expect(download).toHaveAttribute("href", "/api/messages/attachments/a0000000-0000-4000-8000-000000000001");
    expect(screen.getByRole("heading", { level: 2, name: /Grace Community Church/ })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View the application" })).toHaveAttribute("href", `/application/${APPLICATION_ID}`);
    // Opening it reads it.
    await waitFor(() => expect(api.sent(`${ONE}/read`)).toHaveLength(1));
    expect(api.sent(`${ONE}/read`)[0]!.method).toBe("POST");
  });

  it("does not mark a conversation read when nothing in it is unread", async () => {
    const api = threadApi({}, 0);
    renderPage(`/messages/${CONVERSATION_ID}`);
    await screen.findByRole("log");
    expect(api.sent(`${ONE}/read`)).toHaveLength(0);
  });

  it("loads older messages on demand", async () => {
    threadApi({
      [THREAD]: (request) =>
        new URL(request.url).searchParams.get("cursor") === "older"
          ? json(200, page([message({ id: "m1", body: "Hello from Grace.", created_at: "2026-11-19T15:00:00Z" })]))
          : json(200, page([message({ id: "m2", body: "Could you send your rider?" })], "older")),
    });
    renderPage(`/messages/${CONVERSATION_ID}`);
    await userEvent.click(await screen.findByRole("button", { name: "Load older messages" }));
    const log = await screen.findByRole("log");
    await within(log).findByText("Hello from Grace.");
    const bodies = Array.from(log.querySelectorAll(":scope > li")).map((item) => item.querySelector("p")?.textContent);
    expect(bodies).toEqual(["Hello from Grace.", "Could you send your rider?"]);
    expect(screen.queryByRole("button", { name: "Load older messages" })).not.toBeInTheDocument();
  });

  it("replies with Send, and with Ctrl+Enter", async () => {
    const sent: { body: string; files: number }[] = [];
    threadApi({
      [THREAD]: async (request) => {
        if (request.method === "POST") {
          const form = await request.formData();
          sent.push({ body: String(form.get("body")), files: form.getAll("attachments").length });
          return json(201, message({ id: `r${sent.length}`, body: String(form.get("body")), mine: true }));
        }
        return json(200, page([message()]));
      },
    });
    renderPage(`/messages/${CONVERSATION_ID}`);
    const reply = await screen.findByRole("form", { name: "Reply" });
    const box = within(reply).getByRole("textbox", { name: "Message" });
    await userEvent.type(box, "Attached, with the set list.");
    await userEvent.upload(within(reply).getByLabelText("Attach files"), new File(["%PDF-1.4"], "set-list.pdf", { type: "application/pdf" }));
    expect(within(reply).getByText("set-list.pdf")).toBeInTheDocument();
    await userEvent.click(within(reply).getByRole("button", { name: "Send" }));
    await waitFor(() => expect(sent).toEqual([{ body: "Attached, with the set list.", files: 1 }]));
    await waitFor(() => expect(box).toHaveValue(""));
    expect(within(reply).queryByText("set-list.pdf")).not.toBeInTheDocument();

    await userEvent.type(box, "One more thing.");
    await userEvent.keyboard("{Control>}{Enter}{/Control}");
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ body: "One more thing.", files: 0 });
  });

  it("refuses files the server would refuse, before sending", async () => {
    threadApi();
    renderPage(`/messages/${CONVERSATION_ID}`);
    const reply = await screen.findByRole("form", { name: "Reply" });
    const input = within(reply).getByLabelText("Attach files");
    const big = new File(["x"], "video.pdf", { type: "application/pdf" });
    Object.defineProperty(big, "size", { value: 11 * 1_048_576 });
    await userEvent.upload(input, [new File(["<svg/>"], "logo.svg", { type: "image/svg+xml" }), big], { applyAccept: false });
    const alert = within(reply).getByRole("alert");
    expect(alert).toHaveTextContent("logo.svg is not a PDF, JPEG, PNG or WebP file");
    expect(alert).toHaveTextContent("video.pdf is larger than 10 MB");
    expect(within(reply).queryByRole("list", { name: "Files to send" })).not.toBeInTheDocument();

    const six = Array.from({ length: 6 }, (_, index) => new File(["%PDF"], `part-${index}.pdf`, { type: "application/pdf" }));
    await userEvent.upload(input, six);
    expect(within(within(reply).getByRole("list", { name: "Files to send" })).getAllByRole("listitem")).toHaveLength(5);
    expect(within(reply).getByRole("alert")).toHaveTextContent("You can attach up to 5 files to a message");
  });

  it("shows the server's refusal of a reply", async () => {
    threadApi({
      [THREAD]: (request) =>
        request.method === "POST" ? apiError(403, "blocked", "You can't write to this person.") : json(200, page([message()])),
    });
    renderPage(`/messages/${CONVERSATION_ID}`);
    const reply = await screen.findByRole("form", { name: "Reply" });
    await userEvent.type(within(reply).getByRole("textbox", { name: "Message" }), "Hello?");
    await userEvent.click(within(reply).getByRole("button", { name: "Send" }));
    expect(await within(reply).findByRole("alert")).toHaveTextContent("You can't write to this person.");
  });

  it("archives, and unarchives", async () => {
    let archived = false;
    const api = threadApi({
      [ONE]: () => json(200, conversation({ archived })),
      [`${ONE}/archive`]: () => {
        archived = true;
        return json(204, null);
      },
      [`${ONE}/unarchive`]: () => {
        archived = false;
        return json(204, null);
      },
    });
    renderPage(`/messages/${CONVERSATION_ID}`);
    await userEvent.click(await screen.findByRole("button", { name: "Archive" }));
    expect(await screen.findByText("Conversation archived")).toBeInTheDocument();
    expect(api.sent(`${ONE}/archive`)).toHaveLength(1);
    await userEvent.click(await screen.findByRole("button", { name: "Unarchive" }));
    await waitFor(() => expect(api.sent(`${ONE}/unarchive`)).toHaveLength(1));
    expect(await screen.findByRole("button", { name: "Archive" })).toBeInTheDocument();
  });

  it("deletes for me after asking, and goes back to the list", async () => {
    let deleted = false;
    const api = threadApi({
      [LIST]: () => json(200, page(deleted ? [] : [conversation()])),
      [ONE]: (request) => {
        if (request.method === "DELETE") {
          deleted = true;
          return json(204, null);
        }
        return json(200, conversation());
      },
    });
    const { router } = renderPage(`/messages/${CONVERSATION_ID}`);
    const button = await screen.findByRole("button", { name: "Delete for me" });
    await userEvent.click(button);
    // Escape cancels, and focus goes back to the button.
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(button).toHaveFocus());
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    await userEvent.click(button);
    const dialog = screen.getByRole("alertdialog", { name: "Delete this conversation for you?" });
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete for me" }));
    await waitFor(() => expect(where(router)).toBe("/messages"));
    expect(api.sent(ONE).filter((request) => request.method === "DELETE")).toHaveLength(1);
    expect(await screen.findByText("No messages yet")).toBeInTheDocument();
  });

  it("blocks after asking (the reply box gives way), and unblocks", async () => {
    let blocked = false;
    const api = threadApi({
      [ONE]: () => json(200, conversation({ blocked })),
      "/api/messages/blocks": () => {
        blocked = true;
        return json(204, null);
      },
      [`/api/messages/blocks/${CHURCH_USER_ID}`]: () => {
        blocked = false;
        return json(204, null);
      },
    });
    renderPage(`/messages/${CONVERSATION_ID}`);
    await userEvent.click(await screen.findByRole("button", { name: "Block" }));
    await userEvent.click(within(screen.getByRole("alertdialog", { name: "Block Grace Community Church?" })).getByRole("button", { name: "Block" }));
    expect(await screen.findByText(/You blocked Grace Community Church/)).toBeInTheDocument();
    expect(screen.queryByRole("form", { name: "Reply" })).not.toBeInTheDocument();
    expect(await api.sent("/api/messages/blocks")[0]!.json()).toEqual({ user_id: CHURCH_USER_ID });
    await userEvent.click(screen.getByRole("button", { name: "Unblock" }));
    expect(await screen.findByRole("form", { name: "Reply" })).toBeInTheDocument();
    expect(api.sent(`/api/messages/blocks/${CHURCH_USER_ID}`)[0]!.method).toBe("DELETE");
  });

  it("reports their latest message, with a reason", async () => {
    const api = threadApi({ "/api/reports": () => json(201, { id: "r1", status: "open" }) });
    renderPage(`/messages/${CONVERSATION_ID}`);
    await userEvent.click(await screen.findByRole("button", { name: "Report" }));
    const dialog = screen.getByRole("dialog", { name: "Report Grace Community Church's message" });
    await userEvent.selectOptions(within(dialog).getByLabelText("Reason"), "spam");
    await userEvent.type(within(dialog).getByLabelText("Details (optional)"), "Asking for money up front.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(await within(dialog).findByText("Thanks — our team will review this report.")).toBeInTheDocument();
    expect(await api.sent("/api/reports")[0]!.json()).toEqual({
      item_type: "message",
      item_id: "m2",
      reason: "spam",
      details: "Asking for money up front.",
    });
  });

  it("says when the conversation is not there (or not mine)", async () => {
    stubApi({ [LIST]: () => json(200, page([])), [ONE]: () => apiError(404, "not_found", "Not found") });
    renderPage(`/messages/${CONVERSATION_ID}`);
    expect(await screen.findByRole("heading", { name: "Conversation not found" })).toBeInTheDocument();
  });
});

describe("compose from the address (spec 02 §2.4)", () => {
  const entry = `/messages?compose=1&recipient_id=${CHURCH_USER_ID}&subject=Re%3A+Fall+Revival+Weekend&application_id=${APPLICATION_ID}&in_reply_to=m2`;

  it("asks who the recipient is, pre-fills the form, sends, then opens the conversation without the compose parameters", async () => {
    let fields: Record<string, string> | null = null;
    const api = stubApi({
      [LIST]: async (request) => {
        if (request.method !== "POST") return json(200, page(fields ? [conversation()] : []));
        const form = await request.formData();
        fields = Object.fromEntries(Array.from(form.entries()).map(([name, value]) => [name, typeof value === "string" ? value : "file"]));
        return json(201, conversation());
      },
      [RECIPIENT]: () => json(200, recipient()),
      [ONE]: () => json(200, conversation()),
      [THREAD]: () => json(200, page([message({ body: "Thank you for applying!", mine: true })])),
    });
    const { router } = renderPage(entry);
    const form = await screen.findByRole("form", { name: "New message" });
    expect(within(form).getByText("To:")).toBeInTheDocument();
    expect(within(form).getByText("Grace Community Church")).toBeInTheDocument();
    expect(within(form).getByRole("textbox", { name: "Subject" })).toHaveValue("Re: Fall Revival Weekend");
    expect(within(form).getByRole("textbox", { name: "Message" })).toHaveFocus();
    expect(new URL(api.sent(RECIPIENT)[0]!.url).searchParams.get("application_id")).toBe(APPLICATION_ID);

    await userEvent.type(within(form).getByRole("textbox", { name: "Message" }), "Thank you for applying!");
    await userEvent.upload(within(form).getByLabelText("Attach files"), new File(["%PDF-1.4"], "contract.pdf", { type: "application/pdf" }));
    await userEvent.click(within(form).getByRole("button", { name: "Send" }));
    await waitFor(() => expect(where(router)).toBe(`/messages/${CONVERSATION_ID}`));
    expect(fields).toEqual({
      recipient_id: CHURCH_USER_ID,
      subject: "Re: Fall Revival Weekend",
      body: "Thank you for applying!",
      application_id: APPLICATION_ID,
      in_reply_to: "m2",
      attachments: "file",
    });
    expect(await screen.findByRole("log")).toHaveTextContent("Thank you for applying!");
  });

  it("checks the fields before sending", async () => {
    stubApi({ [LIST]: () => json(200, page([])), [RECIPIENT]: () => json(200, recipient()) });
    renderPage(`/messages?compose=1&recipient_id=${CHURCH_USER_ID}`);
    const form = await screen.findByRole("form", { name: "New message" });
    expect(within(form).getByRole("textbox", { name: "Subject" })).toHaveFocus();
    await userEvent.click(within(form).getByRole("button", { name: "Send" }));
    expect(await within(form).findByText("Write a subject")).toBeInTheDocument();
    expect(within(form).getByText("Write a message")).toBeInTheDocument();
  });

  it("shows the refusal instead of the form, and offers Church Premium to a free church", async () => {
    stubApi({
      [LIST]: () => json(200, page([])),
      [RECIPIENT]: () =>
        json(
          200,
          recipient({
            participant: participant({ id: CHURCH_USER_ID, name: "James Carter", role: "speaker", profile_path: "/speakers/x" }),
            can_message: false,
            refusal: { code: "premium_required", message: "Messaging speakers and musicians is part of Church Premium." },
          }),
        ),
    });
    renderPage(`/messages?compose=1&recipient_id=${CHURCH_USER_ID}`);
    const refusal = await screen.findByRole("alert");
    expect(refusal).toHaveTextContent("You can't message James Carter");
    expect(refusal).toHaveTextContent("Messaging speakers and musicians is part of Church Premium.");
    expect(within(refusal).getByRole("link", { name: "Upgrade to Church Premium" })).toHaveAttribute("href", "/payment/church/premium");
    expect(screen.queryByRole("form", { name: "New message" })).not.toBeInTheDocument();
  });

  it("shows other refusals in the server's words, without the premium offer", async () => {
    stubApi({
      [LIST]: () => json(200, page([])),
      [RECIPIENT]: () =>
        json(200, recipient({ can_message: false, refusal: { code: "messages_off", message: "Grace Community Church isn't taking new messages." } })),
    });
    renderPage(`/messages?compose=1&recipient_id=${CHURCH_USER_ID}`);
    const refusal = await screen.findByRole("alert");
    expect(refusal).toHaveTextContent("Grace Community Church isn't taking new messages.");
    expect(within(refusal).queryByRole("link", { name: "Upgrade to Church Premium" })).not.toBeInTheDocument();
  });

  it("explains where conversations start when there is no recipient", async () => {
    const api = stubApi({ [LIST]: () => json(200, page([])) });
    renderPage("/messages?compose=1&subject=Hello");
    expect(await screen.findByText("Start from someone's profile")).toBeInTheDocument();
    expect(screen.queryByRole("form", { name: "New message" })).not.toBeInTheDocument();
    expect(api.requests.some((request) => request.url.includes("/recipients/"))).toBe(false);
  });
});
