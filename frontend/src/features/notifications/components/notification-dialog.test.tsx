import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearSession, setSession } from "@/lib/auth/session";
import { apiError, json, renderRoutes, sessionBody, stubApi } from "@/test/app-testing";
import type { Notification } from "../notification";
import { notification } from "../test-fixtures";
import { NotificationDialog } from "./notification-dialog";

function renderDialog(shown: Notification) {
  const onClose = vi.fn();
  const result = renderRoutes(
    [
      {
        path: "/",
        element: (
          <>
            <NotificationDialog notification={shown} onClose={onClose} />
            <Toaster />
          </>
        ),
      },
      { path: "*", element: <p>Somewhere else</p> },
    ],
    "/",
  );
  return { ...result, onClose };
}

const dialog = () => screen.getByRole("dialog");
const buttonNames = () =>
  [...dialog().querySelectorAll("button, a")].map((element) => element.textContent?.trim()).filter((name) => name !== "");

const offer = notification({ created_at: new Date(2026, 2, 1, 15, 7).toISOString() });
const ACCEPT = `/api/applications/${offer.application_id}/offer/accept`;
const DECLINE = `/api/applications/${offer.application_id}/offer/decline`;

beforeEach(() => setSession(sessionBody({ needs_onboarding: false })));
afterEach(() => clearSession());

describe("the detail dialog (spec 02 §2.4)", () => {
  it("shows the subject, Position, sender with relative and absolute time, the text and Additional Information", () => {
    stubApi({});
    renderDialog(offer);
    expect(screen.getByRole("dialog", { name: "Position Offered: Easter Sunday" })).toBeInTheDocument();
    const inside = within(dialog());
    expect(inside.getByText("Position:").parentElement).toHaveTextContent("Position: Guest Speaker");
    expect(inside.getByText("Grace Chapel", { selector: "span" })).toBeInTheDocument();
    expect(inside.getByText("Mar 1, 2026 at 3:07 PM")).toBeInTheDocument();
    expect(inside.getByText(/ago$|yesterday|just now/)).toBeInTheDocument();
    expect(inside.getByText(offer.message)).toBeInTheDocument();
    const info = inside.getByRole("region", { name: "Additional Information" });
    expect(info).toHaveTextContent("Church:Grace Chapel");
    expect(info).toHaveTextContent("Event Date:April 5, 2026");
    expect(info).toHaveTextContent("Position Offered:Guest Speaker");
  });

  it("leaves out the Position line and the box when there is nothing to show", () => {
    stubApi({});
    renderDialog(notification({ type: "system", subject: "Welcome", offered_role: null, metadata: {}, sender_id: null, sender_name: null, sender_role: "system" }));
    expect(within(dialog()).queryByText("Position:")).not.toBeInTheDocument();
    expect(within(dialog()).queryByRole("region", { name: "Additional Information" })).not.toBeInTheDocument();
    expect(within(dialog()).getAllByText("System").length).toBeGreaterThan(0);
  });

  it.each([
    ["an offer", offer, ["Accept Offer", "Decline Offer", "View Application Details"]],
    [
      "another application notice",
      notification({ subject: "New Application: Easter Sunday", metadata: { subType: "new_application" } }),
      ["View Application Details", "Contact Applicant"],
    ],
    [
      "a message",
      notification({ type: "message", subject: "Hello", metadata: { message_id: "m1", subType: "new_message" } }),
      ["Reply", "View Profile"],
    ],
    ["an opportunity", notification({ type: "opportunity", subject: "New opportunity", metadata: {} }), ["View Opportunity", "Apply Now"]],
    [
      "a system notice",
      notification({ type: "system", subject: "Welcome", metadata: {}, sender_id: null, sender_name: null, sender_role: "system" }),
      ["Take Action"],
    ],
  ])("has the buttons for %s", (_kind, shown, expected) => {
    stubApi({});
    renderDialog(shown);
    // The dialog's own Close button has no text.
    expect(buttonNames()).toEqual(expected);
  });

  it("follows a link button and closes", async () => {
    stubApi({});
    const { router, onClose } = renderDialog(notification({ type: "system", subject: "Welcome", metadata: { link: "/pricing" }, sender_role: "system" }));
    await userEvent.click(within(dialog()).getByRole("link", { name: "Take Action" }));
    expect(router.state.location.pathname).toBe("/pricing");
    expect(onClose).toHaveBeenCalled();
  });
});

