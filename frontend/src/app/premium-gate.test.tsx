import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { churchUser } from "@/features/churches/test-fixtures";
import { clearSession, setSession } from "@/lib/auth/session";
import { churchPremium, subscriptionInfo } from "@/features/billing/test-fixtures";
import { apiError, json, renderRoutes, sessionBody, stubApi, watchProviderPages } from "@/test/app-testing";
import { PremiumGate } from "./premium-gate";

const FEATURES = [
  "Unlimited messaging with speakers and musicians",
  "Full contact access",
  "2 opportunity postings per month",
  "Advanced search and filtering",
  "Priority support",
  "Team collaboration tools",
  "Event management dashboard",
  "Custom church branding",
];

/** The gate around a page, as the layout has it, with the places its buttons lead. */
function renderGate(path: string) {
  const page = <p>The church page</p>;
  return renderRoutes(
    [
      { path: "/church-dashboard", element: <PremiumGate>{page}</PremiumGate> },
      { path: "/church-profile-completion", element: <PremiumGate>{page}</PremiumGate> },
      { path: "/payment/church", element: <p>Church payment page</p> },
      { path: "/login", element: <p>Log in page</p> },
      { path: "/", element: <PremiumGate>{page}</PremiumGate> },
    ],
    path,
  );
}

const gateHeading = () => screen.findByRole("heading", { name: "Premium Access Required" }, { timeout: 3000 });

