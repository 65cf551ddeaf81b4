import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { apiError, json, renderRoutes, stubApi } from "@/test/app-testing";
import { offered, opportunityCard, summary } from "../test-fixtures";
import { ApplicationsLeft, ApplicationsOverview, OffersWaiting, RecommendedOpportunities } from "./talent-sections";

const USER_ID = "7d1f7c8e-2b7a-4c47-9a3e-0d6c2c3f4a11";

function renderSection(element: ReactNode) {
  return renderRoutes([{ path: "/", element }], "/");
}

const region = (name: string) => screen.getByRole("region", { name });

describe("Your applications", () => {
  it("counts the talent's applications by status, each linking to its list", async () => {
    const by_status = { ...summary().by_status, submitted: 2, shortlisted: 1, offered: 1, not_selected: 3 };
    stubApi({ "/api/applications/summary": () => json(200, summary({ by_status })) });
    renderSection(<ApplicationsOverview userId={USER_ID} />);
    expect(screen.getByRole("status", { name: "Loading your applications" })).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Submitted: 2" })).toHaveAttribute("href", "/applications?status=submitted");
    const expected = [
      ["Submitted: 2", "submitted"],
      ["Shortlisted: 1", "shortlisted"],
      ["Offer received: 1", "offered"],
      ["Confirmed: 0", "hire_confirmed"],
      ["Offer declined: 0", "rejected"],
      ["Not selected: 3", "not_selected"],
      ["Withdrawn: 0", "withdrawn"],
      ["Offer expired: 0", "expired"],
    ];
    const tiles = within(screen.getByRole("list")).getAllByRole("link");
    expect(tiles.map((tile) => [tile.getAttribute("aria-label"), tile.getAttribute("href")])).toEqual(
      expected.map(([name, status]) => [name, `/applications?status=${status}`]),
    );
    expect(screen.getByRole("link", { name: "See all applications" })).toHaveAttribute("href", "/applications");
  });

  it("invites a talent who has not applied yet to browse", async () => {
    stubApi({ "/api/applications/summary": () => json(200, summary()) });
    renderSection(<ApplicationsOverview userId={USER_ID} />);
    expect(await screen.findByText("You haven't applied to anything yet.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse opportunities" })).toHaveAttribute("href", "/opportunities");
    expect(screen.queryByRole("link", { name: "See all applications" })).not.toBeInTheDocument();
  });

  it("says so when the summary cannot load, and tries again", async () => {
    let calls = 0;
    stubApi({
      "/api/applications/summary": () =>
        ++calls <= 2 ? apiError(500, "server_error", "Boom") : json(200, summary({ by_status: { ...summary().by_status, submitted: 1 } })),
    });
    const user = userEvent.setup();
    renderSection(<ApplicationsOverview userId={USER_ID} />);
    // A server error is tried once more (after a second) before the section gives up.
    const alert = await screen.findByRole("alert", {}, { timeout: 3000 });
    expect(alert).toHaveTextContent("We couldn't load your applications.");
    expect(alert).toHaveTextContent("Something went wrong on our side.");
    const retry = within(alert).getByRole("button", { name: "Try again" });
    expect(retry).toHaveAccessibleDescription(/We couldn't load your applications/);
    await user.click(retry);
    expect(await screen.findByRole("link", { name: "Submitted: 1" })).toBeInTheDocument();
  });
});

describe("Offers waiting", () => {
  it("lists each offer with its church, position and respond-by date, and a link to review it", async () => {
    const offers = [offered("app-1", "Advent Revival Weekend", "2026-12-01"), offered("app-2", "Easter Sunrise Service", "2027-03-20")];
    stubApi({ "/api/applications/summary": () => json(200, summary({ offers_waiting: offers })) });
    renderSection(<OffersWaiting userId={USER_ID} />);
    const first = await screen.findByRole("link", { name: "Review offer for Advent Revival Weekend" });
    expect(first).toHaveAttribute("href", "/application/app-1");
    expect(screen.getByRole("link", { name: "Review offer for Easter Sunrise Service" })).toHaveAttribute("href", "/application/app-2");
    const items = within(region("Offers waiting")).getAllByRole("listitem");
    expect(items[0]).toHaveTextContent("Advent Revival Weekend");
    expect(items[0]).toHaveTextContent("Grace Chapel · Guest speaker");
    expect(items[0]).toHaveTextContent("Respond by Tue, Dec 1, 2026");
    expect(items[1]).toHaveTextContent("Respond by Sat, Mar 20, 2027");
  });

  it("says when no offer is waiting", async () => {
    stubApi({ "/api/applications/summary": () => json(200, summary()) });
    renderSection(<OffersWaiting userId={USER_ID} />);
    expect(await screen.findByText("No offers waiting.")).toBeInTheDocument();
  });
});

