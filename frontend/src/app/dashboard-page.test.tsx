import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { clearSession, setSession } from "@/lib/auth/session";
import { resetUnreadCounts, setUnreadCounts } from "@/lib/realtime/store";
import { apiError, json, renderRoutes, sessionBody, stubApi, EMPTY_TALENT } from "@/test/app-testing";
import { dashboardBilling } from "@/features/billing/slots";
import { hire, managedOpportunity, notification, offered, quota, summary } from "@/features/dashboards/test-fixtures";
import { DashboardPage } from "@/features/dashboards/pages/dashboard-page";
import { churchUser, myChurch } from "@/features/churches/test-fixtures";

/* The dashboards as the route table composes them, billing's pieces included. */

/** What the API answers: its items and percentage are shown as they are, never recomputed. */
const TALENT_COMPLETENESS = {
  percent: 38,
  items: [
    { field: "full_name", label: "Add your name", done: true },
    { field: "city", label: "Add your city and state", done: true },
    { field: "photo", label: "Add a profile photo", done: false },
    { field: "headline", label: "Write a headline", done: true },
    { field: "bio", label: "Write your bio", done: false },
    { field: "instruments", label: "Add your instruments", done: false },
    { field: "genres", label: "Add your genres", done: false },
    { field: "video_url", label: "Add a video, audio or website link", done: false },
  ],
};

const CHURCH_COMPLETENESS = {
  percent: 50,
  items: [
    { field: "church_name", label: "Add your church's name", done: true },
    { field: "city", label: "Add your city and state", done: true },
    { field: "photo", label: "Add a photo or logo", done: false },
    { field: "about", label: "Tell talent about your church", done: true },
    { field: "phone", label: "Add a phone or contact email", done: false },
    { field: "website", label: "Add your website or a social link", done: false },
  ],
};

/** GET /api/churches/mine as one of its `role`s. */
function church(role: "admin" | "member", completeness = CHURCH_COMPLETENESS) {
  return myChurch({ my_role: role, can_edit: role === "admin", completeness });
}

function churchSession(role: "admin" | "member") {
  return sessionBody(churchUser(role));
}

function renderDashboard(path = "/musician-dashboard") {
  return renderRoutes([{ path, element: <DashboardPage billing={dashboardBilling} /> }], path);
}

const progress = () => screen.getByRole("progressbar");

describe("dashboard profile completeness (talent)", () => {
  afterEach(() => clearSession());

  it("shows the API's items and percentage, linking each item to do to its field", async () => {
    setSession(sessionBody({ role: "musician", needs_onboarding: false }));
    stubApi({ "/api/profiles/me": () => json(200, { talent: EMPTY_TALENT, completeness: TALENT_COMPLETENESS }) });
    renderDashboard();
    expect(screen.getByText("Checking your profile…")).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Write your bio" })).toHaveAttribute("href", "/profile/edit#bio");
    expect(screen.getByRole("link", { name: "Add a profile photo" })).toHaveAttribute("href", "/profile/edit#photo");
    expect(screen.getByRole("link", { name: "Add your genres" })).toHaveAttribute("href", "/profile/edit#genres");
    expect(screen.getByRole("link", { name: "Add a video, audio or website link" })).toHaveAttribute("href", "/profile/edit#video_url");
    // Done items are not links.
    expect(screen.queryByRole("link", { name: "Write a headline" })).not.toBeInTheDocument();
    expect(screen.getByText("Write a headline")).toBeInTheDocument();
    expect(progress()).toHaveAttribute("aria-valuenow", "38");
    expect(screen.getByText("38%")).toBeInTheDocument();
    const items = within(screen.getByRole("region", { name: "Profile completeness" })).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual(TALENT_COMPLETENESS.items.map((item) => item.label));
  });

  it("reminds an unverified account to verify its email, outside the percentage", async () => {
    setSession(sessionBody({ role: "speaker", needs_onboarding: false, email_verified: false }));
    stubApi({ "/api/profiles/me": () => json(200, { talent: EMPTY_TALENT, completeness: { ...TALENT_COMPLETENESS, percent: 100 } }) });
    renderDashboard("/speaking-dashboard");
    expect(await screen.findByRole("link", { name: "Verify your email" })).toHaveAttribute("href", "/verify-email");
    expect(progress()).toHaveAttribute("aria-valuenow", "100");
  });

  it("does not remind a verified account", async () => {
    setSession(sessionBody({ role: "speaker", needs_onboarding: false, email_verified: true }));
    stubApi({ "/api/profiles/me": () => json(200, { talent: EMPTY_TALENT, completeness: TALENT_COMPLETENESS }) });
    renderDashboard("/speaking-dashboard");
    await screen.findByRole("progressbar");
    expect(screen.queryByText(/Verify your email/)).not.toBeInTheDocument();
  });

  it("offers a retry when the profile cannot load", async () => {
    setSession(sessionBody({ role: "musician", needs_onboarding: false }));
    let calls = 0;
    stubApi({
      "/api/profiles/me": () =>
        ++calls === 1 ? apiError(500, "server_error", "Boom") : json(200, { talent: EMPTY_TALENT, completeness: TALENT_COMPLETENESS }),
    });
    const user = userEvent.setup();
    renderDashboard();
    expect(await screen.findByText("We couldn't check your profile just now.")).toBeInTheDocument();
    await user.click(within(screen.getByRole("region", { name: "Profile completeness" })).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: "Write your bio" })).toBeInTheDocument();
  });
});

