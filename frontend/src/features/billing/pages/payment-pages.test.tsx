import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearSession, setSession } from "@/lib/auth/session";
import { CATALOGUE, checkoutOut, churchPremium, subscriptionInfo } from "@/features/billing/test-fixtures";
import { churchMember, json, renderRoutes, sessionBody, stubApi, watchProviderPages } from "@/test/app-testing";
import { PaymentCancelledPage, PaymentSuccessPage } from "./payment-result-pages";
import { ChurchPaymentPage, ChurchPremiumPage, SpeakerPaymentPage } from "./payment-pages";

const OPEN = (id: string, title: string, featured_until: string | null = null) => ({
  id,
  title,
  featured: featured_until !== null,
  featured_until,
  status: "open",
});

describe("/payment/church", () => {
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it("offers a free church's admins Church Premium monthly or yearly, and says why the gate's checkout failed", async () => {
    setSession(sessionBody(churchMember("admin")));
    const api = stubApi({
      "/api/billing/subscription": () => json(200, subscriptionInfo()),
      "/api/billing/plans": () => json(200, CATALOGUE),
      "/api/billing/checkout": () => json(200, checkoutOut()),
    });
    const leave = watchProviderPages();
    const user = userEvent.setup();
    renderRoutes([{ path: "/payment/church", element: <ChurchPaymentPage /> }], {
      pathname: "/payment/church",
      state: { checkoutError: "Failed to create checkout session" },
    });
    expect(await screen.findByText("$49/month")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Failed to create checkout session");
    expect(screen.getByText("10-day money-back guarantee")).toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "Yearly (2 months free)" }));
    expect(screen.getByText("$490/year")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Continue to payment" }));
    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith(checkoutOut().url));
    expect(await api.sent("/api/billing/checkout")[0]!.json()).toMatchObject({ priceId: "church_yearly", role: "church" });
  });

  it("tells a church's other members that its admins manage billing", async () => {
    setSession(sessionBody(churchMember("member")));
    const api = stubApi({});
    renderRoutes([{ path: "/payment/church", element: <ChurchPaymentPage /> }], "/payment/church");
    expect(screen.getByRole("heading", { name: "Your church's admins manage its billing" })).toBeInTheDocument();
    expect(api.sent("/api/billing/subscription")).toHaveLength(0);
  });

  it("asks an account without a church yet to set one up, still saying why the gate's checkout failed", () => {
    setSession(sessionBody({ role: "church", church: null, needs_onboarding: true }));
    stubApi({});
    renderRoutes([{ path: "/payment/church", element: <ChurchPaymentPage /> }], {
      pathname: "/payment/church",
      state: { checkoutError: "Verify your email address before you pay." },
    });
    expect(screen.getByRole("alert")).toHaveTextContent("Verify your email address before you pay.");
    expect(screen.getByRole("heading", { name: "Set up your church first" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Finish setting up" })).toHaveAttribute("href", "/onboarding");
  });

  it("sells a premium church a featured boost for one of its open opportunities, and a posting pack", async () => {
    setSession(sessionBody({ ...churchMember("admin"), premium: true }));
    const api = stubApi({
      "/api/billing/subscription": () => json(200, churchPremium({ postingsLeft: 1 })),
      "/api/billing/plans": () => json(200, CATALOGUE),
      "/api/opportunities/mine": () =>
        json(200, { items: [OPEN("opp-1", "Advent Revival", "2026-12-20T17:00:00Z"), OPEN("opp-2", "Youth Retreat")], next_cursor: null }),
      "/api/billing/checkout": () => json(200, checkoutOut()),
    });
    watchProviderPages();
    const user = userEvent.setup();
    renderRoutes([{ path: "/payment/church", element: <ChurchPaymentPage /> }], "/payment/church");
    const choice = await screen.findByLabelText("Opportunity to feature");
    // The one not featured yet comes first to mind.
    expect(choice).toHaveValue("opp-2");
    expect(within(choice).getByRole("option", { name: "Advent Revival (featured until Dec 20, 2026)" })).toBeInTheDocument();
    expect(new URL(api.sent("/api/opportunities/mine")[0]!.url).searchParams.get("status")).toBe("open");
    expect(screen.getByText("Postings left this month:")).toHaveTextContent("Postings left this month: 1");
    expect(screen.getByRole("link", { name: "Manage your subscription" })).toHaveAttribute("href", "/subscription");
    await user.selectOptions(choice, "opp-1");
    await user.click(screen.getByRole("button", { name: "Feature for 14 days" }));
    await vi.waitFor(() => expect(api.sent("/api/billing/checkout")).toHaveLength(1));
    expect(await api.sent("/api/billing/checkout")[0]!.json()).toMatchObject({ priceId: "featured_boost", metadata: { opportunity_id: "opp-1" } });
  });

  it("says when a premium church has nothing open to feature", async () => {
    setSession(sessionBody({ ...churchMember("admin"), premium: true }));
    stubApi({
      "/api/billing/subscription": () => json(200, churchPremium()),
      "/api/opportunities/mine": () => json(200, { items: [], next_cursor: null }),
    });
    renderRoutes([{ path: "/payment/church", element: <ChurchPaymentPage /> }], "/payment/church");
    expect(await screen.findByText("No open opportunities to feature.")).toBeInTheDocument();
  });
});

describe("/payment/church/premium and /payment/speaker", () => {
  afterEach(() => clearSession());

  it("tells speakers and musicians that Church Premium is for churches", () => {
    setSession(sessionBody({ role: "musician", needs_onboarding: false }));
    stubApi({});
    renderRoutes([{ path: "/", element: <ChurchPremiumPage /> }], "/");
    expect(screen.getByRole("heading", { name: "Church Premium is for church accounts" })).toBeInTheDocument();
  });

  it("sends a speaker who has Pro to manage it", async () => {
    setSession(sessionBody({ role: "speaker", needs_onboarding: false, premium: true }));
    stubApi({ "/api/billing/subscription": () => json(200, subscriptionInfo({ plan: "speaker_monthly", planName: "Speaker Pro", premium: true })) });
    renderRoutes([{ path: "/", element: <SpeakerPaymentPage /> }], "/");
    expect(await screen.findByRole("heading", { name: "You have Speaker Pro" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Manage your subscription" })).toHaveAttribute("href", "/subscription");
  });

  it("offers a free speaker Speaker Pro", async () => {
    setSession(sessionBody({ role: "speaker", needs_onboarding: false }));
    stubApi({ "/api/billing/subscription": () => json(200, subscriptionInfo()), "/api/billing/plans": () => json(200, CATALOGUE) });
    renderRoutes([{ path: "/", element: <SpeakerPaymentPage /> }], "/");
    expect(await screen.findByText("$12/month")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Speaker Pro" })).toBeInTheDocument();
  });
});

describe("/success and /cancel", () => {
  afterEach(() => clearSession());

  it("waits for the plan after a checkout, then says it is active", async () => {
    setSession(sessionBody({ role: "speaker", needs_onboarding: false }));
    let calls = 0;
    stubApi({
      "/api/billing/subscription": () =>
        json(200, ++calls === 1 ? subscriptionInfo() : subscriptionInfo({ plan: "speaker_monthly", planName: "Speaker Pro", premium: true })),
      "/api/users/me": () => json(200, sessionBody({ role: "speaker", needs_onboarding: false, premium: true }).user),
    });
    renderRoutes([{ path: "/success", element: <PaymentSuccessPage /> }], "/success?session_id=cs_test_1");
    expect(screen.getByRole("heading", { name: "Payment successful" })).toBeInTheDocument();
    expect(await screen.findByText("Activating your plan…")).toBeInTheDocument();
    expect(await screen.findByText("Speaker Pro is active. Thank you!", {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to Dashboard" })).toHaveAttribute("href", "/speaking-dashboard");
  });

  it("says a cancelled payment charged nothing", () => {
    clearSession();
    renderRoutes([{ path: "/cancel", element: <PaymentCancelledPage /> }], "/cancel");
    expect(screen.getByRole("heading", { name: "Payment cancelled" })).toBeInTheDocument();
    expect(screen.getByText(/No charge was made/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See plans" })).toHaveAttribute("href", "/pricing");
  });
});
