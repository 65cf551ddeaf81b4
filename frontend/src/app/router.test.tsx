import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { churchUser, MY_CHURCH } from "@/features/churches/test-fixtures";
import { clearSession, setSession } from "@/lib/auth/session";
import { churchPremium } from "@/features/billing/test-fixtures";
import { json, renderRoutes, sessionBody, stubApi } from "@/test/app-testing";
import { routes } from "./router";

/** The whole route table (layout, guards, lazy pages) in a memory router. */
function renderApp(path: string) {
  const { router } = renderRoutes(routes, path);
  const where = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { router, where };
}

describe("/church-profile-completion (spec 01 §2)", () => {
  beforeEach(() => {
    vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    stubApi({
      "/api/churches/mine": () => json(200, MY_CHURCH),
      // A premium church passes the premium gate.
      "/api/billing/subscription": () => json(200, churchPremium()),
    });
  });
  afterEach(() => {
    clearSession();
    vi.restoreAllMocks();
  });

  it("is the church's complete-profile page, which onboarding does not interrupt", async () => {
    setSession(sessionBody({ ...churchUser("admin"), needs_onboarding: true }));
    const { where } = renderApp("/church-profile-completion");
    expect(await screen.findByRole("heading", { level: 1, name: "Complete your church profile" }, { timeout: 5000 })).toBeInTheDocument();
    expect(where()).toBe("/church-profile-completion");
  });

  it("is where /church/complete-profile leads, keeping a checkout's session_id", async () => {
    setSession(sessionBody(churchUser("admin")));
    const { where } = renderApp("/church/complete-profile?session_id=cs_test_1");
    expect(await screen.findByRole("heading", { level: 1, name: "Complete your church profile" }, { timeout: 5000 })).toBeInTheDocument();
    expect(where()).toBe("/church-profile-completion?session_id=cs_test_1");
  });

  it("sends speakers and musicians to their own dashboard", async () => {
    setSession(sessionBody({ role: "speaker", needs_onboarding: false }));
    const { router } = renderApp("/church-profile-completion");
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/speaking-dashboard"));
  });

  it("sends visitors to sign in first", async () => {
    clearSession();
    const { router } = renderApp("/church-profile-completion");
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(router.state.location.state).toEqual({ from: "/church-profile-completion" });
  });
});

describe("/messages (spec 02 §2.1)", () => {
  beforeEach(() => vi.spyOn(window, "scrollTo").mockImplementation(() => {}));
  afterEach(() => {
    clearSession();
    vi.restoreAllMocks();
  });

  it("is where /inbox leads, keeping the compose parameters", async () => {
    setSession(sessionBody({ role: "speaker", needs_onboarding: false }));
    const recipient = "c0000000-0000-4000-8000-0000000000c1";
    stubApi({
      "/api/messages/conversations": () => json(200, { items: [], next_cursor: null }),
      [`/api/messages/recipients/${recipient}`]: () =>
        json(200, {
          participant: { id: recipient, name: "Grace Chapel", role: "church", avatar: null, profile_path: null },
          can_message: true,
          refusal: null,
        }),
    });
    const { where } = renderApp(`/inbox?compose=1&recipient_id=${recipient}&subject=Hello`);
    expect(await screen.findByRole("form", { name: "New message" }, { timeout: 5000 })).toBeInTheDocument();
    expect(where()).toBe(`/messages?compose=1&recipient_id=${recipient}&subject=Hello`);
  });

  it("sends visitors to sign in first, remembering the compose request", async () => {
    clearSession();
    stubApi({});
    const { router } = renderApp("/messages?compose=1&recipient_id=abc");
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(router.state.location.state).toEqual({ from: "/messages?compose=1&recipient_id=abc" });
  });
});

describe("billing routes (spec 02 §2.1, §6)", () => {
  beforeEach(() => vi.spyOn(window, "scrollTo").mockImplementation(() => {}));
  afterEach(() => {
    clearSession();
    vi.restoreAllMocks();
  });

  it("keeps each role's payment page to that role", async () => {
    setSession(sessionBody({ role: "speaker", needs_onboarding: false }));
    stubApi({});
    const { router } = renderApp("/payment/church");
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/speaking-dashboard"));
  });

  it("sends visitors to sign in before /subscription", async () => {
    clearSession();
    stubApi({});
    const { router } = renderApp("/subscription");
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/login"));
  });

  it("shows a free church /payment/church past the premium gate", async () => {
    setSession(sessionBody(churchUser("member")));
    const api = stubApi({});
    renderApp("/payment/church");
    expect(
      await screen.findByRole("heading", { name: "Your church's admins manage its billing" }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(api.sent("/api/billing/subscription")).toHaveLength(0);
  });

  it("keeps a checkout's parameters on the way from /dashboard to the role's dashboard", async () => {
    setSession(sessionBody({ role: "musician", needs_onboarding: false }));
    stubApi({});
    const { where } = renderApp("/dashboard?payment=success&session_id=cs_test_1");
    await vi.waitFor(() => expect(where()).toBe("/musician-dashboard?payment=success&session_id=cs_test_1"));
  });
});
