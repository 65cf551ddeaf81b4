import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { json, renderRoutes, stubApi } from "@/test/app-testing";
import { directoryPage, talentCard } from "../test-fixtures";
import { TalentPage } from "./talent-page";

const SEARCH = "/api/profiles/search";

function renderTalent(entry: string) {
  return renderRoutes([{ path: "/talent", element: <TalentPage /> }], entry);
}

function searches(sent: (path: string) => Request[]) {
  return sent(SEARCH).map((request) => Object.fromEntries(new URL(request.url).searchParams));
}

describe("talent directory", () => {
  it("sends every advanced filter from the URL and fills the form with it", async () => {
    const { sent } = stubApi({ [SEARCH]: () => json(200, directoryPage([talentCard({ name: "Ruth Baker" })])) });
    renderTalent(
      "/talent?role=speaker&text=revival&location=Ohio&topic=youth&instrument=piano&genre=gospel&denomination=Baptist&worship_style=contemporary&q=ignored&near=45402&radius=25&sort=distance",
    );
    expect(await screen.findByRole("heading", { name: "Ruth Baker" })).toBeInTheDocument();
    expect(searches(sent)).toEqual([
      {
        role: "speaker",
        text: "revival",
        location: "Ohio",
        topic: "youth",
        instrument: "piano",
        genre: "gospel",
        denomination: "Baptist",
        worship_style: "contemporary",
        near: "45402",
        radius: "25",
        sort: "distance",
      },
    ]);
    expect(screen.getByLabelText("Near")).toHaveValue("45402");
    expect(screen.getByLabelText("Within")).toHaveValue("25");
    expect(screen.getByLabelText("Sort by")).toHaveValue("distance");
    expect(screen.getByRole("radio", { name: "Speakers" })).toBeChecked();
    expect(screen.getByLabelText("Keywords")).toHaveValue("revival");
    expect(screen.getByLabelText("Worship style")).toHaveValue("contemporary");
    // Both roles show, so each card says which it is.
    expect(screen.getByText("Speaker")).toBeInTheDocument();
    expect(document.title).toBe("Speakers & Musicians | Steeple");
  });

  it("switches role at once and starts again at page 1", async () => {
    const { sent } = stubApi({
      [SEARCH]: (request) =>
        new URL(request.url).searchParams.get("role") === "musician"
          ? json(200, directoryPage([]))
          : json(200, directoryPage([talentCard()], { page: 2 })),
    });
    const user = userEvent.setup();
    const { router } = renderTalent("/talent?genre=gospel&page=2");
    await screen.findByRole("article");
    expect(screen.getByRole("radio", { name: "All" })).toBeChecked();

    await user.click(screen.getByRole("radio", { name: "Musicians" }));
    await waitFor(() => expect(router.state.location.search).toBe("?genre=gospel&role=musician"));
    expect(await screen.findByText("No musicians match genre “gospel”.")).toBeInTheDocument();
    expect(searches(sent).at(-1)).toEqual({ role: "musician", genre: "gospel" });

    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(screen.getByRole("radio", { name: "All" })).toBeChecked();
    expect(screen.getByLabelText("Genre")).toHaveValue("");
  });

  it("applies a typed filter after a pause, without a role", async () => {
    const { sent } = stubApi({ [SEARCH]: () => json(200, directoryPage([talentCard()])) });
    const user = userEvent.setup();
    const { router } = renderTalent("/talent");
    await screen.findByRole("article");
    await user.type(screen.getByLabelText("Denomination"), "Methodist");
    await waitFor(() => expect(router.state.location.search).toBe("?denomination=Methodist"));
    await waitFor(() => expect(searches(sent).at(-1)).toEqual({ denomination: "Methodist" }));
  });

  it("takes a church from an opportunity's date to the talent free that day", async () => {
    const { sent } = stubApi({ [SEARCH]: () => json(200, directoryPage([])) });
    renderTalent("/talent?available_on=2027-03-07");
    expect(await screen.findByText("No speakers or musicians are free on Sun, Mar 7, 2027.")).toBeInTheDocument();
    expect(searches(sent)).toEqual([{ available_on: "2027-03-07" }]);
    expect(screen.getByLabelText("Available on")).toHaveValue("2027-03-07");
  });

  it("applies a chosen day after a pause", async () => {
    const { sent } = stubApi({ [SEARCH]: () => json(200, directoryPage([talentCard()])) });
    const { router } = renderTalent("/talent?genre=gospel");
    await screen.findByRole("article");
    fireEvent.change(screen.getByLabelText("Available on"), { target: { value: "2027-03-07" } });
    await waitFor(() => expect(router.state.location.search).toBe("?genre=gospel&available_on=2027-03-07"));
    await waitFor(() => expect(searches(sent).at(-1)).toEqual({ genre: "gospel", available_on: "2027-03-07" }));
    expect(await screen.findByRole("heading", { name: "Free on Sun, Mar 7, 2027" })).toBeInTheDocument();
  });

  it("labels every control", async () => {
    stubApi({ [SEARCH]: () => json(200, directoryPage([])) });
    renderTalent("/talent");
    await screen.findByText("No speakers or musicians are listed yet.");
    for (const label of [
      "Keywords",
      "Location",
      "Topic",
      "Skill",
      "Instrument",
      "Genre",
      "Denomination",
      "Worship style",
      "Available on",
      "Near",
      "Within",
      "Sort by",
    ]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByRole("group", { name: "Role" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "More filters" })).toHaveAttribute("aria-expanded", "false");
  });
});

describe("talent near a place", () => {
  it("says how far each is, and sorts by distance only once there is a place", async () => {
    const { sent } = stubApi({
      [SEARCH]: () => json(200, directoryPage([talentCard({ name: "Ruth Baker", city: "Xenia", state: "OH", distance_miles: 12 })])),
    });
    const { router } = renderTalent("/talent?sort=distance&radius=100");
    // Without a place the order and the distance are not sent (the API would refuse them).
    await waitFor(() => expect(searches(sent)).toEqual([{}]));
    expect(screen.getByRole("option", { name: "Nearest first (choose a place)" })).toBeDisabled();
    await userEvent.type(screen.getByLabelText("Near"), "Dayton, OH");
    await waitFor(() => expect(router.state.location.search).toContain("near=Dayton%2C+OH"));
    await waitFor(() => expect(searches(sent).at(-1)).toEqual({ near: "Dayton, OH", radius: "100", sort: "distance" }));
    expect(await screen.findByText("Xenia, OH · about 12 miles away")).toBeInTheDocument();
  });

  it("shows the API's refusal of a place under the input", async () => {
    stubApi({
      [SEARCH]: () =>
        json(422, {
          error: {
            code: "unknown_place",
            message: "We could not find Atlantis, OH.",
            fields: { near: "We could not find Atlantis, OH." },
          },
        }),
    });
    renderTalent("/talent?near=Atlantis%2C+OH");
    expect(await screen.findByText("We could not find Atlantis, OH.")).toBeInTheDocument();
    expect(screen.getByText("Choose a place from the suggestions, or enter a ZIP code.")).toBeInTheDocument();
  });
});
