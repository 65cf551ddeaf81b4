import { render, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { WithI18n } from "@/test/with-i18n";
import type { TalentCard } from "../api/directory-api";
import { talentCard } from "../test-fixtures";
import { TalentCardView } from "./talent-card";

function renderCard(card: TalentCard, showRole = false) {
  const router = createMemoryRouter([{ path: "/", element: <TalentCardView card={card} showRole={showRole} /> }]);
  const { container } = render(<RouterProvider router={router} />, { wrapper: WithI18n });
  return within(container).getByRole("article");
}

describe("directory card", () => {
  it("shows the name, location, topics and skills, and links to the speaker's profile", () => {
    const card = renderCard(
      talentCard({
        user_id: "11111111-1111-4111-8111-111111111111",
        name: "Ruth Baker",
        city: "Dayton",
        state: "OH",
        headline: "Revival preacher",
        topics: ["Youth", "Leadership"],
        skills: ["Preaching"],
      }),
    );
    expect(within(card).getByRole("heading", { name: "Ruth Baker" })).toBeInTheDocument();
    expect(card).toHaveAccessibleName("Ruth Baker");
    expect(within(card).getByText("Dayton, OH")).toBeInTheDocument();
    expect(within(card).getByText("Revival preacher")).toBeInTheDocument();
    expect(within(card).getByText("Youth")).toBeInTheDocument();
    expect(within(card).getByText("Preaching")).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "View profile of Ruth Baker" })).toHaveAttribute(
      "href",
      "/speakers/11111111-1111-4111-8111-111111111111",
    );
    // No photo: the initials stand in.
    expect(within(card).getByText("RB")).toBeInTheDocument();
  });

  it("links musicians to /musicians/{user_id} and shows their instruments and genres", () => {
    const card = renderCard(
      talentCard({
        user_id: "22222222-2222-4222-8222-222222222222",
        role: "musician",
        name: "Grace Hill",
        instruments: ["Piano", "Organ"],
        genres: ["Gospel"],
      }),
    );
    expect(within(card).getByText("Instruments")).toBeInTheDocument();
    expect(within(card).getByText("Organ")).toBeInTheDocument();
    expect(within(card).getByText("Gospel")).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: /View profile/ })).toHaveAttribute(
      "href",
      "/musicians/22222222-2222-4222-8222-222222222222",
    );
  });

  it("falls back to 'Unnamed Speaker' or 'Unnamed Musician'", () => {
    expect(within(renderCard(talentCard({ name: "", full_name: "" }))).getByRole("heading")).toHaveTextContent(
      "Unnamed Speaker",
    );
    const musician = renderCard(talentCard({ role: "musician", name: " ", full_name: "" }));
    expect(within(musician).getByRole("heading")).toHaveTextContent("Unnamed Musician");
  });

  it("shows the name the API chose, its own fallback included", () => {
    const card = renderCard(talentCard({ role: "musician", name: "Unnamed Musician", full_name: "" }));
    expect(within(card).getByRole("heading", { name: "Unnamed Musician" })).toBeInTheDocument();
    expect(within(card).getByText("UM")).toBeInTheDocument();
  });

  it("shows a Pro badge only for Pro members", () => {
    expect(within(renderCard(talentCard({ name: "Free Member", is_pro: false }))).queryByText("Pro")).toBeNull();
    expect(within(renderCard(talentCard({ name: "Pro Member", is_pro: true }))).getByText("Pro")).toBeInTheDocument();
  });

  it("shows the photo when there is one, the role when asked, and folds long tag lists", () => {
    const card = renderCard(
      talentCard({
        name: "Ruth Baker",
        photo: "/media/photos/ruth.jpg",
        topics: ["a1", "a2", "a3", "a4", "a5", "a6", "a7"],
      }),
      true,
    );
    expect(card.querySelector("img")).toHaveAttribute("src", "/media/photos/ruth.jpg");
    expect(within(card).queryByText("RB")).toBeNull();
    expect(within(card).getByText("Speaker")).toBeInTheDocument();
    expect(within(card).getByText("a5")).toBeInTheDocument();
    expect(within(card).queryByText("a6")).toBeNull();
    expect(within(card).getByText("+2 more")).toBeInTheDocument();
  });
});
