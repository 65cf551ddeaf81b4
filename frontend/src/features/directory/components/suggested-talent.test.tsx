import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { json, renderRoutes, stubApi } from "@/test/app-testing";
import { talentCard } from "../test-fixtures";
import { SuggestedTalent } from "./suggested-talent";

const OPPORTUNITY = "11111111-2222-4333-8444-555555555555";
const SUGGESTED = `/api/opportunities/${OPPORTUNITY}/suggested-talent`;
const INVITE = `/api/opportunities/${OPPORTUNITY}/invitations`;
const FIT = {
  score: 92,
  reasons: [{ factor: "tradition", kind: "match" as const, text: "Same tradition: Baptist", points: 22 }],
  not_stated: [],
};

function renderSuggested() {
  return renderRoutes([{ path: "/opportunities/:id", element: <SuggestedTalent opportunityId={OPPORTUNITY} /> }], `/opportunities/${OPPORTUNITY}`);
}

describe("suggested talent", () => {
  it("lists who fits best with their fit, and asks one of them to apply once", async () => {
    let invited = false;
    const anna = talentCard({ name: "Anna Perfect", city: "Xenia", state: "OH", distance_miles: 14, fit: FIT });
    const { sent } = stubApi({
      [SUGGESTED]: () => json(200, [{ ...anna, invited }]),
      [INVITE]: () => {
        invited = true;
        return new Response(null, { status: 204 });
      },
    });
    renderSuggested();
    expect(await screen.findByRole("heading", { name: "Suggested talent" })).toBeInTheDocument();
    expect(await screen.findByText("92% fit")).toBeInTheDocument();
    expect(screen.getByText("Xenia, OH · about 14 miles away")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Invite to apply: Anna Perfect" }));
    await waitFor(() => expect(sent(INVITE)).toHaveLength(1));
    expect(await sent(INVITE)[0]?.json()).toEqual({ talent_id: anna.user_id });
    expect(await screen.findByText("Invited to apply")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Invite to apply/ })).not.toBeInTheDocument();
  });

  it("says so when nobody fits", async () => {
    stubApi({ [SUGGESTED]: () => json(200, []) });
    renderSuggested();
    expect(await screen.findByText(/No one fits yet/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Search all talent for this opportunity" })).toHaveAttribute(
      "href",
      `/talent?fit_for=${OPPORTUNITY}&sort=fit`,
    );
  });
});