describe("Applications left this month", () => {
  it("counts what the free plan has left", async () => {
    stubApi({ "/api/applications/summary": () => json(200, summary({ applications_left: 3 })) });
    renderSection(<ApplicationsLeft userId={USER_ID} />);
    expect(await screen.findByText("3 of 5")).toBeInTheDocument();
    expect(region("This month")).toHaveTextContent("Applications left this month: 3 of 5");
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });

  it("says Pro is unlimited", async () => {
    stubApi({ "/api/applications/summary": () => json(200, summary({ applications_left: null, monthly_allowance: null })) });
    renderSection(<ApplicationsLeft userId={USER_ID} />);
    expect(await screen.findByText("Unlimited with Pro")).toBeInTheDocument();
  });

  it("points to Pro when none are left", async () => {
    stubApi({ "/api/applications/summary": () => json(200, summary({ applications_left: 0 })) });
    renderSection(<ApplicationsLeft userId={USER_ID} />);
    expect(await screen.findByText("0 of 5")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Pro gives you unlimited applications" })).toHaveAttribute("href", "/pricing");
  });
});

describe("Opportunities that fit you", () => {
  it("shows up to 6 cards: title linking to the opportunity, church, date in its timezone, place, positions", async () => {
    const cards = [
      opportunityCard({ id: "opp-1", title: "Advent Revival Weekend" }),
      opportunityCard({ id: "opp-2", title: "Online Prayer Night", online: true, timezone: "America/Los_Angeles" }),
      ...Array.from({ length: 5 }, (_, index) => opportunityCard({ id: `more-${index}`, title: `More ${index}` })),
    ];
    stubApi({ "/api/opportunities/recommended": () => json(200, cards) });
    renderSection(<RecommendedOpportunities userId={USER_ID} />);
    expect(await screen.findByRole("link", { name: "Advent Revival Weekend" })).toHaveAttribute("href", "/opportunities/opp-1");
    const articles = screen.getAllByRole("article");
    expect(articles).toHaveLength(6);
    const plain = (element: HTMLElement | undefined) => element?.textContent.replace(/\s/g, " ");
    expect(plain(articles[0])).toContain("Grace Chapel");
    expect(plain(articles[0])).toContain("Fri, Dec 11, 2026, 7:00 – 9:00 PM EST");
    expect(plain(articles[0])).toContain("Dayton, OH");
    expect(plain(articles[0])).toContain("Guest speaker · Keyboardist (2)");
    expect(plain(articles[1])).toContain("Fri, Dec 11, 2026, 4:00 – 6:00 PM PST");
    expect(plain(articles[1])).toContain("Online");
  });

  it("shows each card's fit, and why on demand", async () => {
    const fit = {
      score: 87,
      reasons: [
        { factor: "tradition", kind: "match" as const, text: "Same tradition: Baptist", points: 23 },
        { factor: "worship_style", kind: "gap" as const, text: "Worship style blended; contemporary was asked for", points: 0 },
      ],
      not_stated: ["No reviews yet"],
    };
    stubApi({ "/api/opportunities/recommended": () => json(200, [opportunityCard({ id: "opp-1", fit })]) });
    renderSection(<RecommendedOpportunities userId={USER_ID} />);
    expect(await screen.findByText("87% fit")).toBeInTheDocument();
    const why = screen.getByRole("button", { name: "Why this match" });
    expect(why).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByText("Same tradition: Baptist")).not.toBeVisible();
    await userEvent.click(why);
    expect(why).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("Same tradition: Baptist")).toBeVisible();
    expect(screen.getByText("+23")).toBeVisible();
    expect(screen.getByText("gap")).toBeVisible();
    expect(screen.getByText("Left out (not stated): No reviews yet")).toBeVisible();
  });

  it("points to all opportunities when none fit yet", async () => {
    stubApi({ "/api/opportunities/recommended": () => json(200, []) });
    renderSection(<RecommendedOpportunities userId={USER_ID} />);
    expect(await screen.findByText("Nothing fits yet.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse opportunities" })).toHaveAttribute("href", "/opportunities");
  });

  it("shows the server's refusal as it is", async () => {
    stubApi({ "/api/opportunities/recommended": () => apiError(403, "forbidden", "Recommendations are for speakers and musicians.") });
    renderSection(<RecommendedOpportunities userId={USER_ID} />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Recommendations are for speakers and musicians.");
  });
});
