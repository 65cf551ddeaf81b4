import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearSession, setSession } from "@/lib/auth/session";
import { churchPremium, subscriptionInfo } from "@/features/billing/test-fixtures";
import { apiError, churchMember, json, renderRoutes, sessionBody, stubApi, watchProviderPages } from "@/test/app-testing";
import { SubscriptionPage } from "./subscription-page";

function payment(index: number, changes: Record<string, unknown> = {}) {
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`,
    plan_key: "church_monthly",
    description: `Church Premium (monthly) #${index}`,
    amount_cents: 4900,
    currency: "usd",
    status: "paid",
    opportunity_id: null,
    occurred_at: "2026-11-02T12:00:00Z",
    ...changes,
  };
}

function renderSubscription() {
  return renderRoutes([{ path: "/subscription", element: <SubscriptionPage /> }], "/subscription");
}

const noPayments = () => json(200, { items: [], next_cursor: null });

describe("/subscription", () => {
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it("shows the plan, its price, status and renewal date, and the test-mode note", async () => {
    setSession(sessionBody(churchMember("admin")));
    stubApi({ "/api/billing/subscription": () => json(200, churchPremium()), "/api/billing/payments": noPayments });
    renderSubscription();
    expect(screen.getByRole("status", { name: "Loading your subscription" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Church Premium" })).toBeInTheDocument();
    expect(screen.getByText("$49.00 a month")).toBeInTheDocument();
    expect(screen.getByText("Active")).toBeInTheDocument();
    expect(screen.getByText("Renews on Jan 15, 2027")).toBeInTheDocument();
    expect(screen.getByText(/^Test mode:/)).toBeInTheDocument();
    expect(await screen.findByText("No payments yet.")).toBeInTheDocument();
  });

  it("cancels at period end only after confirming, then shows the end date", async () => {
    setSession(sessionBody(churchMember("admin")));
    let cancelled = false;
    const api = stubApi({
      "/api/billing/subscription": () => json(200, churchPremium({ cancelAtPeriodEnd: cancelled })),
      "/api/billing/payments": noPayments,
      "/api/billing/cancel": () => {
        cancelled = true;
        return json(200, { success: true, error: null });
      },
    });
    const user = userEvent.setup();
    renderSubscription();
    await user.click(await screen.findByRole("button", { name: "Cancel subscription" }));
    const dialog = screen.getByRole("alertdialog", { name: "Cancel your subscription?" });
    expect(dialog).toHaveTextContent("You keep Church Premium until Jan 15, 2027");
    await user.click(within(dialog).getByRole("button", { name: "Keep my plan" }));
    expect(api.sent("/api/billing/cancel")).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Cancel subscription" }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Cancel subscription" }));
    expect(await screen.findByText("Ends on Jan 15, 2027")).toBeInTheDocument();
    expect(await api.sent("/api/billing/cancel")[0]!.json()).toEqual({ subscriptionId: "sub_test_1" });
    expect(screen.getByText(/Your subscription is cancelled and won't renew/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Cancel subscription" })).not.toBeInTheDocument();
  });

  it("says why a cancel failed", async () => {
    setSession(sessionBody(churchMember("admin")));
    stubApi({
      "/api/billing/subscription": () => json(200, churchPremium()),
      "/api/billing/payments": noPayments,
      "/api/billing/cancel": () => apiError(500, "internal", "Boom"),
    });
    const user = userEvent.setup();
    renderSubscription();
    await user.click(await screen.findByRole("button", { name: "Cancel subscription" }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Cancel subscription" }));
    expect(await screen.findByText("Failed to cancel subscription")).toBeInTheDocument();
  });

  it("opens the billing portal, coming back here", async () => {
    setSession(sessionBody(churchMember("admin")));
    const api = stubApi({
      "/api/billing/subscription": () => json(200, churchPremium()),
      "/api/billing/payments": noPayments,
      "/api/billing/portal": () => json(200, { success: true, url: "http://127.0.0.1/test-payment?portal=bps_test_1", error: null }),
    });
    const leave = watchProviderPages();
    const user = userEvent.setup();
    renderSubscription();
    await user.click(await screen.findByRole("button", { name: "Manage Billing" }));
    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith("http://127.0.0.1/test-payment?portal=bps_test_1"));
    expect(await api.sent("/api/billing/portal")[0]!.json()).toEqual({ returnUrl: "/subscription" });
  });

  it("lists payments newest first, a page at a time", async () => {
    setSession(sessionBody(churchMember("admin")));
    const api = stubApi({
      "/api/billing/subscription": () => json(200, churchPremium()),
      "/api/billing/payments": (request) =>
        new URL(request.url).searchParams.get("cursor") === "page-2"
          ? json(200, { items: [payment(3, { status: "failed" })], next_cursor: null })
          : json(200, { items: [payment(1), payment(2, { amount_cents: 1900, description: "Featured boost" })], next_cursor: "page-2" }),
    });
    const user = userEvent.setup();
    renderSubscription();
    const history = await screen.findByRole("region", { name: "Payment history" });
    expect(await within(history).findByText("Church Premium (monthly) #1")).toBeInTheDocument();
    expect(within(history).getByText("$19.00")).toBeInTheDocument();
    await user.click(within(history).getByRole("button", { name: "Load more" }));
    expect(await within(history).findByText("Church Premium (monthly) #3")).toBeInTheDocument();
    expect(within(history).getByText("Failed")).toBeInTheDocument();
    expect(within(history).getAllByRole("listitem")).toHaveLength(3);
    expect(within(history).queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
    expect(api.sent("/api/billing/payments")).toHaveLength(2);
  });

  it("asks for a refund within the guarantee, with an optional reason", async () => {
    setSession(sessionBody(churchMember("admin")));
    let requested = false;
    const api = stubApi({
      "/api/billing/subscription": () =>
        json(
          200,
          requested
            ? churchPremium({ premium: false, plan: "free", planName: "Free", status: "canceled", refundRequestedAt: "2026-11-03T12:00:00Z", refundEligibleUntil: "2099-11-12T12:00:00Z" })
            : churchPremium({ refundEligibleUntil: "2099-11-12T12:00:00Z" }),
        ),
      "/api/billing/payments": noPayments,
      "/api/billing/refund-request": () => {
        requested = true;
        return json(200, { success: true, error: null });
      },
    });
    const user = userEvent.setup();
    renderSubscription();
    const guarantee = await screen.findByRole("region", { name: "10-day money-back guarantee" });
    expect(guarantee).toHaveTextContent("Ask for a full refund until Nov 12, 2099");
    await user.click(within(guarantee).getByRole("button", { name: "Request a refund" }));
    const dialog = screen.getByRole("dialog", { name: "Request a refund" });
    await user.type(within(dialog).getByLabelText("Why are you leaving? (optional)"), "We merged with another church.");
    await user.click(within(dialog).getByRole("button", { name: "Request refund" }));
    expect(await screen.findByText(/You asked for a refund on Nov 3, 2026/)).toBeInTheDocument();
    expect(await api.sent("/api/billing/refund-request")[0]!.json()).toEqual({ reason: "We merged with another church." });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("keeps the refund dialog open with the server's reason when it refuses", async () => {
    setSession(sessionBody(churchMember("admin")));
    const message = "The money-back guarantee covers the first 10 days after your first payment.";
    stubApi({
      "/api/billing/subscription": () => json(200, churchPremium({ refundEligibleUntil: "2099-11-12T12:00:00Z" })),
      "/api/billing/payments": noPayments,
      "/api/billing/refund-request": () => apiError(409, "refund_window_closed", message),
    });
    const user = userEvent.setup();
    renderSubscription();
    await user.click(await screen.findByRole("button", { name: "Request a refund" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Request refund" }));
    expect(await within(screen.getByRole("dialog")).findByText(message)).toBeInTheDocument();
  });

  it("offers no refund once the guarantee has passed", async () => {
    setSession(sessionBody(churchMember("admin")));
    stubApi({
      "/api/billing/subscription": () => json(200, churchPremium({ refundEligibleUntil: "2020-01-01T00:00:00Z" })),
      "/api/billing/payments": noPayments,
    });
    renderSubscription();
    await screen.findByRole("heading", { name: "Church Premium" });
    expect(screen.queryByRole("region", { name: "10-day money-back guarantee" })).not.toBeInTheDocument();
  });

  it("shows a church's other members the plan, but neither its buttons nor its payments", async () => {
    setSession(sessionBody(churchMember("member")));
    const api = stubApi({ "/api/billing/subscription": () => json(200, churchPremium({ canManage: false })) });
    renderSubscription();
    expect(await screen.findByText("Your church's admins manage this plan.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Manage Billing" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Cancel subscription" })).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Payment history" })).not.toBeInTheDocument();
    expect(api.sent("/api/billing/payments")).toHaveLength(0);
  });

  it("points a free speaker to Pro", async () => {
    setSession(sessionBody({ role: "speaker", needs_onboarding: false }));
    stubApi({ "/api/billing/subscription": () => json(200, subscriptionInfo()), "/api/billing/payments": noPayments });
    renderSubscription();
    expect(await screen.findByRole("heading", { name: "Free" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go Pro" })).toHaveAttribute("href", "/payment/speaker");
    expect(screen.queryByRole("button", { name: "Manage Billing" })).not.toBeInTheDocument();
  });

  it("offers to try again when the subscription cannot load", async () => {
    setSession(sessionBody({ role: "speaker", needs_onboarding: false }));
    let down = true;
    stubApi({
      "/api/billing/subscription": () => (down ? apiError(503, "unavailable", "Down") : json(200, subscriptionInfo())),
      "/api/billing/payments": noPayments,
    });
    const user = userEvent.setup();
    renderSubscription();
    expect(await screen.findByText("We couldn't load your subscription.", {}, { timeout: 3000 })).toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Free" })).toBeInTheDocument();
  });
});
