import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearSession, setSession } from "@/lib/auth/session";
import { subscriptionInfo } from "@/features/billing/test-fixtures";
import { json, renderRoutes, sessionBody, stubApi } from "@/test/app-testing";
import { PaymentBanner } from "./payment-banner";

const USER_ID = "7d1f7c8e-2b7a-4c47-9a3e-0d6c2c3f4a11";

function renderBanner(search: string) {
  return renderRoutes([{ path: "/speaking-dashboard", element: <PaymentBanner userId={USER_ID} /> }], `/speaking-dashboard${search}`);
}

const proPlan = () => subscriptionInfo({ plan: "speaker_monthly", planName: "Speaker Pro", premium: true, status: "active" });

describe("the dashboard's checkout banners (spec 02 §7.6)", () => {
  afterEach(() => clearSession());

  it.each([
    ["?payment=cancelled", "Payment cancelled"],
    ["?boost=success&opportunity_id=opp-1", "Featured boost purchased"],
    ["?boost=cancelled", "Featured boost cancelled"],
    ["?posting_pack=success", "Posting pack purchased"],
    ["?posting_pack=cancelled", "Posting pack cancelled"],
  ])("%s says %s", async (search, title) => {
    stubApi({});
    renderBanner(search);
    expect(await screen.findByText(title)).toBeInTheDocument();
  });

  it("shows nothing without a checkout's parameters", () => {
    stubApi({});
    const { container } = renderBanner("?tab=1");
    expect(container).toBeEmptyDOMElement();
  });

  it("waits for a bought plan to arrive, then says it is active", async () => {
    setSession(sessionBody({ role: "speaker", needs_onboarding: false }));
    let calls = 0;
    stubApi({
      "/api/billing/subscription": () => json(200, ++calls === 1 ? subscriptionInfo() : proPlan()),
      "/api/users/me": () => json(200, { ...sessionBody().user, role: "speaker", plan: "speaker_monthly", premium: true }),
    });
    renderBanner("?payment=success&session_id=cs_test_1");
    expect(await screen.findByText("Payment successful")).toBeInTheDocument();
    expect(screen.getByText("Activating your plan…")).toBeInTheDocument();
    expect(await screen.findByText("Thank you! Your plan is active.", {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it("goes away when dismissed, taking its parameters from the address", async () => {
    stubApi({});
    const user = userEvent.setup();
    const { router } = renderBanner("?posting_pack=success&keep=1");
    await user.click(await screen.findByRole("button", { name: "Dismiss" }));
    expect(screen.queryByText("Posting pack purchased")).not.toBeInTheDocument();
    await vi.waitFor(() => expect(router.state.location.search).toBe("?keep=1"));
  });
});