describe("dashboard profile completeness (church)", () => {
  afterEach(() => clearSession());

  it("shows the church's completeness from /api/churches/mine to its admins, with links and the completion page", async () => {
    setSession(churchSession("admin"));
    const api = stubApi({ "/api/churches/mine": () => json(200, church("admin")) });
    renderDashboard("/church-dashboard");
    expect(await screen.findByRole("link", { name: "Add a photo or logo" })).toHaveAttribute("href", "/profile/edit#photo");
    expect(screen.getByRole("link", { name: "Add a phone or contact email" })).toHaveAttribute("href", "/profile/edit#phone");
    expect(screen.getByRole("link", { name: "Add your website or a social link" })).toHaveAttribute("href", "/profile/edit#website");
    expect(screen.getByRole("progressbar", { name: "Church profile completeness" })).toHaveAttribute("aria-valuenow", "50");
    expect(screen.getByRole("link", { name: "Complete your church profile" })).toHaveAttribute("href", "/church-profile-completion");
    expect(api.sent("/api/profiles/me")).toEqual([]);
  });

  it("lists the items without links for members who cannot edit the church", async () => {
    setSession(churchSession("member"));
    stubApi({ "/api/churches/mine": () => json(200, church("member")) });
    renderDashboard("/church-dashboard");
    expect(await screen.findByText("Add a photo or logo")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Add a photo or logo" })).not.toBeInTheDocument();
    expect(screen.getByText("Only church admins can change church information.")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Complete your church profile" })).not.toBeInTheDocument();
  });

  it("does not offer the completion page once the church is complete", async () => {
    setSession(churchSession("admin"));
    const done = { percent: 100, items: CHURCH_COMPLETENESS.items.map((item) => ({ ...item, done: true })) };
    stubApi({ "/api/churches/mine": () => json(200, church("admin", done)) });
    renderDashboard("/church-dashboard");
    expect(await screen.findByText("100%")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Complete your church profile" })).not.toBeInTheDocument();
  });
});

describe("dashboard plan", () => {
  afterEach(() => clearSession());

  it("names a church member's plan in force, from the server's entitlements", async () => {
    const member = churchSession("member").user;
    setSession(sessionBody({ ...member, plan: "church_monthly", plan_name: "Church Premium", premium: true }));
    stubApi({ "/api/churches/mine": () => json(200, church("member")) });
    renderDashboard("/church-dashboard");
    const plan = screen.getByRole("region", { name: "Your plan" });
    expect(within(plan).getByText("Church Premium")).toBeInTheDocument();
    expect(within(plan).queryByRole("link", { name: "See plans and prices" })).not.toBeInTheDocument();
    expect(within(plan).getByRole("link", { name: "Manage subscription" })).toHaveAttribute("href", "/subscription");
  });

  it("offers the plans to a free speaker", async () => {
    setSession(sessionBody({ role: "speaker", needs_onboarding: false }));
    stubApi({ "/api/profiles/me": () => json(200, { talent: EMPTY_TALENT, completeness: TALENT_COMPLETENESS }) });
    renderDashboard("/speaking-dashboard");
    const plan = screen.getByRole("region", { name: "Your plan" });
    expect(within(plan).getByText("Free")).toBeInTheDocument();
    expect(within(plan).getByText(/5 applications a month/)).toBeInTheDocument();
    expect(within(plan).getByRole("link", { name: "See plans and prices" })).toHaveAttribute("href", "/pricing");
  });
});

describe("dashboard lists", () => {
  afterEach(() => {
    clearSession();
    resetUnreadCounts();
  });

  const page = (items: unknown[]) => json(200, { items, next_cursor: null });
  const names = (container: HTMLElement) =>
    within(container)
      .getAllByRole("heading", { level: 2 })
      .map((heading) => heading.textContent);

  it("gives free talent their applications, offers and recommendations beside their profile, month, Go Pro and plan", async () => {
    setSession(sessionBody({ role: "speaker", needs_onboarding: false }));
    stubApi({
      "/api/profiles/me": () => json(200, { talent: EMPTY_TALENT, completeness: TALENT_COMPLETENESS }),
      "/api/applications/summary": () =>
        json(200, summary({ applications_left: 4, offers_waiting: [offered("app-1", "Advent Revival Weekend", "2026-12-01")] })),
      "/api/opportunities/recommended": () => json(200, []),
      "/api/hires": () => json(200, [hire("app-9", "Thursday Lunch", "guest", { version: 2, sent_version: 2 })]),
    });
    renderDashboard("/speaking-dashboard");
    expect(await screen.findByRole("link", { name: "Review offer for Advent Revival Weekend" })).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Service plan for Thursday Lunch" })).toHaveAttribute("href", "/hires/app-9/pack");
    expect(screen.getByText("Plan sent, not yet acknowledged")).toBeInTheDocument();
    const side = screen.getByRole("complementary", { name: "Your profile and plan" });
    expect(names(document.body)).toEqual(["Your applications", "Offers waiting", "Upcoming services", "Opportunities that fit you", ...names(side)]);
    expect(names(side)).toEqual(["Profile completeness", "Messages", "This month", "Go Pro", "Your plan"]);
    expect(within(side).getByText("4 of 5")).toBeInTheDocument();
    expect(screen.queryByText("Next steps")).not.toBeInTheDocument();
  });

  it("shows talent their unread messages, live, linking to the inbox", async () => {
    setSession(sessionBody({ role: "musician", needs_onboarding: false }));
    stubApi({
      "/api/profiles/me": () => json(200, { talent: EMPTY_TALENT, completeness: TALENT_COMPLETENESS }),
      "/api/applications/summary": () => json(200, summary({})),
      "/api/opportunities/recommended": () => json(200, []),
    });
    renderDashboard("/musician-dashboard");
    const messages = await screen.findByRole("region", { name: "Messages" });
    expect(within(messages).getByRole("status", { name: "Loading unread messages" })).toBeInTheDocument();
    act(() => setUnreadCounts({ messages: 3 }));
    expect(within(messages).getByRole("link", { name: "3 unread messages" })).toHaveAttribute("href", "/messages");
    act(() => setUnreadCounts({ messages: 0 }));
    expect(within(messages).getByRole("link", { name: "No unread messages" })).toHaveAttribute("href", "/messages");
    expect(within(messages).getByRole("link", { name: "Open inbox" })).toHaveAttribute("href", "/messages");
  });

  it("gives a church its opportunities, applications and updates beside its profile, postings and plan", async () => {
    setSession(churchSession("admin"));
    stubApi({
      "/api/churches/mine": () => json(200, church("admin")),
      "/api/opportunities/mine": () => page([managedOpportunity({}, { submitted: 2 })]),
      "/api/opportunities/quota": () => json(200, quota({ postings_left: 1 })),
      "/api/applications": () => page([]),
      "/api/notifications": () => page([notification()]),
      "/api/hires": () => json(200, []),
    });
    renderDashboard("/church-dashboard");
    expect(await screen.findByText("2 new")).toBeInTheDocument();
    expect(await screen.findByText("No confirmed services ahead.")).toBeInTheDocument();
    expect(await screen.findByText("Position Accepted: Advent Revival Weekend")).toBeInTheDocument();
    const side = screen.getByRole("complementary", { name: "Your profile and plan" });
    expect(names(document.body)).toEqual(["Your opportunities", "Upcoming services", "Recent applications", "Latest updates", ...names(side)]);
    expect(names(side)).toEqual(["Church profile completeness", "This month", "Your plan"]);
    expect(await within(side).findByText("1")).toBeInTheDocument();
    expect(screen.queryByText("Next steps")).not.toBeInTheDocument();
  });

  it("asks nothing about a church the account does not belong to", async () => {
    setSession(sessionBody({ role: "church", church: null, needs_onboarding: false }));
    const api = stubApi({ "/api/notifications": () => page([]) });
    renderDashboard("/church-dashboard");
    expect(await screen.findByText("No notifications")).toBeInTheDocument();
    expect(screen.getByText("No church yet.")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "This month" })).not.toBeInTheDocument();
    for (const path of ["/api/churches/mine", "/api/opportunities/mine", "/api/opportunities/quota", "/api/applications"]) {
      expect(api.sent(path)).toEqual([]);
    }
  });
});
