import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BuyPostingPack } from "@/features/billing/components/buy-posting-pack";
import { FeatureBoost } from "@/features/billing/slots";
import { CATALOGUE, checkoutOut } from "@/features/billing/test-fixtures";
import { ChurchOpportunities, PostingsLeft } from "@/features/dashboards/components/church-sections";
import { managedOpportunity, quota } from "@/features/dashboards/test-fixtures";
import type { Opportunity } from "@/features/opportunities/api/opportunities-api";
import { OpportunityPage } from "@/features/opportunities/pages/opportunity-page";
import { OPPORTUNITY_ID, opportunity } from "@/features/opportunities/test-fixtures";
import { clearSession, setSession } from "@/lib/auth/session";
import { apiError, churchMember, json, renderRoutes, sessionBody, stubApi, watchProviderPages } from "@/test/app-testing";

/* Billing's pieces on other features' pages, composed as the route table composes them. */

const USER_ID = "7d1f7c8e-2b7a-4c47-9a3e-0d6c2c3f4a11";

function renderSection(element: ReactNode) {
  return renderRoutes([{ path: "/", element }], "/");
}

const page = (items: unknown[], next_cursor: string | null = null) => json(200, { items, next_cursor });

function renderOpportunity() {
  return renderRoutes(
    [{ path: "/opportunities/:id", element: <OpportunityPage featureBoost={FeatureBoost} suggestedTalent={() => null} /> }],
    `/opportunities/${OPPORTUNITY_ID}`,
  );
}

function stubOpportunity(answer: Opportunity, more: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({ [`/api/opportunities/${OPPORTUNITY_ID}`]: () => json(200, answer), ...more });
}