describe("answering an offer from the dialog (spec 02 §4, §8)", () => {
  it("asks once before accepting, through the application's server action, says so and closes", async () => {
    const api = stubApi({ [ACCEPT]: () => json(200, {}) });
    const { onClose } = renderDialog(offer);
    await userEvent.click(within(dialog()).getByRole("button", { name: "Accept Offer" }));
    const confirm = screen.getByRole("alertdialog", { name: "Accept this offer?" });
    expect(api.sent(ACCEPT)).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole("button", { name: "Accept Offer" }));
    expect(
      await screen.findByText("Position accepted! You have confirmed your role as Guest Speaker. The church has been notified."),
    ).toBeInTheDocument();
    expect(api.sent(ACCEPT)).toHaveLength(1);
    expect(api.sent(ACCEPT)[0]!.method).toBe("POST");
    expect(onClose).toHaveBeenCalled();
  });

  it("asks before declining, then says the church was told", async () => {
    const api = stubApi({ [DECLINE]: () => json(200, {}) });
    renderDialog(offer);
    await userEvent.click(within(dialog()).getByRole("button", { name: "Decline Offer" }));
    const confirm = screen.getByRole("alertdialog", { name: "Decline this offer?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Decline Offer" }));
    expect(
      await screen.findByText("Position declined. The church has been notified that you declined the role as Guest Speaker."),
    ).toBeInTheDocument();
    expect(api.sent(DECLINE)).toHaveLength(1);
  });

  it("accepts nothing when the person thinks better of it", async () => {
    const api = stubApi({ [ACCEPT]: () => json(200, {}) });
    renderDialog(offer);
    await userEvent.click(within(dialog()).getByRole("button", { name: "Accept Offer" }));
    await userEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Not yet" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(api.sent(ACCEPT)).toHaveLength(0);
  });

  it("shows the server's reason when the offer was already answered or expired (409)", async () => {
    stubApi({ [ACCEPT]: () => apiError(409, "not_offered", "This offer has already been answered.") });
    const { onClose } = renderDialog(offer);
    await userEvent.click(within(dialog()).getByRole("button", { name: "Accept Offer" }));
    await userEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Accept Offer" }));
    expect(await screen.findByText("Failed to accept offer: This offer has already been answered.")).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it("says Please try again. when the server gives no reason", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    stubApi({ [DECLINE]: () => Promise.reject(new TypeError("Failed to fetch")) });
    renderDialog(offer);
    await userEvent.click(within(dialog()).getByRole("button", { name: "Decline Offer" }));
    await userEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Decline Offer" }));
    expect(await screen.findByText("Failed to decline offer: Please try again.")).toBeInTheDocument();
  });

  it("says the application is missing when the notification names none", async () => {
    const api = stubApi({});
    const missing = notification({ application_id: null, metadata: { subType: "offer" } });
    renderDialog(missing);
    await userEvent.click(within(dialog()).getByRole("button", { name: "Accept Offer" }));
    expect(await screen.findByText("Unable to accept offer - missing application information.")).toBeInTheDocument();
    await waitFor(() => expect(api.requests).toHaveLength(0));
  });

  it("says the application is missing for a decline too", async () => {
    stubApi({});
    renderDialog(notification({ application_id: null, metadata: { subType: "offer" } }));
    await userEvent.click(within(dialog()).getByRole("button", { name: "Decline Offer" }));
    expect(await screen.findByText("Unable to decline offer - missing application information.")).toBeInTheDocument();
  });
});
