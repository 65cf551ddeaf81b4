import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clearSession, getSessionState, setSession } from "@/lib/auth/session";
import { apiError, json, renderRoutes, sessionBody, stubApi } from "@/test/app-testing";
import { LoginPage } from "./login-page";

function renderLogin(from?: string) {
  return renderRoutes(
    [
      { path: "/login", element: <LoginPage /> },
      { path: "/onboarding", element: <h1>Onboarding</h1> },
      { path: "/musician-dashboard", element: <h1>Musician dashboard</h1> },
      { path: "/messages", element: <h1>Messages</h1> },
    ],
    { pathname: "/login", state: from ? { from } : null },
  );
}

async function logIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Email"), "ruth@example.org");
  await user.type(screen.getByLabelText("Password"), "secret-Pass1");
  await user.click(screen.getByRole("button", { name: "Log in" }));
}

describe("login page", () => {
  beforeEach(() => clearSession());
  afterEach(() => clearSession());

  it("says 'Incorrect email or password' for wrong credentials", async () => {
    stubApi({
      "/api/auth/signin": () => apiError(401, "invalid_credentials", "Incorrect email or password"),
    });
    const user = userEvent.setup();
    renderLogin();
    await logIn(user);
    expect(await screen.findByRole("alert")).toHaveTextContent("Incorrect email or password");
    expect(screen.getByRole("button", { name: "Log in" })).toBeEnabled();
  });

  it("raises the auth error toast for wrong credentials", async () => {
    render(<Toaster />);
    stubApi({
      "/api/auth/signin": () => apiError(401, "invalid_credentials", "Incorrect email or password"),
    });
    const user = userEvent.setup();
    renderLogin();
    await logIn(user);
    // Sonner keeps the earlier tests' toasts too: at least this one shows.
    expect(await screen.findAllByText("Please check your credentials and try again.")).not.toHaveLength(0);
    expect(screen.getAllByText("Authentication error")).not.toHaveLength(0);
  });

  it("shows a rate limit's own message", async () => {
    stubApi({
      "/api/auth/signin": () => apiError(429, "rate_limited", "Too many requests. Please try again in 60 seconds."),
    });
    const user = userEvent.setup();
    renderLogin();
    await logIn(user);
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many requests. Please try again in 60 seconds.");
  });

  it("goes back where the user was going once signed in", async () => {
    const api = stubApi({
      "/api/auth/signin": () => json(200, sessionBody({ role: "musician", needs_onboarding: false })),
    });
    const user = userEvent.setup();
    renderLogin("/messages");
    await logIn(user);
    expect(await screen.findByRole("heading", { name: "Messages" })).toBeInTheDocument();
    expect(await api.sent("/api/auth/signin")[0]!.json()).toEqual({
      email: "ruth@example.org",
      password: "secret-Pass1",
    });
  });

  it("sends an account that needs onboarding to /onboarding", async () => {
    stubApi({ "/api/auth/signin": () => json(200, sessionBody({ needs_onboarding: true })) });
    const user = userEvent.setup();
    renderLogin("/messages");
    await logIn(user);
    expect(await screen.findByRole("heading", { name: "Onboarding" })).toBeInTheDocument();
  });

  it("redirects a user who is already signed in", async () => {
    stubApi({});
    setSession(sessionBody({ role: "musician", needs_onboarding: false }));
    renderLogin();
    expect(await screen.findByRole("heading", { name: "Musician dashboard" })).toBeInTheDocument();
  });

  it("links to password reset and sign-up", () => {
    stubApi({});
    renderLogin();
    expect(screen.getByRole("link", { name: "Forgot password?" })).toHaveAttribute("href", "/password-reset");
    expect(screen.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/signup");
  });

  describe("with two-factor on", () => {
    const CHALLENGE = { two_factor_required: true, challenge_token: "challenge-1", expires_in: 300 };

    it("asks for a code before there is a session, and signs in with it", async () => {
      const api = stubApi({
        "/api/auth/signin": () => json(200, CHALLENGE),
        "/api/auth/signin/two-factor": () => json(200, sessionBody({ role: "musician", needs_onboarding: false })),
      });
      const user = userEvent.setup();
      renderLogin("/messages");
      await logIn(user);

      expect(await screen.findByRole("heading", { name: "Two-factor authentication" })).toBeInTheDocument();
      expect(getSessionState().status).not.toBe("signed-in");
      const input = screen.getByLabelText("Authentication code");
      expect(input).toHaveFocus();
      const verify = screen.getByRole("button", { name: "Verify" });
      expect(verify).toBeDisabled();
      await user.type(input, "123 45");
      expect(verify).toBeDisabled();
      await user.type(input, "6");
      expect(verify).toBeEnabled();
      await user.click(verify);

      expect(await screen.findByRole("heading", { name: "Messages" })).toBeInTheDocument();
      expect(await api.sent("/api/auth/signin/two-factor")[0]!.json()).toEqual({
        challenge_token: "challenge-1",
        code: "123456",
      });
    });

    it("takes a recovery code as typed, and says when a code is wrong", async () => {
      const api = stubApi({
        "/api/auth/signin": () => json(200, CHALLENGE),
        "/api/auth/signin/two-factor": () =>
          apiError(400, "invalid_code", "Invalid verification code. Please try again."),
      });
      const user = userEvent.setup();
      renderLogin();
      await logIn(user);
      await user.click(await screen.findByRole("button", { name: "Use a recovery code" }));
      expect(screen.getByText(/Enter one of the recovery codes/)).toBeInTheDocument();
      const input = screen.getByLabelText("Authentication code");
      expect(input).toHaveFocus();
      await user.type(input, "abc-123");
      await user.click(screen.getByRole("button", { name: "Verify" }));

      expect(await screen.findByRole("alert")).toHaveTextContent("Invalid verification code. Please try again.");
      expect(input).toHaveValue("");
      expect(input).toHaveFocus();
      expect(await api.sent("/api/auth/signin/two-factor")[0]!.json()).toEqual({
        challenge_token: "challenge-1",
        code: "ABC123",
      });
    });

    it("goes back to the password step with the message when the sign-in expired", async () => {
      stubApi({
        "/api/auth/signin": () => json(200, CHALLENGE),
        "/api/auth/signin/two-factor": () =>
          apiError(401, "challenge_expired", "Your sign-in has expired. Please sign in again."),
      });
      const user = userEvent.setup();
      renderLogin();
      await logIn(user);
      await user.type(await screen.findByLabelText("Authentication code"), "123456");
      await user.click(screen.getByRole("button", { name: "Verify" }));

      expect(await screen.findByRole("heading", { name: "Welcome back" })).toBeInTheDocument();
      expect(screen.getByRole("alert")).toHaveTextContent("Your sign-in has expired. Please sign in again.");
      expect(screen.getByLabelText("Email")).toHaveValue("ruth@example.org");
      expect(screen.getByLabelText("Password")).toHaveValue("");
    });

    it("Back to sign in returns to the password step", async () => {
      stubApi({ "/api/auth/signin": () => json(200, CHALLENGE) });
      const user = userEvent.setup();
      renderLogin();
      await logIn(user);
      await user.click(await screen.findByRole("button", { name: "Back to sign in" }));
      expect(screen.getByRole("heading", { name: "Welcome back" })).toBeInTheDocument();
      expect(screen.queryByRole("alert")).not.toBeInTheDocument();
      expect(screen.getByLabelText("Email")).toHaveValue("ruth@example.org");
    });
  });
});
