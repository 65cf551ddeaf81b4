import { act, screen } from "@testing-library/react";
import { useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearSession, setSession } from "@/lib/auth/session";
import { churchMember, renderRoutes, sessionBody, stubApi } from "@/test/app-testing";
import { AuthUrlForwarder, RequireSession } from "./guards";

function Where() {
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  return <p>at {location.pathname + location.search + location.hash}{from ? ` from ${from}` : ""}</p>;
}

function renderGuarded(path: string) {
  return renderRoutes(
    [
      {
        path: "/church-dashboard",
        element: (
          <RequireSession role="church">
            <h1>Church dashboard</h1>
          </RequireSession>
        ),
      },
      {
        path: "/payment/church",
        element: (
          <RequireSession>
            <h1>Payment</h1>
          </RequireSession>
        ),
      },
      {
        path: "/admin",
        element: (
          <RequireSession forOperators>
            <h1>Admin</h1>
          </RequireSession>
        ),
      },
      { path: "*", element: <Where /> },
    ],
    path,
  );
}

describe("RequireSession", () => {
  beforeEach(() => stubApi({}));
  afterEach(() => clearSession());

  it("says it is checking while the session loads", () => {
    renderGuarded("/church-dashboard");
    expect(screen.getByText("Checking your session…")).toBeInTheDocument();
  });

  it("lets a user who signs out on the page be taken home, then guards it again", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setSession(sessionBody({ ...churchMember("admin"), role: "church" }));
    renderGuarded("/church-dashboard");
    expect(await screen.findByRole("heading", { name: "Church dashboard" })).toBeInTheDocument();

    act(() => clearSession({ leaving: true }));
    expect(screen.queryByRole("heading", { name: "Church dashboard" })).not.toBeInTheDocument();
    expect(screen.queryByText(/^at \/login/)).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(await screen.findByText("at /login from /church-dashboard")).toBeInTheDocument();
  });

  it("sends visitors to /login, remembering where they were going", async () => {
    clearSession();
    renderGuarded("/church-dashboard?tab=2");
    expect(await screen.findByText("at /login from /church-dashboard?tab=2")).toBeInTheDocument();
  });

  it("sends unfinished accounts to onboarding, except on payment pages", async () => {
    setSession(sessionBody({ role: "church", needs_onboarding: true }));
    renderGuarded("/church-dashboard");
    expect(await screen.findByText("at /onboarding")).toBeInTheDocument();
    renderGuarded("/payment/church");
    expect(await screen.findByRole("heading", { name: "Payment" })).toBeInTheDocument();
  });

  it("sends the wrong role to its own dashboard", async () => {
    setSession(sessionBody({ role: "speaker", needs_onboarding: false }));
    renderGuarded("/church-dashboard");
    expect(await screen.findByText("at /speaking-dashboard")).toBeInTheDocument();
  });

  it("sends staff without a marketplace role from marketplace pages to /admin, and shows them /admin", async () => {
    setSession(sessionBody({ role: null, is_staff: true, needs_onboarding: false }));
    const { unmount } = renderGuarded("/church-dashboard");
    expect(await screen.findByRole("heading", { name: "Admin" })).toBeInTheDocument();
    unmount();
    renderGuarded("/payment/church");
    expect(await screen.findByRole("heading", { name: "Admin" })).toBeInTheDocument();
  });

  it("shows the page to the right role", async () => {
    setSession(sessionBody({ role: "church", needs_onboarding: false }));
    renderGuarded("/church-dashboard");
    expect(await screen.findByRole("heading", { name: "Church dashboard" })).toBeInTheDocument();
  });
});

describe("AuthUrlForwarder", () => {
  beforeEach(() => sessionStorage.clear());

  function renderAt(path: string) {
    return renderRoutes(
      [{ path: "*", element: (<><AuthUrlForwarder /><Where /></>) }],
      path,
    );
  }

  it("forwards auth parameters to /auth/callback keeping query and hash", async () => {
    renderAt("/about?token_hash=abc&type=signup#x");
    expect(await screen.findByText("at /auth/callback?token_hash=abc&type=signup#x")).toBeInTheDocument();
  });

  it("forwards only once within five seconds", async () => {
    sessionStorage.setItem("steeple:auth-forwarded", String(Date.now() - 1000));
    renderAt("/about?error=denied");
    expect(await screen.findByText("at /about?error=denied")).toBeInTheDocument();
  });

  it("forwards again once the last forward is five seconds old, though no timer cleared it", async () => {
    // A full page load right after a forward kills any timer: only the time it was set counts.
    sessionStorage.setItem("steeple:auth-forwarded", String(Date.now() - 6000));
    renderAt("/about?token_hash=abc&type=signup");
    expect(await screen.findByText("at /auth/callback?token_hash=abc&type=signup")).toBeInTheDocument();
  });

  it("leaves recovery links on the password-reset page", async () => {
    renderAt("/password-reset?token_hash=abc&type=recovery");
    expect(await screen.findByText("at /password-reset?token_hash=abc&type=recovery")).toBeInTheDocument();
  });
});
