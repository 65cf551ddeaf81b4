import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clearSession, setSession } from "@/lib/auth/session";
import { resetUnreadCounts, setUnreadCounts } from "@/lib/realtime/store";
import { renderRoutes, sessionBody, stubApi } from "@/test/app-testing";
import { MobileMenu } from "./mobile-menu";

function renderMenu() {
  const menuButton = { current: null };
  return renderRoutes(
    [{ path: "*", element: <MobileMenu open onOpenChange={() => {}} menuButton={menuButton} /> }],
    "/about",
  );
}

describe("MobileMenu", () => {
  beforeEach(() => stubApi({}));
  afterEach(() => {
    clearSession();
    resetUnreadCounts();
  });

  it("names a signed-in person by their name, with the email beneath", () => {
    setSession(sessionBody({ full_name: "Ruth Baker", email: "ruth@example.org", role: "speaker" }));
    renderMenu();
    const menu = within(screen.getByRole("navigation", { name: "Mobile" }));
    const name = menu.getByText("Ruth Baker");
    expect(name).toBeVisible();
    expect(menu.getByText("ruth@example.org")).toBeVisible();
    // The name leads: it comes before the email.
    expect(name.compareDocumentPosition(menu.getByText("ruth@example.org"))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(menu.getByText("Speaker")).toBeVisible();
  });

  it("names a church by the church's name", () => {
    setSession(
      sessionBody({ role: "church", full_name: "Ruth Baker", church_name: "Grace Chapel", email: "office@grace.org" }),
    );
    renderMenu();
    const menu = within(screen.getByRole("navigation", { name: "Mobile" }));
    expect(menu.getByText("Grace Chapel")).toBeVisible();
    expect(menu.getByText("office@grace.org")).toBeVisible();
  });

  it("shows the email once when there is no name", () => {
    setSession(sessionBody({ full_name: "", church_name: null, email: "ruth@example.org" }));
    renderMenu();
    const menu = within(screen.getByRole("navigation", { name: "Mobile" }));
    expect(menu.getAllByText("ruth@example.org")).toHaveLength(1);
  });

  it("shows the unread message count beside Messages, and nothing at zero", () => {
    setSession(sessionBody({ role: "speaker" }));
    setUnreadCounts({ messages: 4, notifications: 9 });
    const { unmount } = renderMenu();
    const menu = within(screen.getByRole("navigation", { name: "Mobile" }));
    const inbox = menu.getByRole("link", { name: "Messages" });
    expect(inbox).toHaveAttribute("href", "/messages");
    expect(inbox).toHaveAccessibleDescription("4 unread messages");
    expect(inbox).toHaveTextContent("Messages4");
    unmount();
    setUnreadCounts({ messages: 0 });
    renderMenu();
    const quiet = within(screen.getByRole("navigation", { name: "Mobile" })).getByRole("link", { name: "Messages" });
    expect(quiet).not.toHaveAccessibleDescription();
    expect(quiet).toHaveTextContent(/^Messages$/);
  });

  it("offers Log in and Sign up to visitors", () => {
    clearSession();
    renderMenu();
    const menu = within(screen.getByRole("navigation", { name: "Mobile" }));
    expect(menu.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login");
    expect(menu.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/signup");
  });
});
