import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { clearSession } from "@/lib/auth/session";
import { apiError, backAsSoonAs, json, renderRoutes, stubApi } from "@/test/app-testing";
import { directoryPage, talentCard } from "../test-fixtures";
import { MusiciansPage } from "./musicians-page";
import { SpeakersPage } from "./speakers-page";

const SEARCH = "/api/profiles/search";

function renderDirectory(entry: string) {
  return renderRoutes(
    [
      { path: "/speakers", element: <SpeakersPage /> },
      { path: "/musicians", element: <MusiciansPage /> },
      { path: "/speakers/:id", element: <h1>Speaker profile</h1> },
    ],
    entry,
  );
}

/** The query string each search request carried, in order. */
function searches(sent: (path: string) => Request[]) {
  return sent(SEARCH).map((request) => Object.fromEntries(new URL(request.url).searchParams));
}

function locationOf(router: ReturnType<typeof renderDirectory>["router"]) {
  return router.state.location.pathname + router.state.location.search;
}

describe("speaker directory", () => {
  beforeEach(() => clearSession());

  it("asks the server for what the URL says, for speakers only", async () => {
    const { sent } = stubApi({
      [SEARCH]: () => json(200, directoryPage([talentCard({ name: "Ruth Baker" })], { page: 2 })),
    });
    renderDirectory("/speakers?q=Ruth&topic=youth&skill=preaching&instrument=piano&role=musician&page=2");
    expect(await screen.findByRole("heading", { name: "Ruth Baker" })).toBeInTheDocument();
    expect(searches(sent)).toEqual([{ role: "speaker", q: "Ruth", topic: "youth", skill: "preaching", page: "2" }]);
    expect(screen.getByLabelText("Search name")).toHaveValue("Ruth");
    expect(screen.getByLabelText("Filter topic")).toHaveValue("youth");
    expect(screen.getByLabelText("Filter skill")).toHaveValue("preaching");
    expect(document.title).toBe("Speakers | Steeple");
  });

  it("filters on the server after a pause in typing, back at page 1, as one history entry", async () => {
    const { sent } = stubApi({ [SEARCH]: () => json(200, directoryPage([talentCard()])) });
    const user = userEvent.setup();
    const { router } = renderDirectory("/speakers?page=3");
    await screen.findByRole("article");

    await user.type(screen.getByLabelText("Filter skill"), "teaching");
    await waitFor(() => expect(locationOf(router)).toBe("/speakers?skill=teaching"));
    await waitFor(() => expect(searches(sent).at(-1)).toEqual({ role: "speaker", skill: "teaching" }));
    // The speaker page's skill filter filters on skills: it never empties the list by itself.
    expect(await screen.findByRole("article")).toBeInTheDocument();

    // Back the moment the write lands, before anything else runs, as a quick user (or a loaded
    // machine) may: the inputs still follow the URL.
    const back = backAsSoonAs(router, "?skill=teaching&topic=youth");
    await user.type(screen.getByLabelText("Filter topic"), "youth");
    await back;

    // Each burst of typing is one step back, and the inputs follow the URL.
    await waitFor(() => expect(locationOf(router)).toBe("/speakers?skill=teaching"));
    await waitFor(() => expect(screen.getByLabelText("Filter topic")).toHaveValue(""));
    await router.navigate(-1);
    await waitFor(() => expect(locationOf(router)).toBe("/speakers?page=3"));
    await waitFor(() => expect(screen.getByLabelText("Filter skill")).toHaveValue(""));
    // Arriving back does not count as typing: nothing more is written.
    expect(locationOf(router)).toBe("/speakers?page=3");
  });

  it("searches by name at once with the Search button, which says 'Loading…' while busy", async () => {
    let answer: (response: Response) => void = () => {};
    const { sent } = stubApi({
      [SEARCH]: (request) =>
        new URL(request.url).searchParams.has("q")
          ? new Promise<Response>((resolve) => (answer = resolve))
          : json(200, directoryPage([talentCard()])),
    });
    const user = userEvent.setup();
    const { router } = renderDirectory("/speakers");
    await screen.findByRole("article");

    await user.type(screen.getByLabelText("Search name"), "Grace{Enter}");
    await waitFor(() => expect(locationOf(router)).toBe("/speakers?q=Grace"));
    expect(await screen.findByRole("button", { name: "Loading…" })).toBeDisabled();
    // The previous results stay (dimmed) while the next ones load.
    expect(screen.getByRole("article")).toBeInTheDocument();

    answer(json(200, directoryPage([talentCard({ name: "Grace Hill" })])));
    expect(await screen.findByRole("heading", { name: "Grace Hill" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Search" })).toBeEnabled();
    expect(searches(sent).at(-1)).toEqual({ role: "speaker", q: "Grace" });
  });

  it("pages with Previous and Next while the server says there is more", async () => {
    const { sent } = stubApi({
      [SEARCH]: (request) => {
        const page = Number(new URL(request.url).searchParams.get("page") ?? 1);
        return json(200, directoryPage([talentCard({ name: `Page ${page} speaker` })], { page, has_more: page < 2 }));
      },
    });
    const user = userEvent.setup();
    const { router } = renderDirectory("/speakers?topic=youth");
    await screen.findByRole("heading", { name: "Page 1 speaker" });
    const pagination = screen.getByRole("navigation", { name: "Pagination" });
    expect(within(pagination).getByRole("button", { name: "Previous" })).toBeDisabled();

    await user.click(within(pagination).getByRole("link", { name: "Next" }));
    expect(await screen.findByRole("heading", { name: "Page 2 speaker" })).toBeInTheDocument();
    expect(locationOf(router)).toBe("/speakers?topic=youth&page=2");
    expect(screen.queryByRole("heading", { name: "Page 1 speaker" })).toBeNull();
    expect(searches(sent).at(-1)).toEqual({ role: "speaker", topic: "youth", page: "2" });
    expect(screen.getByText("Showing speakers 51–51")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
    expect(screen.getByRole("link", { name: "Previous" })).toHaveAttribute("href", "/speakers?topic=youth");
  });

  it("says nothing matches and clears the filters", async () => {
    const { sent } = stubApi({
      [SEARCH]: (request) =>
        new URL(request.url).searchParams.has("q")
          ? json(200, directoryPage([]))
          : json(200, directoryPage([talentCard({ name: "Ruth Baker" })])),
    });
    const user = userEvent.setup();
    const { router } = renderDirectory("/speakers?q=Zebedee&topic=youth");
    expect(await screen.findByText("No speakers match name “Zebedee”, topic “youth”.")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(await screen.findByRole("heading", { name: "Ruth Baker" })).toBeInTheDocument();
    await waitFor(() => expect(locationOf(router)).toBe("/speakers"));
    expect(searches(sent).at(-1)).toEqual({ role: "speaker" });
    expect(screen.getByLabelText("Search name")).toHaveValue("");
    expect(screen.getByLabelText("Search name")).toHaveFocus();
  });

  it("says so when nobody is listed yet, without a button to clear nothing", async () => {
    stubApi({ [SEARCH]: () => json(200, directoryPage([])) });
    renderDirectory("/speakers");
    expect(await screen.findByText("No speakers are listed yet.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Clear filters" })).toBeNull();
  });

  it("shows an error with Try again, which searches again", async () => {
    let fail = true;
    stubApi({
      [SEARCH]: () =>
        fail
          ? apiError(500, "internal_error", "Something broke")
          : json(200, directoryPage([talentCard({ name: "Ruth Baker" })])),
    });
    const user = userEvent.setup();
    renderDirectory("/speakers");
    const alert = await screen.findByRole("alert", {}, { timeout: 5000 });
    expect(alert).toHaveTextContent("We couldn't load the speakers.");
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Ruth Baker" })).toBeInTheDocument();
  });

  it("shows the server's reason for refusing a search, and offers to clear it", async () => {
    const { sent } = stubApi({
      [SEARCH]: () => apiError(422, "validation_error", "Page must be at most 200"),
    });
    renderDirectory("/speakers?topic=youth");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Page must be at most 200");
    expect(within(alert).getByRole("button", { name: "Clear filters" })).toBeInTheDocument();
    // A refused search is not retried.
    expect(sent(SEARCH)).toHaveLength(1);
  });
});

describe("available on", () => {
  beforeEach(() => clearSession());

  it("sends the day from the URL, shows it in the input and says whom the results are free for", async () => {
    const { sent } = stubApi({ [SEARCH]: () => json(200, directoryPage([talentCard({ name: "Ruth Baker" })])) });
    renderDirectory("/speakers?topic=youth&available_on=2027-03-07");
    expect(await screen.findByRole("heading", { name: "Ruth Baker" })).toBeInTheDocument();
    expect(searches(sent)).toEqual([{ role: "speaker", topic: "youth", available_on: "2027-03-07" }]);
    expect(screen.getByLabelText("Available on")).toHaveValue("2027-03-07");
    expect(screen.getByRole("heading", { name: "Free on Sun, Mar 7, 2027" })).toBeInTheDocument();
  });

  it("ignores a day in the URL that is not a date", async () => {
    const { sent } = stubApi({ [SEARCH]: () => json(200, directoryPage([talentCard()])) });
    renderDirectory("/musicians?available_on=2027-02-30");
    await screen.findByRole("article");
    expect(searches(sent)).toEqual([{ role: "musician" }]);
    expect(screen.getByLabelText("Available on")).toHaveValue("");
    expect(screen.queryByRole("button", { name: "Clear the date" })).toBeNull();
  });

  it("shows the API's refusal of the day at the input, not as a failed search", async () => {
    const message = "Choose a date between today and 2028-07-01";
    const { sent } = stubApi({
      [SEARCH]: () => apiError(422, "validation_error", message, { available_on: message }),
    });
    renderDirectory("/speakers?available_on=2020-01-01");
    const input = screen.getByLabelText("Available on");
    await waitFor(() => expect(input).toHaveAttribute("aria-invalid", "true"));
    expect(input).toHaveAccessibleDescription(message);
    expect(screen.getByRole("alert")).toHaveTextContent(message);
    expect(screen.getByText("Choose another date to see who is free.")).toBeInTheDocument();
    expect(screen.queryByText("We couldn't load the speakers.")).toBeNull();
    expect(sent(SEARCH)).toHaveLength(1);
  });

  it("says no one is free that day, and the date can be cleared", async () => {
    const { sent } = stubApi({
      [SEARCH]: (request) =>
        new URL(request.url).searchParams.has("available_on")
          ? json(200, directoryPage([]))
          : json(200, directoryPage([talentCard({ name: "Ruth Baker" })])),
    });
    const user = userEvent.setup();
    const { router } = renderDirectory("/speakers?q=Ruth&available_on=2027-03-07");
    expect(await screen.findByText("No speakers who match name “Ruth” are free on Sun, Mar 7, 2027.")).toBeInTheDocument();
    expect(screen.getByText("Try another date, or clear the filters to see everyone.")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Clear the date" }));
    await waitFor(() => expect(locationOf(router)).toBe("/speakers?q=Ruth"));
    expect(await screen.findByRole("heading", { name: "Ruth Baker" })).toBeInTheDocument();
    expect(searches(sent).at(-1)).toEqual({ role: "speaker", q: "Ruth" });
    expect(screen.getByLabelText("Available on")).toHaveValue("");
    expect(screen.getByLabelText("Available on")).toHaveFocus();
  });
});

describe("musician directory", () => {
  it("searches musicians and links to their profiles", async () => {
    const { sent } = stubApi({
      [SEARCH]: () =>
        json(
          200,
          directoryPage([
            talentCard({ user_id: "33333333-3333-4333-8333-333333333333", role: "musician", name: "Unnamed Musician" }),
          ]),
        ),
    });
    renderDirectory("/musicians?skill=guitar");
    expect(await screen.findByRole("heading", { name: "Unnamed Musician" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /View profile/ })).toHaveAttribute(
      "href",
      "/musicians/33333333-3333-4333-8333-333333333333",
    );
    expect(searches(sent)).toEqual([{ role: "musician", skill: "guitar" }]);
    expect(screen.getByLabelText("Search name")).toBeInTheDocument();
    expect(screen.getByLabelText("Filter topic")).toBeInTheDocument();
    expect(screen.getByLabelText("Filter skill")).toHaveValue("guitar");
  });
});
