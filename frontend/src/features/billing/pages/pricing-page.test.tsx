import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearSession, setSession } from "@/lib/auth/session";
import { CATALOGUE, checkoutOut } from "@/features/billing/test-fixtures";
import { apiError, churchMember, json, renderRoutes, sessionBody, stubApi, watchProviderPages } from "@/test/app-testing";
import { PricingPage } from "./pricing-page";

function renderPricing(path = "/pricing") {
  return renderRoutes([{ path: "/pricing", element: <PricingPage /> }], path);
}

const card = (name: string) => screen.getByRole("heading", { level: 2, name }).closest("div.flex-col") as HTMLElement;

describe("/pricing", () => {
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it("shows each role's plan monthly, yearly after the switch, and sign-up links to visitors", async () => {
    clearSession();
    stubApi({ "/api/billing/plans": () => json(200, CATALOGUE) });
    const user = userEvent.setup();
    const { router } = renderPricing();
    expect(await screen.findByText("$49/month")).toBeInTheDocument();
    expect(within(card("Speaker Pro")).getByText("$12/month")).toBeInTheDocument();
    expect(within(card("Church Premium")).getByRole("link", { name: "Get Church Premium" })).toHaveAttribute("href", "/signup?role=church");
    expect(within(card("Musician Pro")).getByRole("link", { name: "Get Musician Pro" })).toHaveAttribute("href", "/signup?role=musician");
    await user.click(screen.getByRole("radio", { name: "Yearly (2 months free)" }));
    expect(screen.getByRole("radio", { name: "Yearly (2 months free)" })).toHaveAttribute("aria-checked", "true");
    expect(screen.getByText("$490/year")).toBeInTheDocument();
    expect(within(card("Speaker Pro")).getByText("$120/year")).toBeInTheDocument();
    expect(router.state.location.search).toBe("?interval=year");
    await user.click(screen.getByRole("radio", { name: "Monthly" }));
    expect(screen.getByText("$49/month")).toBeInTheDocument();
  });

  it("marks the plan in force and sends its holder to manage it", async () => {
    setSession(sessionBody({ ...churchMember("admin"), plan: "church_yearly", plan_name: "Church Premium", premium: true }));
    stubApi({ "/api/billing/plans": () => json(200, CATALOGUE) });
    renderPricing("/pricing?interval=year");
    await screen.findByText("$490/year");
    expect(within(card("Church Premium")).getByText("Current plan")).toBeInTheDocument();
    expect(within(card("Church Premium")).getByRole("link", { name: "Manage your plan" })).toHaveAttribute("href", "/subscription");
    expect(screen.getAllByText("Current plan")).toHaveLength(1);
    expect(within(card("Speaker Pro")).getByText("For speakers")).toBeInTheDocument();
  });

  it("upgrades a free church's admin to Church Premium, back to complete the church's profile", async () => {
    setSession(sessionBody(churchMember("admin")));
    const api = stubApi({ "/api/billing/plans": () => json(200, CATALOGUE), "/api/billing/checkout": () => json(200, checkoutOut()) });
    const leave = watchProviderPages();
    const user = userEvent.setup();
    renderPricing("/pricing?interval=year");
    await user.click(await screen.findByRole("button", { name: "Upgrade to Church Premium" }));
    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith(checkoutOut().url));
    expect(await api.sent("/api/billing/checkout")[0]!.json()).toEqual({
      priceId: "church_yearly",
      role: "church",
      mode: "subscription",
      quantity: 1,
      successUrl: "/church/complete-profile?session_id={CHECKOUT_SESSION_ID}",
      cancelUrl: "/pricing?payment=cancelled",
    });
  });

  it("upgrades a free speaker to Speaker Pro, back to the dashboard", async () => {
    setSession(sessionBody({ role: "speaker", needs_onboarding: false }));
    const api = stubApi({ "/api/billing/plans": () => json(200, CATALOGUE), "/api/billing/checkout": () => json(200, checkoutOut()) });
    watchProviderPages();
    const user = userEvent.setup();
    renderPricing();
    await user.click(await screen.findByRole("button", { name: "Upgrade to Speaker Pro" }));
    expect(await screen.findByRole("button", { name: "Setting up payment..." })).toBeDisabled();
    await vi.waitFor(() => expect(api.sent("/api/billing/checkout")).toHaveLength(1));
    const body = await api.sent("/api/billing/checkout")[0]!.json();
    expect(body).toMatchObject({
      priceId: "speaker_monthly",
      role: "speaker",
      successUrl: "/dashboard?payment=success&session_id={CHECKOUT_SESSION_ID}",
      cancelUrl: "/pricing?payment=cancelled",
    });
    expect(screen.queryByRole("button", { name: "Upgrade to Church Premium" })).not.toBeInTheDocument();
  });

  it("says when the upgrade could not start, in the spec's words", async () => {
    setSession(sessionBody({ role: "musician", needs_onboarding: false }));
    stubApi({
      "/api/billing/plans": () => json(200, CATALOGUE),
      "/api/billing/checkout": () => apiError(503, "payments_unavailable", "Payment service temporarily unavailable."),
    });
    const user = userEvent.setup();
    renderPricing();
    await user.click(await screen.findByRole("button", { name: "Upgrade to Musician Pro" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/^Upgrade service temporarily unavailable/);
    expect(screen.getByRole("button", { name: "Upgrade to Musician Pro" })).toBeEnabled();
  });

  it("tells a church's other members that its admins choose the plan", async () => {
    setSession(sessionBody(churchMember("member")));
    stubApi({ "/api/billing/plans": () => json(200, CATALOGUE) });
    renderPricing();
    expect(await screen.findByText("Your church's admins choose its plan.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Upgrade/ })).not.toBeInTheDocument();
  });

  it("notes a cancelled checkout", async () => {
    stubApi({ "/api/billing/plans": () => json(200, CATALOGUE) });
    renderPricing("/pricing?payment=cancelled");
    expect(await screen.findByText(/Payment cancelled\. You haven't been charged/)).toBeInTheDocument();
  });

  it("offers to try again when the plans cannot load", async () => {
    let calls = 0;
    stubApi({ "/api/billing/plans": () => (++calls === 1 ? apiError(500, "internal", "Boom") : json(200, CATALOGUE)) });
    const user = userEvent.setup();
    renderPricing();
    await user.click(await screen.findByRole("button", { name: "Try Again" }));
    expect(await screen.findByText("$49/month")).toBeInTheDocument();
  });
});