describe("the premium gate (spec 01 §2)", () => {
  afterEach(() => {
    clearSession();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("lets speakers and musicians through without asking", () => {
    setSession(sessionBody({ role: "speaker", needs_onboarding: false }));
    const api = stubApi({});
    renderGate("/church-dashboard");
    expect(screen.getByText("The church page")).toBeInTheDocument();
    expect(api.sent("/api/billing/subscription")).toHaveLength(0);
  });

  it("lets a church through on an exempt route without asking", () => {
    setSession(sessionBody(churchUser("admin")));
    const api = stubApi({});
    renderGate("/");
    expect(screen.getByText("The church page")).toBeInTheDocument();
    expect(api.sent("/api/billing/subscription")).toHaveLength(0);
  });

  it("says it is checking, then shows the page to a premium church", async () => {
    setSession(sessionBody(churchUser("member")));
    stubApi({ "/api/billing/subscription": () => json(200, churchPremium({ canManage: false })) });
    renderGate("/church-dashboard");
    expect(screen.getByText("Checking access...")).toBeInTheDocument();
    expect(screen.getByText("Please wait while we verify your subscription.")).toBeInTheDocument();
    expect(await screen.findByText("The church page", {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it("shows a free church the gate with the requested path, the price, the guarantee and the eight features", async () => {
    setSession(sessionBody(churchUser("admin")));
    stubApi({ "/api/billing/subscription": () => json(200, subscriptionInfo()) });
    renderGate("/church-dashboard");
    await gateHeading();
    expect(screen.queryByText("The church page")).not.toBeInTheDocument();
    expect(screen.getByText("/church-dashboard")).toBeInTheDocument();
    expect(screen.getByText("$49/month")).toBeInTheDocument();
    expect(screen.getByText("10-day money-back guarantee")).toBeInTheDocument();
    const features = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(features.map((item) => item.textContent)).toEqual(FEATURES);
    expect(screen.getByRole("button", { name: "Upgrade to Premium" })).toBeEnabled();
    expect(screen.getByRole("link", { name: "Learn More About Premium" })).toHaveAttribute("href", "/help-center");
    expect(screen.getByRole("link", { name: "Contact Support" })).toHaveAttribute("href", "/contact");
    expect(screen.getByRole("button", { name: "Sign Out & Sign In Again" })).toBeInTheDocument();
  });

  it("refuses when the subscription cannot be looked up", async () => {
    setSession(sessionBody(churchUser("admin")));
    stubApi({ "/api/billing/subscription": () => apiError(500, "internal", "Something broke") });
    renderGate("/church-dashboard");
    await gateHeading();
    expect(screen.queryByText("The church page")).not.toBeInTheDocument();
  });

  it("upgrades through a Church Premium checkout, busy until the browser leaves for it", async () => {
    setSession(sessionBody(churchUser("admin")));
    let answer!: (response: Response) => void;
    const api = stubApi({
      "/api/billing/subscription": () => json(200, subscriptionInfo()),
      "/api/billing/checkout": () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const leave = watchProviderPages();
    const user = userEvent.setup();
    renderGate("/church-dashboard");
    await user.click(await screen.findByRole("button", { name: "Upgrade to Premium" }, { timeout: 3000 }));
    const busy = await screen.findByRole("button", { name: "Setting up payment..." });
    expect(busy).toBeDisabled();
    expect(await api.sent("/api/billing/checkout")[0]!.json()).toEqual({
      priceId: "church_monthly",
      role: "church",
      mode: "subscription",
      quantity: 1,
      successUrl: "/church/complete-profile?session_id={CHECKOUT_SESSION_ID}",
      cancelUrl: "/pricing?payment=cancelled",
    });
    answer(json(200, { success: true, url: "http://127.0.0.1/test-payment?session=cs_test_1", sessionId: "cs_test_1", error: null }));
    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith("http://127.0.0.1/test-payment?session=cs_test_1"));
    expect(screen.getByRole("button", { name: "Setting up payment..." })).toBeDisabled();
    // Back from the payment page through the back-forward cache: ready again.
    act(() => void window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true })));
    expect(await screen.findByRole("button", { name: "Upgrade to Premium" })).toBeEnabled();
  });

  it("sends a failed checkout to /payment/church with its error (spec 01 §8)", async () => {
    setSession(sessionBody(churchUser("admin")));
    stubApi({
      "/api/billing/subscription": () => json(200, subscriptionInfo()),
      "/api/billing/checkout": () => apiError(500, "internal", "Boom"),
    });
    const user = userEvent.setup();
    const { router } = renderGate("/church-dashboard");
    await user.click(await screen.findByRole("button", { name: "Upgrade to Premium" }, { timeout: 3000 }));
    expect(await screen.findByText("Church payment page")).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ checkoutError: "Failed to create checkout session" });
  });

  it("sends a checkout without a payment page to /payment/church too", async () => {
    setSession(sessionBody(churchUser("admin")));
    stubApi({
      "/api/billing/subscription": () => json(200, subscriptionInfo()),
      "/api/billing/checkout": () => json(200, { success: true, url: "", sessionId: "cs_test_1", error: null }),
    });
    const user = userEvent.setup();
    const { router } = renderGate("/church-dashboard");
    await user.click(await screen.findByRole("button", { name: "Upgrade to Premium" }, { timeout: 3000 }));
    expect(await screen.findByText("Church payment page")).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ checkoutError: "No checkout URL returned" });
  });

  it("sends a church whose session ended to log in", async () => {
    setSession(sessionBody(churchUser("admin")));
    stubApi({
      "/api/billing/subscription": () => json(200, subscriptionInfo()),
      "/api/billing/checkout": () => apiError(401, "not_authenticated", "Sign in first"),
    });
    const user = userEvent.setup();
    renderGate("/church-dashboard");
    await user.click(await screen.findByRole("button", { name: "Upgrade to Premium" }, { timeout: 3000 }));
    expect(await screen.findByText("Log in page")).toBeInTheDocument();
  });

  it("signs out and goes to /login", async () => {
    setSession(sessionBody(churchUser("admin")));
    const api = stubApi({
      "/api/billing/subscription": () => json(200, subscriptionInfo()),
      "/api/auth/signout": () => json(204, null),
    });
    const user = userEvent.setup();
    renderGate("/church-dashboard");
    await user.click(await screen.findByRole("button", { name: "Sign Out & Sign In Again" }, { timeout: 3000 }));
    expect(await screen.findByText("Log in page")).toBeInTheDocument();
    expect(api.sent("/api/auth/signout")).toHaveLength(1);
  });

  it("back from a checkout (?session_id=), keeps checking every 1.5 s until the plan arrives", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setSession(sessionBody(churchUser("admin")));
    let premium = false;
    const api = stubApi({
      "/api/billing/subscription": () => json(200, premium ? churchPremium() : subscriptionInfo()),
      "/api/users/me": () => json(200, { ...sessionBody(churchUser("admin")).user, plan: "church_monthly", premium: true }),
    });
    renderGate("/church-profile-completion?session_id=cs_test_1");
    await vi.waitFor(() => expect(api.sent("/api/billing/subscription")).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(1600);
    await vi.waitFor(() => expect(api.sent("/api/billing/subscription")).toHaveLength(2));
    expect(screen.getByText("Checking access...")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Premium Access Required" })).not.toBeInTheDocument();
    premium = true;
    await vi.advanceTimersByTimeAsync(1600);
    expect(await screen.findByText("The church page")).toBeInTheDocument();
    // The session learns the new plan too (the navigation and dashboard read it).
    await vi.waitFor(() => expect(api.sent("/api/users/me")).toHaveLength(1));
  });

  it("gives up after 20 s and shows the gate", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setSession(sessionBody(churchUser("admin")));
    const api = stubApi({ "/api/billing/subscription": () => json(200, subscriptionInfo()) });
    renderGate("/church-profile-completion?session_id=cs_test_1");
    await vi.waitFor(() => expect(api.sent("/api/billing/subscription")).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(19_000);
    expect(screen.getByText("Checking access...")).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(1_500);
    expect(await gateHeading()).toBeInTheDocument();
    const asked = api.sent("/api/billing/subscription").length;
    expect(asked).toBeGreaterThanOrEqual(12);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(api.sent("/api/billing/subscription")).toHaveLength(asked);
  });
});
