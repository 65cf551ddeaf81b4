import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { afterEach, describe, expect, it } from "vitest";
import { clearSession, setSession } from "@/lib/auth/session";
import { apiError, json, renderRoutes, sessionBody, stubApi } from "@/test/app-testing";
import { logEntry, report } from "../test-fixtures";
import { AdminPage } from "./admin-page";

const first = report();
const second = report({
  id: "r2",
  reason: "fake",
  details: "",
  created_at: "2026-11-21T09:00:00Z",
  item: {
    type: "opportunity",
    id: "o1",
    exists: true,
    hidden: false,
    title: "Worship leader wanted",
    text: "Send a deposit to apply.",
    author: { id: "u-kim", name: "Kim Lee", email: "kim@example.org", suspended: false },
    path: "/opportunities/o1",
  },
});

function renderPage(path = "/admin") {
  return renderRoutes([{ path: "/admin", element: <AdminPage /> }], path);
}

const signInAs = (isStaff: boolean) => setSession(sessionBody({ needs_onboarding: false, is_staff: isStaff }));
const bodyOf = async (request: Request) => JSON.parse(await request.text()) as unknown;

afterEach(() => clearSession());

// A few of these type into several fields and go through a dialog: more than the default 5 s on a busy machine.
describe("/admin", { timeout: 15_000 }, () => {
  it("is staff only: others see why and the API is not asked", async () => {
    signInAs(false);
    const api = stubApi({});
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Staff only" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to your dashboard" })).toHaveAttribute("href", "/speaking-dashboard");
    expect(api.sent("/api/admin/reports")).toHaveLength(0);
  });

  it("lists open reports oldest first with the item, reporter, reason and details, and loads more", async () => {
    signInAs(true);
    const third = report({ id: "r3", details: "Again.", created_at: "2026-11-22T09:00:00Z" });
    const api = stubApi({
      "/api/admin/reports": (request) =>
        new URL(request.url).searchParams.get("cursor") === "c2"
          ? json(200, { items: [third], next_cursor: null })
          : json(200, { items: [first, second], next_cursor: "c2" }),
    });
    renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: "Moderation" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Open reports" })).toHaveAttribute("aria-selected", "true");
    const cards = await screen.findAllByRole("article");
    expect(cards.map((card) => within(card).getByRole("heading").textContent)).toEqual([
      "Message reported for harassment",
      "Opportunity reported for fake",
    ]);
    expect(within(cards[0]!).getByText("Answer me or else.")).toBeInTheDocument();
    expect(within(cards[0]!).getByText("By Sam Pike (sam@example.org)")).toBeInTheDocument();
    expect(within(cards[0]!).getByText("Ruth Baker (ruth@example.org)")).toBeInTheDocument();
    expect(within(cards[0]!).getByText("Keeps messaging me after I said no.")).toBeInTheDocument();
    expect(within(cards[1]!).getByText("Worship leader wanted")).toBeInTheDocument();
    expect(within(cards[1]!).getByRole("link", { name: "Open its page" })).toHaveAttribute("href", "/opportunities/o1");
    expect(within(cards[1]!).queryByText("Details")).not.toBeInTheDocument();
    expect(new URL(api.sent("/api/admin/reports")[0]!.url).searchParams.get("status")).toBe("open");

    await userEvent.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByText("Again.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });

  it("sends the staff member a test email and says where it went", async () => {
    signInAs(true);
    render(<Toaster />);
    const api = stubApi({
      "/api/admin/reports": () => json(200, { items: [], next_cursor: null }),
      "/api/admin/test-email": () => json(202, { sent_to: "staff@example.org" }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Send me a test email" }));
    expect(await screen.findByText("It is on its way to staff@example.org.")).toBeInTheDocument();
    expect(api.sent("/api/admin/test-email")).toHaveLength(1);
  });

  it("says when the queue is empty", async () => {
    signInAs(true);
    stubApi({ "/api/admin/reports": () => json(200, { items: [], next_cursor: null }) });
    renderPage();
    expect(await screen.findByText("No open reports — nice and quiet.")).toBeInTheDocument();
  });

  it("says when the queue could not be loaded", async () => {
    signInAs(true);
    stubApi({ "/api/admin/reports": () => apiError(403, "staff_required", "Only Steeple staff can do that.") });
    renderPage();
    expect(await screen.findByText("We couldn't load the open reports.")).toBeInTheDocument();
  });

  it("hides the item with a note: the report leaves the queue", async () => {
    signInAs(true);
    let open = [first, second];
    const api = stubApi({
      "/api/admin/reports": () => json(200, { items: open, next_cursor: null }),
      "/api/admin/reports/r1/decision": () => {
        open = [second];
        return json(200, { ...first, status: "closed", decision: "hide" });
      },
    });
    renderPage();
    const card = (await screen.findAllByRole("article"))[0]!;
    await userEvent.type(within(card).getByLabelText("Note for the log (optional)"), "Threatening.");
    await userEvent.click(within(card).getByRole("button", { name: "Hide item" }));
    await waitFor(() => expect(screen.queryByText("Answer me or else.")).not.toBeInTheDocument());
    expect(screen.getAllByRole("article")).toHaveLength(1);
    // The keyboard goes on to the report that moved up.
    await waitFor(() => expect(screen.getByRole("article")).toHaveFocus());
    expect(await bodyOf(api.sent("/api/admin/reports/r1/decision")[0]!)).toEqual({ action: "hide", note: "Threatening." });
  });

  it("dismisses a report", async () => {
    signInAs(true);
    let open = [first];
    const api = stubApi({
      "/api/admin/reports": () => json(200, { items: open, next_cursor: null }),
      "/api/admin/reports/r1/decision": () => {
        open = [];
        return json(200, { ...first, status: "closed", decision: "dismiss" });
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Dismiss" }));
    expect(await screen.findByText("No open reports — nice and quiet.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText("No open reports — nice and quiet.")).toHaveFocus());
    expect(await bodyOf(api.sent("/api/admin/reports/r1/decision")[0]!)).toEqual({ action: "dismiss", note: "" });
  });

  it("suspends the author after a reason and a confirmation, then offers Restore account", async () => {
    signInAs(true);
    const account = { id: "u-sam", name: "Sam Pike", email: "sam@example.org" };
    let suspended = false;
    const reportOfSam = () => report({ item: { ...first.item, author: { ...account, suspended } } });
    const api = stubApi({
      "/api/admin/reports": () => json(200, { items: [reportOfSam()], next_cursor: null }),
      "/api/admin/users/u-sam/suspend": () => {
        suspended = true;
        return json(200, { ...account, suspended_at: "2026-11-23T08:00:00Z" });
      },
      "/api/admin/users/u-sam/restore": () => {
        suspended = false;
        return json(200, { ...account, suspended_at: null });
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Suspend account" }));
    const dialog = await screen.findByRole("dialog", { name: "Suspend Sam Pike?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Suspend account" }));
    expect(within(dialog).getByText("Give a reason for the log.")).toBeInTheDocument();
    expect(api.sent("/api/admin/users/u-sam/suspend")).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText("Reason"), "Threats.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Suspend account" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await bodyOf(api.sent("/api/admin/users/u-sam/suspend")[0]!)).toEqual({ reason: "Threats." });
    expect(await screen.findByText("Account suspended", { selector: "span" })).toBeInTheDocument();
    // The queue is read again, and still says so.
    await waitFor(() => expect(api.sent("/api/admin/reports")).toHaveLength(2));
    expect(screen.getByRole("button", { name: "Restore account" })).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Restore account" }));
    await waitFor(() => expect(api.sent("/api/admin/users/u-sam/restore")).toHaveLength(1));
    expect(await screen.findByRole("button", { name: "Suspend account" })).toBeInTheDocument();
    expect(screen.queryByText("Account suspended", { selector: "span" })).not.toBeInTheDocument();
  });

  it("shows an author suspended before the page was opened as suspended, with Restore account", async () => {
    signInAs(true);
    const suspendedAuthor = { ...first.item.author!, suspended: true };
    const api = stubApi({
      "/api/admin/reports": () =>
        json(200, { items: [report({ item: { ...first.item, author: suspendedAuthor } }), second], next_cursor: null }),
      "/api/admin/users/u-sam/restore": () => json(200, { ...suspendedAuthor, suspended_at: null }),
    });
    renderPage();
    const [samsReport, kimsReport] = await screen.findAllByRole("article");
    expect(within(samsReport!).getByText("Account suspended", { selector: "span" })).toBeInTheDocument();
    expect(within(samsReport!).queryByRole("button", { name: "Suspend account" })).not.toBeInTheDocument();
    // Another author's card is not affected.
    expect(within(kimsReport!).getByRole("button", { name: "Suspend account" })).toBeInTheDocument();
    expect(within(kimsReport!).queryByText("Account suspended", { selector: "span" })).not.toBeInTheDocument();
    await userEvent.click(within(samsReport!).getByRole("button", { name: "Restore account" }));
    await waitFor(() => expect(api.sent("/api/admin/users/u-sam/restore")).toHaveLength(1));
    expect(api.sent("/api/admin/users/u-sam/suspend")).toHaveLength(0);
  });

  it("shows the server's refusal in the suspend dialog", async () => {
    signInAs(true);
    stubApi({
      "/api/admin/reports": () => json(200, { items: [first], next_cursor: null }),
      "/api/admin/users/u-sam/suspend": () => apiError(409, "staff_account", "A staff account can't be suspended."),
    });
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Suspend account" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.type(within(dialog).getByLabelText("Reason"), "Spam.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Suspend account" }));
    expect(await within(dialog).findByText("A staff account can't be suspended.")).toBeInTheDocument();
  });

  it("restores a hidden item from the closed reports", async () => {
    signInAs(true);
    const closed = report({
      status: "closed",
      decision: "hide",
      decided_at: "2026-11-21T10:00:00Z",
      note: "Threatening.",
      item: { ...first.item, hidden: true },
    });
    const api = stubApi({
      "/api/admin/reports": () => json(200, { items: [closed], next_cursor: null }),
      "/api/admin/items/message/m1/restore": () => json(200, {}),
    });
    renderPage("/admin?tab=closed");
    expect(await screen.findByRole("tab", { name: "Closed reports" })).toHaveAttribute("aria-selected", "true");
    const card = await screen.findByRole("article");
    expect(within(card).getByText("Hidden")).toBeInTheDocument();
    expect(within(card).getByText(/Hid message/)).toBeInTheDocument();
    expect(within(card).queryByRole("button", { name: "Dismiss" })).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole("button", { name: "Restore item" }));
    await waitFor(() => expect(api.sent("/api/admin/items/message/m1/restore")).toHaveLength(1));
    expect(new URL(api.sent("/api/admin/reports")[0]!.url).searchParams.get("status")).toBe("closed");
  });

  it("hides the item of a dismissed report later, through the item itself", async () => {
    signInAs(true);
    let hidden = false;
    const api = stubApi({
      "/api/admin/reports": () =>
        json(200, { items: [report({ status: "closed", decision: "dismiss", item: { ...first.item, hidden } })], next_cursor: null }),
      "/api/admin/items/message/m1/hide": () => {
        hidden = true;
        return json(200, { ...first.item, hidden });
      },
    });
    renderPage("/admin?tab=closed");
    await userEvent.click(await screen.findByRole("button", { name: "Hide item" }));
    expect(await screen.findByRole("button", { name: "Restore item" })).toBeInTheDocument();
    expect(api.sent("/api/admin/items/message/m1/hide")).toHaveLength(1);
    expect(api.sent("/api/admin/reports/r1/decision")).toHaveLength(0);
  });

  it("shows the decision log, reached by keyboard from the tabs, naming each item and linking to its page", async () => {
    signInAs(true);
    stubApi({
      "/api/admin/reports": () => json(200, { items: [], next_cursor: null }),
      "/api/admin/log": () =>
        json(200, {
          items: [
            logEntry(),
            logEntry({
              id: "l2",
              action: "suspend",
              item_type: "account",
              item_id: "u-sam",
              item_title: "Sam Pike (sam@example.org)",
              item_path: "/speakers/u-sam",
              note: null,
              staff: null,
            }),
            logEntry({
              id: "l3",
              action: "hide",
              item_type: "opportunity",
              item_id: "o1",
              item_title: "Worship leader wanted (Grace Church)",
              item_path: "/opportunities/o1",
              note: null,
            }),
            // Logged before the log kept what it names.
            logEntry({ id: "l4", action: "dismiss", item_type: "review", item_id: "v1", item_title: null, item_path: null, note: null }),
          ],
          next_cursor: null,
        }),
    });
    const { router } = renderPage();
    await screen.findByText("No open reports — nice and quiet.");
    screen.getByRole("tab", { name: "Open reports" }).focus();
    // The last tab is the credentials queue; the log is just before it.
    await userEvent.keyboard("{End}{ArrowLeft}");
    expect(screen.getByRole("tab", { name: "Decision log" })).toHaveFocus();
    expect(router.state.location.search).toBe("?tab=log");
    const rows = within(await screen.findByRole("list")).getAllByRole("listitem");
    expect(rows[0]).toHaveTextContent("Steeple Staff · Hid message");
    expect(rows[0]).toHaveTextContent("Message from Sam Pike");
    expect(within(rows[0]!).queryByRole("link")).not.toBeInTheDocument();
    expect(rows[0]).toHaveTextContent("Threatening.");
    expect(rows[1]).toHaveTextContent("A former staff member · Suspended account");
    expect(within(rows[1]!).getByRole("link", { name: "Sam Pike (sam@example.org)" })).toHaveAttribute("href", "/speakers/u-sam");
    expect(within(rows[2]!).getByRole("link", { name: "Worship leader wanted (Grace Church)" })).toHaveAttribute("href", "/opportunities/o1");
    expect(rows[3]).toHaveTextContent(/^.*Steeple Staff · Dismissed report$/);
  });
});
