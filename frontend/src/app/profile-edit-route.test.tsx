import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { churchUser, MY_CHURCH } from "@/features/churches/test-fixtures";
import { clearSession, setSession } from "@/lib/auth/session";
import { churchPremium } from "@/features/billing/test-fixtures";
import { EMPTY_TALENT, json, renderRoutes, sessionBody, stubApi } from "@/test/app-testing";
import { routes } from "./router";

function renderApp(path: string) {
  return renderRoutes(routes, path).router;
}

describe("/profile/edit picks the editor by the account", () => {
  beforeEach(() => vi.spyOn(window, "scrollTo").mockImplementation(() => {}));
  afterEach(() => {
    clearSession();
    vi.restoreAllMocks();
  });

  it("shows church accounts their church's editor", async () => {
    setSession(sessionBody(churchUser("admin")));
    const api = stubApi({
      "/api/churches/mine": () => json(200, MY_CHURCH),
      // A premium church passes the premium gate.
      "/api/billing/subscription": () => json(200, churchPremium()),
    });
    renderApp("/profile/edit");
    expect(await screen.findByRole("form", { name: "Edit church profile" }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByLabelText("Church name")).toHaveValue("Grace Chapel");
    expect(api.sent("/api/profiles/me")).toEqual([]);
  });

  it("shows speakers and musicians their talent profile", async () => {
    setSession(sessionBody({ role: "speaker", needs_onboarding: false }));
    const api = stubApi({ "/api/profiles/me": () => json(200, { talent: EMPTY_TALENT, completeness: null }) });
    renderApp("/profile/edit");
    expect(await screen.findByRole("form", { name: "Edit profile" }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByLabelText("Topics")).toBeInTheDocument();
    expect(api.sent("/api/churches/mine")).toEqual([]);
  });
});
