import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, json, renderRoutes, stubApi, watchProviderPages } from "@/test/app-testing";
import type { TestCheckout, TestPortal } from "../api/billing-api";
import { TestPaymentPage } from "./test-payment-page";

const SESSION = "cs_test_Q1w2E3";
const PORTAL = "bps_test_Z9x8C7";
const CHURCH_MONTHLY = { key: "church_monthly", name: "Church Premium", interval: "month" as const, price_cents: 4900 };

function checkout(changes: Partial<TestCheckout> = {}): TestCheckout {
  return {
    id: SESSION,
    status: "open",
    mode: "subscription",
    item: CHURCH_MONTHLY,
    quantity: 1,
    amount_cents: 4900,
    currency: "usd",
    customer_email: "office@grace.example.org",
    opportunity_title: null,
    ...changes,
  };
}

function portal(changes: Partial<TestPortal["subscriptions"][number]> = {}): TestPortal {
  return {
    id: PORTAL,
    customer_email: "office@grace.example.org",
    return_url: "http://127.0.0.1:8000/subscription",
    subscriptions: [
      {
        id: "sub_test_1",
        item: CHURCH_MONTHLY,
        status: "active",
        current_period_end: "2027-01-15T12:00:00Z",
        cancel_at_period_end: false,
        switch_to: { key: "church_yearly", name: "Church Premium", interval: "year", price_cents: 49000 },
        ...changes,
      },
    ],
  };
}

function renderTestPayment(search: string) {
  return renderRoutes([{ path: "/test-payment", element: <TestPaymentPage /> }], `/test-payment${search}`);
}

const checkoutPath = `/api/test-payment/checkout/${SESSION}`;
const portalPath = `/api/test-payment/portal/${PORTAL}`;

