import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clearSession } from "@/lib/auth/session";
import { apiError, json, renderRoutes, sessionBody, stubApi } from "@/test/app-testing";
import { AuthCallbackPage } from "./auth-callback-page";

function renderCallback(url: string) {
  return renderRoutes(
    [
      { path: "/auth/callback", element: <AuthCallbackPage /> },
      { path: "/onboarding", element: <h1>Onboarding</h1> },
      { path: "/speaking-dashboard", element: <h1>Speaker dashboard</h1> },
    ],
    url,
  );
}

describe("auth callback page", () => {
  beforeEach(() => clearSession());
  afterEach(() => clearSession());

  it("verifies a sign-up link, cleans the URL, then goes to onboarding", async () => {
    const api = stubApi({
      "/api/auth/verify": () =>
        json(200, { type: "signup", email: "ruth@example.org", session: sessionBody({ needs_onboarding: true }) }),
    });
    const { router } = renderCallback("/auth/callback?token_hash=secret-token&type=signup");
    expect(screen.getByRole("heading", { name: "Verifying Email" })).toBeInTheDocument();
    expect(router.state.location.search).toBe("");

    expect(await screen.findByRole("heading", { name: "Verification Successful" })).toBeInTheDocument();
    expect(await api.sent("/api/auth/verify")[0]!.json()).toEqual({ token_hash: "secret-token", type: "signup" });
    expect(api.sent("/api/auth/verify")).toHaveLength(1);
    expect(await screen.findByRole("heading", { name: "Onboarding" }, { timeout: 3000 })).toBeInTheDocument();
  });

  it("goes to the dashboard when onboarding is already done", async () => {
    stubApi({
      "/api/auth/verify": () =>
        json(200, { type: "signup", email: "ruth@example.org", session: sessionBody({ needs_onboarding: false }) }),
    });
    renderCallback("/auth/callback?token_hash=t&type=signup");
    expect(await screen.findByRole("heading", { name: "Speaker dashboard" }, { timeout: 3000 })).toBeInTheDocument();
  });

  it("shows Link Expired for an expired link, with the way forward and debug info", async () => {
    stubApi({
      "/api/auth/verify": () =>
        apiError(410, "link_expired", "This link has expired. Links are valid for 24 hours."),
    });
    renderCallback("/auth/callback?token_hash=secret-token&type=signup");
    expect(await screen.findByRole("heading", { name: "Link Expired" })).toBeInTheDocument();
    expect(screen.getByText(/expire after 24 hours/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign Up Again" })).toHaveAttribute("href", "/signup");
    expect(screen.getByRole("link", { name: "Try Logging In Instead" })).toHaveAttribute("href", "/login");
    expect(screen.getByRole("link", { name: "Request New Verification Email" })).toHaveAttribute(
      "href",
      "/verify-email",
    );
    expect(screen.getByText("Debug information")).toBeInTheDocument();
    expect(screen.getByText("link_expired")).toBeInTheDocument();
    expect(screen.getByText("req-test")).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent("secret-token");
  });

  it("shows Verification Failed for a used link", async () => {
    stubApi({ "/api/auth/verify": () => apiError(400, "invalid_link", "This link is not valid.") });
    renderCallback("/auth/callback?token_hash=t&type=signup");
    expect(await screen.findByRole("heading", { name: "Verification Failed" })).toBeInTheDocument();
    expect(
      screen.getByText("Email verification failed. Please try clicking the email link again or sign up again."),
    ).toBeInTheDocument();
  });

  it("says an already verified address is verified and offers sign-in, without debug output", async () => {
    stubApi({
      "/api/auth/verify": () =>
        apiError(409, "already_verified", "Your email is already verified. Sign in to continue."),
    });
    renderCallback("/auth/callback?token_hash=t&type=signup");
    expect(await screen.findByRole("heading", { name: "Email Already Verified" })).toBeInTheDocument();
    expect(screen.getByText(/Your email is already verified/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
    expect(screen.queryByText("Debug information")).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Sign Up Again" })).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent("Verification Failed");
  });

  it("fails with 'Authentication error' for error parameters, showing the description in debug info", async () => {
    const api = stubApi({});
    renderCallback("/auth/callback?error=access_denied&error_description=Link+revoked");
    expect(await screen.findByRole("heading", { name: "Verification Failed" })).toBeInTheDocument();
    expect(screen.getByText("Authentication error")).toBeInTheDocument();
    expect(screen.getByText("access_denied: Link revoked")).toBeInTheDocument();
    expect(api.sent("/api/auth/verify")).toEqual([]);
  });

  it("without a link or a session, says no session could be established", async () => {
    stubApi({});
    renderCallback("/auth/callback");
    expect(
      await screen.findByText("Could not establish a session. Please try signing in again."),
    ).toBeInTheDocument();
  });

  it("with an existing session, succeeds", async () => {
    stubApi({ "/api/auth/refresh": () => json(200, sessionBody({ needs_onboarding: true })) });
    renderCallback("/auth/callback");
    expect(await screen.findByRole("heading", { name: "Verification Successful" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Onboarding" }, { timeout: 3000 })).toBeInTheDocument();
  });
});
