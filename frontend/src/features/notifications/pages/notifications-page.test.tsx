import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clearSession, setSession } from "@/lib/auth/session";
import { resetUnreadCounts, setUnreadCounts } from "@/lib/realtime/store";
import { apiError, json, renderRoutes, sessionBody, stubApi } from "@/test/app-testing";
import { notification } from "../test-fixtures";
import { NotificationsPage } from "./notifications-page";

const first = notification({ id: "n1", subject: "Position Offered: Easter Sunday" });
const second = notification({ id: "n2", type: "message", subject: "Set list", is_read: true, metadata: { subType: "new_message" } });
const third = notification({ id: "n3", type: "system", subject: "Welcome to Steeple", is_read: true, metadata: {} });

function renderPage(path = "/notifications") {
  return renderRoutes([{ path: "/notifications", element: <NotificationsPage /> }], path);
}

const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

beforeEach(() => setSession(sessionBody({ needs_onboarding: false })));
afterEach(() => {
  clearSession();
  resetUnreadCounts();
});

describe("/notifications", () => {
  it("lists every notification, newest first, and loads more by cursor", async () => {
    const api = stubApi({
      "/api/notifications": (request) =>
        new URL(request.url).searchParams.get("cursor") === "c2"
          ? json(200, { items: [third], next_cursor: null })
          : json(200, { items: [first, second], next_cursor: "c2" }),
    });
    renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: "Notifications" })).toBeInTheDocument();
    const list = await screen.findByRole("list");
    expect(within(list).getAllByRole("button").map((row) => row.textContent)).toEqual([
      expect.stringContaining("Position Offered: Easter Sunday"),
      expect.stringContaining("Set list"),
    ]);
    await userEvent.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByText("Welcome to Steeple")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
    expect(queryOf(api.sent("/api/notifications")[1]!)).toEqual({ cursor: "c2" });
  });

  it("filters by type and unread on the server, kept in the address", async () => {
    const api = stubApi({ "/api/notifications": () => json(200, { items: [first], next_cursor: null }) });
    const { router } = renderPage();
    await screen.findByText("Position Offered: Easter Sunday");
    expect(queryOf(api.sent("/api/notifications")[0]!)).toEqual({});

    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Type" }), "Message");
    await waitFor(() => expect(queryOf(api.sent("/api/notifications").at(-1)!)).toEqual({ type: "message" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "Unread only" }));
    await waitFor(() => expect(queryOf(api.sent("/api/notifications").at(-1)!)).toEqual({ type: "message", unread: "true" }));
    // Not ?type=, which the auth forwarder would take for a sign-in link.
    expect(router.state.location.search).toBe("?kind=message&unread=1");
  });

  it("reads its filters from the address", async () => {
    const api = stubApi({ "/api/notifications": () => json(200, { items: [], next_cursor: null }) });
    renderPage("/notifications?kind=system&unread=1");
    expect(await screen.findByText("No notifications match these filters.")).toBeInTheDocument();
    expect(queryOf(api.sent("/api/notifications")[0]!)).toEqual({ type: "system", unread: "true" });
    expect(screen.getByRole("combobox", { name: "Type" })).toHaveValue("system");
    await userEvent.click(screen.getByRole("button", { name: "Show all notifications" }));
    await waitFor(() => expect(queryOf(api.sent("/api/notifications").at(-1)!)).toEqual({}));
  });

  it("has the spec's empty state", async () => {
    stubApi({ "/api/notifications": () => json(200, { items: [], next_cursor: null }) });
    renderPage();
    expect(await screen.findByText("No notifications")).toBeInTheDocument();
    expect(screen.getByText("You're all caught up! New notifications will appear here.")).toBeInTheDocument();
  });

  it("says when loading failed, with Try again", async () => {
    let fail = true;
    stubApi({
      "/api/notifications": () => (fail ? apiError(503, "unavailable", "Down") : json(200, { items: [first], next_cursor: null })),
    });
    renderPage();
    // A server failure is tried once more before the page says so.
    expect(await screen.findByText("We couldn't load your notifications.", {}, { timeout: 4000 })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Position Offered: Easter Sunday")).toBeInTheDocument();
  });

  it("opens a row in the dialog and marks it read; Mark all read reads the rest", async () => {
    act(() => setUnreadCounts({ notifications: 2 }));
    const unreadToo = { ...third, is_read: false };
    const api = stubApi({
      "/api/notifications": () => json(200, { items: [first, second, unreadToo], next_cursor: null }),
      [`/api/notifications/${first.id}/read`]: () => new Response(null, { status: 204 }),
      "/api/notifications/read-all": () => new Response(null, { status: 204 }),
    });
    renderPage();
    expect(await screen.findByText("2 unread notifications")).toBeInTheDocument();
    await userEvent.click(await screen.findByText("Position Offered: Easter Sunday"));
    expect(await screen.findByRole("dialog", { name: "Position Offered: Easter Sunday" })).toBeInTheDocument();
    await waitFor(() => expect(api.sent(`/api/notifications/${first.id}/read`)).toHaveLength(1));
    expect(screen.getByText("1 unread notification")).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole("button", { name: "Mark all read" }));
    await waitFor(() => expect(api.sent("/api/notifications/read-all")).toHaveLength(1));
    expect(screen.queryByTestId("unread-dot")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Mark all read" })).not.toBeInTheDocument();
  });
});
