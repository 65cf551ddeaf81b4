import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { clearSession, getSessionState, setSession } from "@/lib/auth/session";
import { rememberedInvitation } from "@/lib/invitation-return";
import { apiError, json, renderRoutes, sessionBody, stubApi, TEST_USER } from "@/test/app-testing";
import { CHURCH_ID } from "../test-fixtures";
import { InvitationPage } from "./invitation-page";

const TOKEN = "tok-123";
const PATH = `/api/invitations/${TOKEN}`;
const INVITATION = {
  church_name: "Grace Chapel",
  role: "leader",
  email: "lena@example.org",
  expires_at: "2027-01-08T12:00:00Z",
};
// An account that signed up from the invitation: a church account with nothing onboarded yet.
const INVITEE = { ...TEST_USER, email: "lena@example.org", role: "church" as const, email_verified: true };

function renderPage() {
  return renderRoutes(
    [
      { path: "/invitation/:token", element: <InvitationPage /> },
      { path: "/church-dashboard", element: <h1>Church dashboard</h1> },
      { path: "/login", element: <h1>Log in page</h1> },
      { path: "/signup", element: <h1>Sign up page</h1> },
      { path: "/", element: <h1>Home</h1> },
    ],
    `/invitation/${TOKEN}`,
  );
}

const SLOW = { timeout: 20_000 };

describe("invitation page", SLOW, () => {
  afterEach(() => {
    clearSession();
    localStorage.clear();
  });

  it("loads, then names the church and the role, with sign up and log in for visitors", async () => {
    clearSession();
    stubApi({ [PATH]: () => json(200, INVITATION) });
    const { router } = renderPage();
    expect(screen.getByText("Loading your invitation…")).toBeInTheDocument();
    expect(
      await screen.findByRole("heading", { level: 1, name: "Join Grace Chapel on Steeple as a leader" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/expires on Jan 8, 2027/)).toBeInTheDocument();

    const signUp = screen.getByRole("link", { name: "Sign up to join" });
    const address = new URL(signUp.getAttribute("href")!, "http://x");
    expect(address.pathname).toBe("/signup");
    expect(Object.fromEntries(address.searchParams)).toEqual({
      role: "church",
      email: "lena@example.org",
      church_name: "Grace Chapel",
    });
    await userEvent.click(signUp);
    // The emailed verification link brings the new account back here.
    expect(rememberedInvitation()).toBe(`/invitation/${TOKEN}`);
    expect(router.state.location.pathname).toBe("/signup");
  });

  it("sends visitors to log in and back here", async () => {
    clearSession();
    stubApi({ [PATH]: () => json(200, INVITATION) });
    const { router } = renderPage();
    await userEvent.click(await screen.findByRole("link", { name: "Log in to join" }));
    expect(router.state.location.pathname).toBe("/login");
    expect(router.state.location.state).toEqual({ from: `/invitation/${TOKEN}` });
  });

  it.each([
    [404, "invitation_not_found", "This invitation link is not valid"],
    [410, "invitation_used", "This invitation has already been used"],
    [410, "invitation_expired", "This invitation has expired"],
  ])("explains a %s %s and forgets the invitation", async (status, code, title) => {
    clearSession();
    localStorage.setItem("steeple:invitation", JSON.stringify({ path: `/invitation/${TOKEN}`, until: Date.now() + 60_000 }));
    stubApi({ [PATH]: () => apiError(status, code, "Server words") });
    renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to Steeple home" })).toHaveAttribute("href", "/");
    await waitFor(() => expect(rememberedInvitation()).toBeNull());
  });

  it("tells the expired case what to do", async () => {
    clearSession();
    stubApi({ [PATH]: () => apiError(410, "invitation_expired", "Expired") });
    renderPage();
    expect(await screen.findByText(/Invitations expire after 7 days. Ask the church's admin/)).toBeInTheDocument();
  });

  it("lets the invited, verified account join, refreshes the session and goes to the church dashboard", async () => {
    setSession(sessionBody(INVITEE));
    const joined = {
      ...INVITEE,
      needs_onboarding: false,
      church_name: "Grace Chapel",
      church: { church_id: CHURCH_ID, church_name: "Grace Chapel", role: "leader" },
    };
    const api = stubApi({
      [PATH]: () => json(200, INVITATION),
      [`${PATH}/accept`]: () => json(200, joined.church),
      "/api/users/me": () => json(200, joined),
    });
    const { router } = renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Join Grace Chapel" }));
    expect(await screen.findByRole("heading", { name: "Church dashboard" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/church-dashboard");
    expect(api.sent(`${PATH}/accept`)[0]!.method).toBe("POST");
    expect(getSessionState().user?.church).toEqual(joined.church);
  });

  it("shows the server's message when joining is refused", async () => {
    setSession(sessionBody(INVITEE));
    stubApi({
      [PATH]: () => json(200, INVITATION),
      [`${PATH}/accept`]: () => apiError(409, "already_in_church", "You already belong to a church."),
    });
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Join Grace Chapel" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("You already belong to a church.");
  });

  it("explains another email and offers to sign out", async () => {
    setSession(sessionBody({ ...INVITEE, email: "someone@example.org" }));
    stubApi({ [PATH]: () => json(200, INVITATION), "/api/auth/signout": () => json(204, null) });
    renderPage();
    expect(await screen.findByText(/You're signed in as someone@example.org, but this invitation is for lena@example.org/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Join Grace Chapel" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Sign out" }));
    await waitFor(() => expect(getSessionState().status).toBe("signed-out"));
    expect(await screen.findByRole("link", { name: "Sign up to join" })).toBeInTheDocument();
  });

  it("asks an unverified account to confirm its email first", async () => {
    setSession(sessionBody({ ...INVITEE, email_verified: false }));
    stubApi({ [PATH]: () => json(200, INVITATION) });
    renderPage();
    expect(await screen.findByRole("heading", { name: "Confirm your email first" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Resend verification email" })).toBeInTheDocument();
    expect(rememberedInvitation()).toBe(`/invitation/${TOKEN}`);
    expect(screen.queryByRole("button", { name: "Join Grace Chapel" })).not.toBeInTheDocument();
  });

  it("tells someone already in a church, and speaker accounts, why they cannot join", async () => {
    setSession(sessionBody({ ...INVITEE, church: { church_id: "other", church_name: "Hope Church", role: "member" } }));
    stubApi({ [PATH]: () => json(200, INVITATION) });
    const { unmount } = renderPage();
    expect(await screen.findByRole("heading", { name: "You're already part of Hope Church" })).toBeInTheDocument();
    unmount();

    setSession(sessionBody({ ...INVITEE, role: "speaker" }));
    renderPage();
    expect(
      await screen.findByRole("heading", { name: "Speaker and musician accounts cannot join a church team" }),
    ).toBeInTheDocument();
  });
});
