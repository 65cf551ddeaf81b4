import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clearSession, getSessionState } from "@/lib/auth/session";
import { apiError, json, renderRoutes, sessionBody, stubApi } from "@/test/app-testing";
import { LoginPage } from "./login-page";
import { PasswordResetPage } from "./password-reset-page";

function renderReset(url: string) {
  return renderRoutes(
    [
      { path: "/password-reset", element: <PasswordResetPage /> },
      { path: "/speaking-dashboard", element: <h1>Speaker dashboard</h1> },
      { path: "/login", element: <LoginPage /> },
    ],
    url,
  );
}

const LINK = "/password-reset?token_hash=secret-token&type=recovery";

describe("password reset page", () => {
  beforeEach(() => clearSession());
  afterEach(() => clearSession());

  it("without a token, sends a reset link and says so without revealing the account", async () => {
    const api = stubApi({ "/api/auth/password-reset": () => json(202, { message: "On its way." }) });
    const user = userEvent.setup();
    renderReset("/password-reset");
    await user.type(screen.getByLabelText("Email"), "Ruth@Example.org");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByText("Password reset email sent!")).toBeInTheDocument();
    expect(screen.getByText(/If an account exists for/)).toBeInTheDocument();
    expect(await api.sent("/api/auth/password-reset")[0]!.json()).toEqual({ email: "ruth@example.org" });
  });

  it("says 'Failed to send reset email' when the request fails", async () => {
    stubApi({ "/api/auth/password-reset": () => apiError(500, "internal_error", "Something broke") });
    const user = userEvent.setup();
    renderReset("/password-reset");
    await user.type(screen.getByLabelText("Email"), "ruth@example.org");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to send reset email");
  });

  it("checks the link, cleans the URL, and refuses mismatched passwords", async () => {
    const api = stubApi({
      "/api/auth/verify": () => json(200, { type: "recovery", email: "ruth@example.org", session: null }),
    });
    const user = userEvent.setup();
    const { router } = renderReset(LINK);
    expect(screen.getByRole("heading", { name: "Checking your link" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Set a new password" })).toBeInTheDocument();
    expect(screen.getByText(/Choose a new password for/)).toHaveTextContent(
      "Choose a new password for ruth@example.org.",
    );
    expect(await api.sent("/api/auth/verify")[0]!.json()).toEqual({ token_hash: "secret-token", type: "recovery" });
    expect(router.state.location.search).toBe("");

    await user.type(screen.getByLabelText("New password"), "Abcdefg1!");
    await user.type(screen.getByLabelText("Confirm new password"), "Abcdefg1?");
    await user.click(screen.getByRole("button", { name: "Reset password" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Passwords do not match");
    expect(api.sent("/api/auth/password-reset/confirm")).toEqual([]);
  });

  it("saves the new password with the token kept from the link, then signs in", async () => {
    const api = stubApi({
      "/api/auth/verify": () => json(200, { type: "recovery", email: "ruth@example.org", session: null }),
      "/api/auth/password-reset/confirm": () => json(200, sessionBody({ needs_onboarding: false })),
    });
    const user = userEvent.setup();
    renderReset(LINK);
    await screen.findByRole("heading", { name: "Set a new password" });
    await user.type(screen.getByLabelText("New password"), "Abcdefg1!");
    await user.type(screen.getByLabelText("Confirm new password"), "Abcdefg1!");
    await user.click(screen.getByRole("button", { name: "Reset password" }));
    expect(await screen.findByRole("heading", { name: "Speaker dashboard" })).toBeInTheDocument();
    expect(getSessionState().status).toBe("signed-in");
    expect(await api.sent("/api/auth/password-reset/confirm")[0]!.json()).toEqual({
      token_hash: "secret-token",
      password: "Abcdefg1!",
    });
  });

  describe("with two-factor on", () => {
    const CHALLENGE = { two_factor_required: true, challenge_token: "challenge-1", expires_in: 300 };

    async function resetPassword(user: ReturnType<typeof userEvent.setup>) {
      await screen.findByRole("heading", { name: "Set a new password" });
      await user.type(screen.getByLabelText("New password"), "Abcdefg1!");
      await user.type(screen.getByLabelText("Confirm new password"), "Abcdefg1!");
      await user.click(screen.getByRole("button", { name: "Reset password" }));
    }

    it("continues with the code step after the password is changed, then signs in", async () => {
      const api = stubApi({
        "/api/auth/verify": () => json(200, { type: "recovery", email: "ruth@example.org", session: null }),
        "/api/auth/password-reset/confirm": () => json(200, CHALLENGE),
        "/api/auth/signin/two-factor": () => json(200, sessionBody({ needs_onboarding: false })),
      });
      const user = userEvent.setup();
      renderReset(LINK);
      await resetPassword(user);
      expect(await screen.findByRole("heading", { name: "Two-factor authentication" })).toBeInTheDocument();
      expect(getSessionState().status).not.toBe("signed-in");
      await user.type(screen.getByLabelText("Authentication code"), "123456");
      await user.click(screen.getByRole("button", { name: "Verify" }));
      expect(await screen.findByRole("heading", { name: "Speaker dashboard" })).toBeInTheDocument();
      expect(await api.sent("/api/auth/signin/two-factor")[0]!.json()).toEqual({
        challenge_token: "challenge-1",
        code: "123456",
      });
    });

    it("sends an expired sign-in to the login page with its message", async () => {
      stubApi({
        "/api/auth/verify": () => json(200, { type: "recovery", email: "ruth@example.org", session: null }),
        "/api/auth/password-reset/confirm": () => json(200, CHALLENGE),
        "/api/auth/signin/two-factor": () =>
          apiError(401, "challenge_expired", "Your sign-in has expired. Please sign in again."),
      });
      const user = userEvent.setup();
      renderReset(LINK);
      await resetPassword(user);
      await user.type(await screen.findByLabelText("Authentication code"), "123456");
      await user.click(screen.getByRole("button", { name: "Verify" }));
      expect(await screen.findByRole("heading", { name: "Welcome back" })).toBeInTheDocument();
      expect(screen.getByRole("alert")).toHaveTextContent("Your sign-in has expired. Please sign in again.");
    });
  });

  it("shows Link Expired with a form for a new link", async () => {
    stubApi({ "/api/auth/verify": () => apiError(410, "link_expired", "This link has expired.") });
    renderReset(LINK);
    expect(await screen.findByRole("heading", { name: "Link Expired" })).toBeInTheDocument();
    expect(screen.getByText(/expire after 24 hours/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send a new link" })).toBeInTheDocument();
  });

  it("says a used link cannot be used", async () => {
    stubApi({ "/api/auth/verify": () => apiError(400, "invalid_link", "This link is not valid.") });
    renderReset(LINK);
    expect(await screen.findByRole("heading", { name: "This link can't be used" })).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toBeInTheDocument();
  });
});