describe("/test-payment: the test provider's checkout", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("says it is test mode and shows the item and its amount", async () => {
    stubApi({ [checkoutPath]: () => json(200, checkout()) });
    renderTestPayment(`?session=${SESSION}`);
    expect(screen.getByText("TEST MODE")).toBeInTheDocument();
    expect(screen.getByRole("status", { name: "Loading the checkout" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Church Premium" })).toBeInTheDocument();
    expect(screen.getByText("Church Premium (monthly)")).toBeInTheDocument();
    expect(screen.getByText("$49.00 a month")).toBeInTheDocument();
    expect(screen.getByText("Checkout for office@grace.example.org")).toBeInTheDocument();
  });

  it("names the boosted opportunity", async () => {
    stubApi({
      [checkoutPath]: () =>
        json(200, checkout({ mode: "payment", item: { key: "featured_boost", name: "Featured boost", interval: "once", price_cents: 1900 }, amount_cents: 1900, opportunity_title: "Advent Revival" })),
    });
    renderTestPayment(`?session=${SESSION}`);
    expect(await screen.findByText("Advent Revival")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Pay $19.00" })).toBeInTheDocument();
  });

  it("pays and follows the provider back to Steeple", async () => {
    const back = "http://127.0.0.1:8000/church/complete-profile?session_id=" + SESSION;
    const api = stubApi({ [checkoutPath]: () => json(200, checkout()), [`${checkoutPath}/pay`]: () => json(200, { redirect_url: back }) });
    const leave = watchProviderPages();
    const user = userEvent.setup();
    renderTestPayment(`?session=${SESSION}`);
    await user.click(await screen.findByRole("button", { name: "Pay $49.00" }));
    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith(back));
    expect(await api.sent(`${checkoutPath}/pay`)[0]!.json()).toEqual({ card: "success" });
    expect(screen.getByRole("button", { name: "Paying..." })).toBeDisabled();
  });

  it("says a declined card was declined and stays open", async () => {
    const api = stubApi({
      [checkoutPath]: () => json(200, checkout()),
      [`${checkoutPath}/pay`]: () => apiError(402, "card_declined", "Your card was declined."),
    });
    const leave = watchProviderPages();
    const user = userEvent.setup();
    renderTestPayment(`?session=${SESSION}`);
    await user.click(await screen.findByRole("button", { name: "Decline card" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Your card was declined.");
    expect(await api.sent(`${checkoutPath}/pay`)[0]!.json()).toEqual({ card: "decline" });
    expect(screen.getByRole("button", { name: "Pay $49.00" })).toBeEnabled();
    expect(leave).not.toHaveBeenCalled();
  });

  it("cancels back to where the checkout began", async () => {
    const api = stubApi({
      [checkoutPath]: () => json(200, checkout()),
      [`${checkoutPath}/cancel`]: () => json(200, { redirect_url: "http://127.0.0.1:8000/pricing?payment=cancelled" }),
    });
    const leave = watchProviderPages();
    const user = userEvent.setup();
    renderTestPayment(`?session=${SESSION}`);
    await user.click(await screen.findByRole("button", { name: "Cancel" }));
    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith("http://127.0.0.1:8000/pricing?payment=cancelled"));
    expect(api.sent(`${checkoutPath}/cancel`)).toHaveLength(1);
  });

  it("shows how a closed checkout stands instead of its buttons", async () => {
    stubApi({ [checkoutPath]: () => json(200, checkout({ status: "complete" })) });
    renderTestPayment(`?session=${SESSION}`);
    expect(await screen.findByText("This checkout is already paid.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Pay/ })).not.toBeInTheDocument();
  });

  it("says an unknown checkout link is not valid", async () => {
    stubApi({});
    renderTestPayment(`?session=${SESSION}`);
    expect(await screen.findByText(/This checkout link isn't valid/)).toBeInTheDocument();
  });

  it("says when neither a checkout nor a portal is named", () => {
    stubApi({});
    renderTestPayment("");
    expect(screen.getByText("This address has no checkout or billing portal in it.")).toBeInTheDocument();
  });
});

describe("/test-payment: the test provider's billing portal", () => {
  it("lists the subscriptions and switches one to yearly", async () => {
    const api = stubApi({
      [portalPath]: () => json(200, portal()),
      [`${portalPath}/change-plan`]: () =>
        json(200, portal({ item: { ...CHURCH_MONTHLY, key: "church_yearly", interval: "year", price_cents: 49000 }, switch_to: { ...CHURCH_MONTHLY } })),
    });
    const user = userEvent.setup();
    renderTestPayment(`?portal=${PORTAL}`);
    const row = (await screen.findByText("Renews on Jan 15, 2027")).closest("li") as HTMLElement;
    expect(within(row).getByText("$49/month")).toBeInTheDocument();
    await user.click(within(row).getByRole("button", { name: "Switch to yearly ($490/year)" }));
    expect(await screen.findByText("$490/year")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Switch to monthly ($49/month)" })).toBeInTheDocument();
    expect(await api.sent(`${portalPath}/change-plan`)[0]!.json()).toEqual({ subscription_id: "sub_test_1", plan_key: "church_yearly" });
    expect(screen.getByRole("link", { name: "Return to Steeple" })).toHaveAttribute("href", "http://127.0.0.1:8000/subscription");
  });

  it("cancels, resumes and simulates a failed payment", async () => {
    const api = stubApi({
      [portalPath]: () => json(200, portal()),
      [`${portalPath}/cancel`]: () => json(200, portal({ cancel_at_period_end: true })),
      [`${portalPath}/resume`]: () => json(200, portal()),
      [`${portalPath}/fail-payment`]: () => json(200, portal({ status: "past_due" })),
    });
    const user = userEvent.setup();
    renderTestPayment(`?portal=${PORTAL}`);
    await user.click(await screen.findByRole("button", { name: "Cancel plan" }));
    expect(await screen.findByText("Ends on Jan 15, 2027")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Resume" }));
    expect(await screen.findByText("Renews on Jan 15, 2027")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Simulate failed payment" }));
    expect(await screen.findByText("Payment overdue")).toBeInTheDocument();
    for (const action of ["cancel", "resume", "fail-payment"]) {
      expect(await api.sent(`${portalPath}/${action}`)[0]!.json()).toEqual({ subscription_id: "sub_test_1" });
    }
  });

  it("says an unknown portal link is not valid", async () => {
    stubApi({});
    renderTestPayment(`?portal=${PORTAL}`);
    expect(await screen.findByText(/This billing portal link isn't valid/)).toBeInTheDocument();
  });
});
