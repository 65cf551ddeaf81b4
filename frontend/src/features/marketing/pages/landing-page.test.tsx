import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clearSession, setSession } from "@/lib/auth/session";
import { needMessages, switchLanguage } from "@/lib/i18n/language";
import { renderRoutes, sessionBody, stubApi } from "@/test/app-testing";
import { LandingPage } from "./landing-page";

const renderLanding = () => renderRoutes([{ path: "/", element: <LandingPage /> }], "/");

const signUpCalls = () => screen.queryAllByRole("link", { name: /sign up|create your account/i });

describe("LandingPage calls to action", () => {
  beforeEach(() => stubApi({}));
  afterEach(async () => {
    clearSession();
    await switchLanguage("en");
  });

  it("invites visitors to sign up as a church or as talent", () => {
    clearSession();
    renderLanding();
    expect(screen.getByRole("link", { name: "Sign up as a church" })).toHaveAttribute("href", "/signup?role=church");
    expect(screen.getByRole("link", { name: "Sign up as talent" })).toHaveAttribute("href", "/signup?role=speaker");
    expect(screen.getByRole("link", { name: /Create your account/ })).toHaveAttribute("href", "/signup");
    expect(screen.queryByRole("link", { name: /dashboard/i })).not.toBeInTheDocument();
  });

  it("sends a signed-in speaker to their dashboard instead of sign-up", () => {
    setSession(sessionBody({ role: "speaker", full_name: "Ruth Baker", needs_onboarding: false }));
    renderLanding();
    expect(signUpCalls()).toEqual([]);
    expect(screen.getByText("Welcome back, Ruth")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to your dashboard" })).toHaveAttribute("href", "/speaking-dashboard");
    expect(screen.getByRole("link", { name: /Go to dashboard/ })).toHaveAttribute("href", "/speaking-dashboard");
    expect(screen.getByRole("link", { name: "Edit your profile" })).toHaveAttribute("href", "/profile/edit");
  });

  it("sends a signed-in church to its dashboard and to the talent directory", () => {
    setSession(sessionBody({ role: "church", church_name: "Grace Chapel", needs_onboarding: false }));
    renderLanding();
    expect(signUpCalls()).toEqual([]);
    expect(screen.getByText("Welcome back, Grace Chapel")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to your dashboard" })).toHaveAttribute("href", "/church-dashboard");
    expect(screen.getByRole("link", { name: "Browse talent" })).toHaveAttribute("href", "/talent");
  });

  it("speaks to a visitor in the language on screen", async () => {
    clearSession();
    await needMessages("features/marketing");
    await switchLanguage("fr");
    renderLanding();
    expect(screen.getByRole("link", { name: "S’inscrire en tant qu’Église" })).toHaveAttribute("href", "/signup?role=church");
    expect(screen.getByRole("heading", { name: "Comment ça marche" })).toBeInTheDocument();
    expect(screen.getByText("Dayton (Ohio)", { exact: false })).toBeInTheDocument();
  });
});
