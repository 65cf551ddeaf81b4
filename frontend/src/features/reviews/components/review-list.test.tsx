import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { clearSession, setSession } from "@/lib/auth/session";
import { json, renderRoutes, sessionBody, stubApi } from "@/test/app-testing";
import { ReviewsSection } from "./review-list";
import type { Review } from "../api/reviews-api";

function review(overrides: Partial<Review>): Review {
  return {
    id: "v1",
    side: "talent",
    author: { id: "u-1", name: "Ruth Baker", role: "speaker", photo: null },
    rating: 5,
    text: "A warm welcome and a fine sound team.",
    created_at: "2026-11-20T09:00:00Z",
    released_at: "2026-11-21T09:00:00Z",
    reply: null,
    replied_at: null,
    mine: false,
    ...overrides,
  };
}

const MINE = review({ id: "v-mine", mine: true });
const THEIRS = review({ id: "v-theirs", author: { id: "u-2", name: "Sam Pike", role: "musician", photo: null }, rating: 2, text: "Late twice." });

function renderReviews(canReply: boolean) {
  const api = stubApi({ "/api/reviews": () => json(200, { items: [MINE, THEIRS], next_cursor: null, average: 3.5, count: 2 }) });
  renderRoutes(
    [{ path: "/", element: <ReviewsSection subject={{ church_id: "c1" }} reviewedName="Grace Church" canReply={canReply} /> }],
    "/",
  );
  return api;
}

const items = async () => within(await screen.findByRole("list", { name: "Reviews of Grace Church" })).getAllByRole("listitem");

afterEach(() => clearSession());

describe("ReviewsSection", () => {
  it("offers Report on others' reviews but not on one's own", async () => {
    setSession(sessionBody({ needs_onboarding: false }));
    const api = renderReviews(false);
    const [mine, theirs] = await items();
    expect(within(mine!).queryByRole("button", { name: /^Report/ })).not.toBeInTheDocument();
    expect(within(theirs!).getByRole("button", { name: "Report review by Sam Pike" })).toBeInTheDocument();
    // Asked as the signed-in reader, who is told which reviews are theirs.
    expect(api.sent("/api/reviews")[0]!.headers.get("Authorization")).toBe("Bearer access");
  });

  it("lets the reviewed party report a review of them as well as reply to it", async () => {
    setSession(sessionBody({ needs_onboarding: false }));
    renderReviews(true);
    const [, theirs] = await items();
    expect(within(theirs!).getByRole("button", { name: "Report review by Sam Pike" })).toBeInTheDocument();
    expect(within(theirs!).getByRole("button", { name: "Reply to Sam Pike" })).toBeInTheDocument();
  });

  it("offers no Report to visitors who are not signed in", async () => {
    renderReviews(false);
    const [, theirs] = await items();
    expect(within(theirs!).queryByRole("button", { name: /^Report/ })).not.toBeInTheDocument();
  });
});
