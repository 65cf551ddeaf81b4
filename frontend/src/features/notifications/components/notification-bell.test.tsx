import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clearSession, setSession } from "@/lib/auth/session";
import { resetUnreadCounts, setUnreadCounts } from "@/lib/realtime/store";
import { apiError, json, renderRoutes, sessionBody, stubApi, TEST_USER } from "@/test/app-testing";
import { notification } from "../test-fixtures";
import { NotificationBell } from "./notification-bell";

const page = (items: unknown[]) => ({ items, next_cursor: null });

const offer = notification({ id: "n-offer", created_at: new Date(Date.now() - 60_000).toISOString() });
const message = notification({
  id: "n-message",
  type: "message",
  priority: "low",
  subject: "Set list for Sunday",
  message: "Here is the set list we talked about.",
  sender_name: "Ruth Anne Baker",
  sender_role: "musician",
  is_read: true,
  offered_role: null,
  application_id: null,
  metadata: { message_id: "m-1", conversation_id: "c-1", subType: "new_message" },
  created_at: new Date(Date.now() - 3 * 24 * 3600_000).toISOString(),
});
const system = notification({
  id: "n-system",
  type: "system",
  priority: "medium",
  subject: "Welcome to Steeple",
  message: "Finish your profile to be found.",
  sender_id: null,
  sender_name: null,
  sender_role: "system",
  metadata: {},
  created_at: new Date(Date.now() - 5 * 24 * 3600_000).toISOString(),
});

function renderBell() {
  return renderRoutes(
    [
      {
        path: "/",
        element: (
          <>
            <NotificationBell user={TEST_USER} />
            <Toaster />
          </>
        ),
      },
      { path: "/notifications", element: <h1>All notifications</h1> },
      { path: "/application/:id", element: <h1>Application page</h1> },
    ],
    "/",
  );
}

const bell = () => screen.getByRole("button", { name: /^Notifications/ });

beforeEach(() => setSession(sessionBody({ needs_onboarding: false })));
afterEach(() => {
  clearSession();
  resetUnreadCounts();
});

describe("the bell's badge (spec 02 §2.4)", () => {
  beforeEach(() => stubApi({ "/api/notifications": () => json(200, page([offer, message])) }));

  it("shows an ellipsis while the count loads, then the count, with the count in the button's name", async () => {
    renderBell();
    expect(await screen.findByTestId("bell-badge")).toHaveTextContent("…");
    expect(bell()).toHaveAccessibleName("Notifications (loading unread count)");
    act(() => setUnreadCounts({ notifications: 3 }));
    expect(screen.getByTestId("bell-badge")).toHaveTextContent("3");
    expect(bell()).toHaveAccessibleName("Notifications (3 unread)");
  });

  it("caps at 99+ and hides at zero, with a different bell while anything is unread", async () => {
    act(() => setUnreadCounts({ notifications: 100 }));
    const { container } = renderBell();
    expect(await screen.findByTestId("bell-badge")).toHaveTextContent("99+");
    expect(container.querySelector("[data-icon]")).toHaveAttribute("data-icon", "bell-dot");
    act(() => setUnreadCounts({ notifications: 0 }));
    expect(screen.queryByTestId("bell-badge")).not.toBeInTheDocument();
    expect(container.querySelector("[data-icon]")).toHaveAttribute("data-icon", "bell");
    expect(bell()).toHaveAccessibleName("Notifications");
  });
});

describe("the bell with no notifications at all", () => {
  it("goes to /notifications", async () => {
    act(() => setUnreadCounts({ notifications: 0 }));
    stubApi({ "/api/notifications": () => json(200, page([])) });
    const { router } = renderBell();
    const link = await screen.findByRole("link", { name: "Notifications" });
    await userEvent.click(link);
    expect(router.state.location.pathname).toBe("/notifications");
  });
});

