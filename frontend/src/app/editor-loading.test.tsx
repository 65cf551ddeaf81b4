import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearSession, setSession } from "@/lib/auth/session";
import { renderRoutes, sessionBody, stubApi, TEST_USER } from "@/test/app-testing";
import { routes } from "./router";

/**
 * The editors keep one frame from the first paint to the loaded form (CLS budget 0.05): the
 * editor's skeleton while the session loads and while the profile loads, never the short spinner.
 * The first test relies on the session still loading, as it is when the app starts.
 */
function renderApp(path: string) {
  return renderRoutes(routes, path).router;
}

const skeleton = () => screen.findByTestId("editor-skeleton");

describe("the profile editors while they load", () => {
  beforeEach(() => {
    vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    // The profile never arrives: the page stays loading.
    stubApi({ "/api/profiles/me": () => new Promise<Response>(() => {}) });
  });
  afterEach(() => {
    clearSession();
    vi.restoreAllMocks();
  });

  it("show the editor's skeleton, not the session spinner, while the session loads", async () => {
    renderApp("/profile/edit");
    expect(await skeleton()).toHaveAccessibleName("Loading your profile…");
    expect(screen.queryByText("Checking your session…")).not.toBeInTheDocument();
  });

  it("keep the same skeleton while the profile loads", async () => {
    setSession(sessionBody({ ...TEST_USER, role: "speaker", needs_onboarding: false }));
    const router = renderApp("/profile/edit");
    expect(await skeleton()).toHaveAccessibleName("Loading your profile…");
    expect(router.state.location.pathname).toBe("/profile/edit");
    expect(screen.queryByRole("form")).not.toBeInTheDocument();
  });
});