describe("Featured boosts and posting packs on the church dashboard (spec 02 §7.6)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("offers Feature on open opportunities to those who may buy, and says until when a boost runs", async () => {
    const api = stubApi({
      "/api/opportunities/mine": () =>
        page([
          managedOpportunity({ id: "opp-1", title: "Advent Revival Weekend" }),
          managedOpportunity({ id: "opp-2", title: "Youth Retreat", featured: true, featured_until: "2026-12-20T17:00:00Z" }),
          managedOpportunity({ id: "opp-3", title: "Spring Draft", status: "draft" }),
        ]),
      "/api/opportunities/quota": () => json(200, quota()),
      "/api/billing/plans": () => json(200, CATALOGUE),
      "/api/billing/checkout": () => json(200, checkoutOut()),
    });
    const leave = watchProviderPages();
    const user = userEvent.setup();
    renderSection(<ChurchOpportunities userId={USER_ID} featureBoost={FeatureBoost} />);
    const [open, featured, draft] = await within(await screen.findByRole("list")).findAllByRole("listitem");
    expect(await within(open!).findByRole("button", { name: "Feature Advent Revival Weekend for 14 days, $19" })).toHaveTextContent("Feature · $19");
    expect(featured).toHaveTextContent("Featured until Dec 20, 2026");
    expect(within(featured!).queryByRole("button", { name: /^Feature/ })).not.toBeInTheDocument();
    expect(within(draft!).queryByRole("button", { name: /^Feature/ })).not.toBeInTheDocument();
    await user.click(within(open!).getByRole("button", { name: /^Feature/ }));
    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith(checkoutOut().url));
    expect(await api.sent("/api/billing/checkout")[0]!.json()).toMatchObject({
      priceId: "featured_boost",
      metadata: { opportunity_id: "opp-1", type: "featured_boost" },
      successUrl: "/dashboard?boost=success&opportunity_id=opp-1",
    });
  });

  it("offers no Feature to those who may not buy", async () => {
    stubApi({
      "/api/opportunities/mine": () => page([managedOpportunity({ id: "opp-1", title: "Advent Revival Weekend" })]),
      "/api/opportunities/quota": () => json(200, quota()),
    });
    renderSection(<ChurchOpportunities userId={USER_ID} />);
    await screen.findByRole("link", { name: "Advent Revival Weekend" });
    expect(screen.queryByRole("button", { name: /^Feature/ })).not.toBeInTheDocument();
  });

  it("sells a posting pack from the month's card, saying why it could not start", async () => {
    const api = stubApi({
      "/api/opportunities/quota": () => json(200, quota({ postings_left: 0 })),
      "/api/billing/plans": () => json(200, CATALOGUE),
      "/api/billing/checkout": () => apiError(401, "not_authenticated", "Sign in"),
    });
    const user = userEvent.setup();
    renderSection(<PostingsLeft userId={USER_ID} buyPostingPack={BuyPostingPack} />);
    await user.click(await screen.findByRole("button", { name: "Buy 3 more postings" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("You must be logged in to purchase additional postings");
    expect(await api.sent("/api/billing/checkout")[0]!.json()).toEqual({
      priceId: "additional_posting_pack",
      role: "church",
      mode: "payment",
      quantity: 1,
      metadata: { type: "additional_posting_pack" },
      successUrl: "/dashboard?posting_pack=success",
      cancelUrl: "/dashboard?posting_pack=cancelled",
    });
    expect(screen.getByText("$29 once, usable for 12 months.")).toBeInTheDocument();
  });

  it("sells no pack to those who may not buy", async () => {
    stubApi({ "/api/opportunities/quota": () => json(200, quota()) });
    renderSection(<PostingsLeft userId={USER_ID} />);
    await screen.findByText("Postings left this month:");
    expect(screen.queryByRole("button", { name: "Buy 3 more postings" })).not.toBeInTheDocument();
  });
});

describe("/opportunities/:id: its featured boost, for its church", () => {
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  const managed = (changes: Partial<Opportunity> = {}) => opportunity(changes, { can_manage: true });
  const admin = (premium: boolean) =>
    sessionBody({ ...churchMember("admin"), premium, plan: premium ? "church_monthly" : "free" });

  it("lets a premium church's admin feature an open one through the boost's checkout", async () => {
    setSession(admin(true));
    const { sent } = stubOpportunity(managed(), { "/api/billing/checkout": () => json(200, checkoutOut()) });
    const leave = watchProviderPages();
    const user = userEvent.setup();
    renderOpportunity();
    const manage = await screen.findByRole("region", { name: "Manage this opportunity" });
    await user.click(within(manage).getByRole("button", { name: /^Feature Fall revival guest speaker for 14 days/ }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith(checkoutOut().url));
    expect(await sent("/api/billing/checkout")[0]!.json()).toEqual({
      priceId: "featured_boost",
      role: "church",
      mode: "payment",
      quantity: 1,
      metadata: { opportunity_id: OPPORTUNITY_ID, type: "featured_boost" },
      successUrl: `/dashboard?boost=success&opportunity_id=${OPPORTUNITY_ID}`,
      cancelUrl: "/dashboard?boost=cancelled",
    });
  });

  it("says until when a boost runs, to all its managers", async () => {
    setSession(sessionBody({ ...churchMember("leader"), premium: true }));
    stubOpportunity(managed({ featured: true, featured_until: "2026-12-20T17:00:00Z" }));
    renderOpportunity();
    const manage = await screen.findByRole("region", { name: "Manage this opportunity" });
    expect(within(manage).getByText("Featured until Dec 20, 2026")).toBeInTheDocument();
    expect(within(manage).queryByRole("button", { name: /^Feature/ })).toBeNull();
  });

  it("offers no boost to a leader, a free church, or for a draft", async () => {
    setSession(sessionBody({ ...churchMember("leader"), premium: true }));
    stubOpportunity(managed());
    renderOpportunity();
    const manage = await screen.findByRole("region", { name: "Manage this opportunity" });
    expect(within(manage).queryByRole("button", { name: /^Feature/ })).toBeNull();
    cleanup();
    setSession(admin(false));
    renderOpportunity();
    expect(within(await screen.findByRole("region", { name: "Manage this opportunity" })).queryByRole("button", { name: /^Feature/ })).toBeNull();
    cleanup();
    setSession(admin(true));
    stubOpportunity(managed({ status: "draft" }));
    renderOpportunity();
    expect(within(await screen.findByRole("region", { name: "Manage this opportunity" })).queryByRole("button", { name: /^Feature/ })).toBeNull();
  });
});
