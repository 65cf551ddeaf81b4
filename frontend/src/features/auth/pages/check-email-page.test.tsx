import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearSession, setSession } from "@/lib/auth/session";
import { apiError, json, renderRoutes, sessionBody, stubApi } from "@/test/app-testing";
import { CheckEmailPage } from "./check-email-page";
import { VerifyEmailPage } from "./verify-email-page";

const routes = [
  { path: "/check-email", element: <CheckEmailPage /> },
  { path: "/verify-email", element: <VerifyEmailPage /> },
];

describe("resending the verification email", () => {
  beforeEach(() => {
    clearSession();
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    clearSession();
  });

  it("on /check-email: sending, sent, then a 60 s countdown with the button disabled", async () => {
    const api = stubApi({ "/api/auth/resend-verification": () => json(202, { message: "On its way." }) });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderRoutes(routes, { pathname: "/check-email", state: { email: "ruth@example.org" } });
    expect(screen.getByText("ruth@example.org")).toBeInTheDocument();
    expect(screen.getByText(/expires after 24 hours/)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Resend verification email" }));
    expect(await screen.findByText(/Verification email sent!/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Resend in 60s" })).toBeDisabled();
    expect(await api.sent("/api/auth/resend-verification")[0]!.json()).toEqual({ email: "ruth@example.org" });

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.getByRole("button", { name: "Resend in 59s" })).toBeDisabled();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(59_000);
    });
    expect(screen.getByRole("button", { name: "Resend verification email" })).toBeEnabled();
  });

  it("shows the server's message when rate limited", async () => {
    stubApi({
      "/api/auth/resend-verification": () =>
        apiError(429, "rate_limited", "Too many requests. Please try again in 42 seconds."),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderRoutes(routes, { pathname: "/check-email", state: { email: "ruth@example.org" } });
    await user.click(screen.getByRole("button", { name: "Resend verification email" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many requests. Please try again in 42 seconds.");
    expect(screen.getByRole("button", { name: "Resend verification email" })).toBeEnabled();
  });

  it("without an address in navigation state, asks for it", async () => {
    const api = stubApi({ "/api/auth/resend-verification": () => json(202, { message: "On its way." }) });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderRoutes(routes, "/check-email");
    expect(screen.getByText(/the email address you signed up with/)).toBeInTheDocument();
    await user.type(screen.getByLabelText("Email"), "Ruth@Example.org");
    await user.click(screen.getByRole("button", { name: "Resend verification email" }));
    expect(await screen.findByText(/Verification email sent!/)).toBeInTheDocument();
    expect(await api.sent("/api/auth/resend-verification")[0]!.json()).toEqual({ email: "ruth@example.org" });
  });

  it("on /verify-email, prefills the signed-in user's address", () => {
    stubApi({});
    setSession(sessionBody({ email: "ruth@example.org", email_verified: false }));
    renderRoutes(routes, "/verify-email");
    expect(screen.getByRole("heading", { name: "Verify your email" })).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveValue("ruth@example.org");
  });
});