describe("the dropdown", () => {
  it("has the title, Mark all read, the count line, the rows newest first and View all notifications", async () => {
    act(() => setUnreadCounts({ notifications: 3 }));
    const api = stubApi({ "/api/notifications": () => json(200, page([offer, message, system])) });
    renderBell();
    await waitFor(() => expect(api.sent("/api/notifications")).toHaveLength(1));
    expect(new URL(api.sent("/api/notifications")[0]!.url).searchParams.get("limit")).toBe("20");
    await userEvent.click(bell());
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByText("Notifications")).toBeInTheDocument();
    expect(within(menu).getByRole("menuitem", { name: "Mark all read" })).toBeInTheDocument();
    expect(within(menu).getByText("3 unread notifications")).toBeInTheDocument();

    const rows = within(screen.getByTestId("notification-list")).getAllByRole("menuitem");
    expect(rows.map((row) => within(row).getByText(/Position Offered|Set list|Welcome/).textContent)).toEqual([
      "Unread: Position Offered: Easter Sunday",
      "Set list for Sunday",
      "Unread: Welcome to Steeple",
    ]);
    // Sender, initials, type badge and the priority's colour, the preview, an unread dot.
    const [first, second, third] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getByText("Grace Chapel")).toBeInTheDocument();
    expect(within(first).getByText("GC")).toBeInTheDocument();
    expect(within(first).getByText("Application")).toBeInTheDocument();
    expect(first.querySelector("[data-priority]")).toHaveClass("text-red-600");
    expect(within(first).getByTestId("unread-dot")).toBeInTheDocument();
    expect(within(first).getByText(/has offered you the position of Guest Speaker/)).toBeInTheDocument();
    expect(within(second).getByText("RA")).toBeInTheDocument();
    expect(within(second).getByText("Message")).toBeInTheDocument();
    expect(second.querySelector("[data-priority]")).toHaveClass("text-blue-600");
    expect(within(second).queryByTestId("unread-dot")).not.toBeInTheDocument();
    // The sender's name and the type badge.
    expect(within(third).getAllByText("System")).toHaveLength(2);
    expect(within(third).getByTestId("system-avatar")).toBeInTheDocument();
    expect(third.querySelector("[data-priority]")).toHaveClass("text-yellow-600");

    expect(within(menu).getByRole("menuitem", { name: "View all notifications" })).toHaveAttribute("href", "/notifications");
    expect(within(menu).getByTestId("notification-list")).toHaveClass("max-h-96", "overflow-y-auto");
    expect(menu).toHaveClass("w-80", "sm:w-96");
  });

  it("has no Mark all read nor count line when all are read", async () => {
    act(() => setUnreadCounts({ notifications: 0 }));
    stubApi({ "/api/notifications": () => json(200, page([message])) });
    renderBell();
    await userEvent.click(await screen.findByRole("button", { name: "Notifications" }));
    const menu = await screen.findByRole("menu");
    expect(within(menu).queryByRole("menuitem", { name: "Mark all read" })).not.toBeInTheDocument();
    expect(within(menu).queryByText(/unread notification/)).not.toBeInTheDocument();
  });

  it("shows the empty state when the list has nothing (and no View all)", async () => {
    act(() => setUnreadCounts({ notifications: 1 }));
    stubApi({ "/api/notifications": () => json(200, page([])) });
    renderBell();
    await userEvent.click(bell());
    const menu = await screen.findByRole("menu");
    expect(await within(menu).findByText("No notifications")).toBeInTheDocument();
    expect(within(menu).getByText("You're all caught up! New notifications will appear here.")).toBeInTheDocument();
    expect(within(menu).queryByRole("menuitem", { name: "View all notifications" })).not.toBeInTheDocument();
  });

  it("opens a row in the dialog and marks it read at once, then saves", async () => {
    act(() => setUnreadCounts({ notifications: 2 }));
    const api = stubApi({
      "/api/notifications": () => json(200, page([offer, message])),
      [`/api/notifications/${offer.id}/read`]: () => new Response(null, { status: 204 }),
    });
    renderBell();
    await userEvent.click(bell());
    const row = (await screen.findAllByRole("menuitem")).find((item) => item.textContent?.includes("Position Offered"))!;
    await userEvent.click(row);
    const dialog = await screen.findByRole("dialog", { name: "Position Offered: Easter Sunday" });
    expect(within(dialog).getByRole("button", { name: "Accept Offer" })).toBeInTheDocument();
    expect(screen.getByTestId("bell-badge")).toHaveTextContent("1");
    await waitFor(() => expect(api.sent(`/api/notifications/${offer.id}/read`)).toHaveLength(1));
    expect(api.sent(`/api/notifications/${offer.id}/read`)[0]!.method).toBe("POST");

    // Closing hands focus back to the bell; the row is read now.
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(bell()).toHaveFocus());
    await userEvent.click(bell());
    const menu = await screen.findByRole("menu");
    expect(within(menu).queryByTestId("unread-dot")).not.toBeInTheDocument();
  });

  it("puts the dot and the count back when saving the read fails", async () => {
    act(() => setUnreadCounts({ notifications: 2 }));
    let answer!: (response: Response) => void;
    stubApi({
      "/api/notifications": () => json(200, page([offer, message])),
      "/api/notifications/unread-count": () => json(200, { count: 2 }),
      [`/api/notifications/${offer.id}/read`]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderBell();
    await userEvent.click(bell());
    const row = (await screen.findAllByRole("menuitem")).find((item) => item.textContent?.includes("Position Offered"))!;
    await userEvent.click(row);
    await screen.findByRole("dialog");
    expect(screen.getByTestId("bell-badge")).toHaveTextContent("1");
    await waitFor(() => expect(answer).toBeDefined());
    act(() => answer(apiError(500, "server_error", "Something broke")));
    await waitFor(() => expect(screen.getByTestId("bell-badge")).toHaveTextContent("2"));
    await userEvent.keyboard("{Escape}");
    await userEvent.click(bell());
    const menu = await screen.findByRole("menu");
    const rows = within(menu).getAllByRole("menuitem").filter((item) => item.textContent?.includes("Position Offered"));
    expect(within(rows[0]!).getByTestId("unread-dot")).toBeInTheDocument();
  });

  it("Mark all read takes every dot and the badge away, then saves", async () => {
    act(() => setUnreadCounts({ notifications: 2 }));
    const second = { ...message, id: "n-2", is_read: false };
    const api = stubApi({
      "/api/notifications": () => json(200, page([offer, second])),
      "/api/notifications/read-all": () => new Response(null, { status: 204 }),
    });
    renderBell();
    await userEvent.click(bell());
    const menu = await screen.findByRole("menu");
    expect(within(menu).getAllByTestId("unread-dot")).toHaveLength(2);
    await userEvent.click(within(menu).getByRole("menuitem", { name: "Mark all read" }));
    expect(within(menu).queryByTestId("unread-dot")).not.toBeInTheDocument();
    expect(screen.queryByTestId("bell-badge")).not.toBeInTheDocument();
    await waitFor(() => expect(api.sent("/api/notifications/read-all")).toHaveLength(1));
    // The menu stays open.
    expect(screen.getByRole("menu")).toBeInTheDocument();
  });

  it("works from the keyboard: Enter opens, arrows move, Escape closes", async () => {
    act(() => setUnreadCounts({ notifications: 1 }));
    stubApi({ "/api/notifications": () => json(200, page([offer, message])) });
    renderBell();
    await screen.findByTestId("bell-badge");
    bell().focus();
    await userEvent.keyboard("{Enter}");
    const menu = await screen.findByRole("menu");
    await userEvent.keyboard("{ArrowDown}");
    expect(document.activeElement?.getAttribute("role")).toBe("menuitem");
    expect(menu.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
    expect(bell()).toHaveFocus();
  });
});
