import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { clearSession, setSession } from "@/lib/auth/session";
import { apiError, json, renderRoutes, sessionBody, stubApi, EMPTY_TALENT } from "@/test/app-testing";
import { DashboardPage } from "./dashboard-page";

const TALENT = { ...EMPTY_TALENT, headline: "Worship leader", instruments: ["Piano"] };

function renderDashboard() {
  return renderRoutes([{ path: "/musician-dashboard", element: <DashboardPage /> }], "/musician-dashboard");
}

describe("dashboard profile completeness", () => {
  afterEach(() => clearSession());

  it("lists the talent profile's items, linking to the fields", async () => {
    setSession(sessionBody({ role: "musician", needs_onboarding: false, city: "Dayton", state: "OH" }));
    stubApi({ "/api/profiles/me": () => json(200, { talent: TALENT, church: null }) });
    renderDashboard();
    expect(screen.getByText("Checking your profile…")).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Write your bio" })).toHaveAttribute("href", "/profile/edit#bio");
    expect(screen.getByRole("link", { name: "Add a profile photo" })).toHaveAttribute("href", "/profile/edit#photo");
    expect(screen.queryByRole("link", { name: "Add your instruments" })).not.toBeInTheDocument();
    expect(screen.getByText("Add your instruments")).toBeInTheDocument();
    // Verified email, name, place, headline, instruments: 5 of 8.
    expect(screen.getByRole("progressbar", { name: "Profile completeness" })).toHaveAttribute("aria-valuenow", "63");
  });

  it("still lists the account's items when the profile cannot load", async () => {
    setSession(sessionBody({ role: "musician", needs_onboarding: false }));
    stubApi({ "/api/profiles/me": () => apiError(500, "server_error", "Boom") });
    renderDashboard();
    expect(await screen.findByRole("link", { name: "Add a profile photo" })).toBeInTheDocument();
    expect(screen.queryByText("Write your bio")).not.toBeInTheDocument();
  });
});
