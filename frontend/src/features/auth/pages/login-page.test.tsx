import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clearSession, setSession } from "@/lib/auth/session";
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
});
