import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clearSession, setSession } from "@/lib/auth/session";
import { apiError, json, renderRoutes, sessionBody, stubApi } from "@/test/app-testing";
import { CheckEmailPage } from "./check-email-page";
import { SignupPage } from "./signup-page";

function renderSignup(url = "/signup") {
  return renderRoutes(
    [
      { path: "/signup", element: <SignupPage /> },
      { path: "/check-email", element: <CheckEmailPage /> },
      { path: "/speaking-dashboard", element: <h1>Speaker dashboard</h1> },
    ],
    url,
  );
}

function strength() {
  return within(screen.getByTestId("password-strength"));
}

describe("sign-up page", () => {
  beforeEach(() => clearSession());
  afterEach(() => clearSession());

  it("asks for the church name only for churches", async () => {
    stubApi({});
    const user = userEvent.setup();
    renderSignup("/signup?role=speaker");
    expect(screen.getByRole("radio", { name: /Speaker/ })).toBeChecked();
    expect(screen.queryByLabelText("Church name")).not.toBeInTheDocument();

    await user.click(screen.getByRole("radio", { name: /Church/ }));
    expect(screen.getByLabelText("Church name")).toBeInTheDocument();

    await user.click(screen.getByRole("radio", { name: /Musician/ }));
    expect(screen.queryByLabelText("Church name")).not.toBeInTheDocument();
  });

  it("preselects the role the landing page asks for", () => {
    stubApi({});
    renderSignup("/signup?role=church");
    expect(screen.getByRole("radio", { name: /Church/ })).toBeChecked();
    expect(screen.getByLabelText("Church name")).toBeInTheDocument();
  });

  it("updates the strength meter as the password is typed and keeps weak passwords from submitting", async () => {
    stubApi({});
    const user = userEvent.setup();
    renderSignup();
    const password = screen.getByLabelText("Password");
    const submit = screen.getByRole("button", { name: "Create account" });
    expect(submit).toBeDisabled();

    await user.type(password, "abc");
    expect(strength().getByText("Weak")).toBeInTheDocument();
    expect(submit).toBeDisabled();

    await user.type(password, "defg1");
    expect(strength().getByText("Fair")).toBeInTheDocument();
    expect(strength().getByText("One uppercase letter").closest("li")).toHaveTextContent("missing");
    expect(submit).toBeEnabled();

    await user.clear(password);
    await user.type(password, "Abcdefg1!");
    expect(strength().getByText("Strong")).toBeInTheDocument();
    expect(strength().getByText("One uppercase letter").closest("li")).toHaveTextContent("done");
  });

  it("shows and hides the password", async () => {
    stubApi({});
    const user = userEvent.setup();
    renderSignup();
    const password = screen.getByLabelText("Password");
    expect(password).toHaveAttribute("type", "password");
    await user.click(screen.getByRole("button", { name: "Show password" }));
    expect(password).toHaveAttribute("type", "text");
    await user.click(screen.getByRole("button", { name: "Hide password" }));
    expect(password).toHaveAttribute("type", "password");
  });

  it("requires a church name for churches before sending anything", async () => {
    const api = stubApi({});
    const user = userEvent.setup();
    renderSignup("/signup?role=church");
    await user.type(screen.getByLabelText("Full name"), "Ruth Baker");
    await user.type(screen.getByLabelText("Email"), "ruth@example.org");
    await user.type(screen.getByLabelText("Password"), "Abcdefg1!");
    await user.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByText("Church name is required for churches")).toBeInTheDocument();
    expect(api.sent("/api/auth/signup")).toEqual([]);
  });

  it("signs up and goes to /check-email with the address", async () => {
    const api = stubApi({ "/api/auth/signup": () => json(202, { message: "On its way." }) });
    const user = userEvent.setup();
    renderSignup("/signup?role=church");
    await user.type(screen.getByLabelText("Full name"), "Ruth Baker");
    await user.type(screen.getByLabelText("Church name"), "Grace Chapel");
    await user.type(screen.getByLabelText("Email"), " Ruth@Example.org ");
    await user.type(screen.getByLabelText("Password"), "Abcdefg1!");
    await user.click(screen.getByRole("button", { name: "Create account" }));

    expect(await screen.findByRole("heading", { name: "Check your email" })).toBeInTheDocument();
    expect(screen.getByText("ruth@example.org")).toBeInTheDocument();
    expect(await api.sent("/api/auth/signup")[0]!.json()).toEqual({
      role: "church",
      full_name: "Ruth Baker",
      church_name: "Grace Chapel",
      email: "ruth@example.org",
      password: "Abcdefg1!",
    });
  });

  it("puts the server's field messages under the fields, and shows a rate limit's message", async () => {
    let answer = apiError(422, "validation_error", "Some fields need attention", {
      password: "Password is too weak: add a number",
    });
    stubApi({ "/api/auth/signup": () => answer });
    const user = userEvent.setup();
    renderSignup("/signup?role=musician");
    await user.type(screen.getByLabelText("Full name"), "Ruth Baker");
    await user.type(screen.getByLabelText("Email"), "ruth@example.org");
    await user.type(screen.getByLabelText("Password"), "Abcdefg1!");
    await user.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByText("Password is too weak: add a number")).toBeInTheDocument();
    expect(screen.getByLabelText("Password")).toHaveAttribute("aria-invalid", "true");

    answer = apiError(429, "rate_limited", "Too many requests. Please try again in 30 seconds.");
    await user.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByText("Too many requests. Please try again in 30 seconds.")).toBeInTheDocument();
  });

  it("sends a signed-in, verified user to their dashboard", async () => {
    stubApi({});
    setSession(sessionBody({ email_verified: true, needs_onboarding: false }));
    renderSignup();
    expect(await screen.findByRole("heading", { name: "Speaker dashboard" })).toBeInTheDocument();
  });

  it("still offers sign-up to a signed-in user whose email is unverified", () => {
    stubApi({});
    setSession(sessionBody({ email_verified: false }));
    renderSignup();
    expect(screen.getByRole("heading", { name: "Create your account" })).toBeInTheDocument();
  });
});
