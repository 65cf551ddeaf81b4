import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clearSession, setSession } from "@/lib/auth/session";
import { apiError, backAsSoonAs, json, renderRoutes, sessionBody, stubApi } from "@/test/app-testing";
import { opportunityCard, quota, searchPage } from "../test-fixtures";
import { OpportunitiesPage } from "./opportunities-page";

const SEARCH = "/api/opportunities";

function renderList(entry: string) {
  const rendered = renderRoutes(
    [
      { path: "/opportunities", element: <OpportunitiesPage /> },
      { path: "/opportunities/:id", element: <h1>Opportunity page</h1> },
      { path: "/opportunities/new", element: <h1>New opportunity</h1> },
    ],
    entry,
  );
  const where = () => rendered.router.state.location.pathname + rendered.router.state.location.search;
  return { ...rendered, where };
}

/** The query string each search request carried, in order. */
function searches(sent: (path: string) => Request[]) {
  return sent(SEARCH).map((request) => Object.fromEntries(new URL(request.url).searchParams));
}

describe("/opportunities", () => {
  beforeEach(() => clearSession());
  afterEach(() => clearSession());

  it("asks for what the URL says and pre-fills the search box and filters", async () => {
    const { sent } = stubApi({ [SEARCH]: () => json(200, searchPage([opportunityCard()])) });
    renderList("/opportunities?search=revival&role=speaker&online=false&from=2026-12-01&page=2");
    expect(await screen.findByRole("link", { name: "Fall revival guest speaker" })).toHaveAttribute(
      "href",
      "/opportunities/0a000000-0000-4000-8000-000000000001",
    );
    expect(searches(sent)).toEqual([{ search: "revival", role: "speaker", online: "false", from: "2026-12-01", page: "2" }]);
    expect(screen.getByLabelText("Search opportunities")).toHaveValue("revival");
    expect(screen.getByLabelText("Position")).toHaveValue("speaker");
    expect(screen.getByLabelText("Online or in person")).toHaveValue("false");
    expect(screen.getByLabelText("From")).toHaveValue("2026-12-01");
    expect(document.title).toBe("Opportunities | Steeple");
  });

  it("shows each card's church, type, dates in its timezone, place, positions, pay and deadline", async () => {
    stubApi({
      [SEARCH]: () =>
        json(200, searchPage([opportunityCard({ featured: true }), opportunityCard({ id: "other", title: "Online worship night", online: true, compensation: "love_offering", honorarium_min: null, honorarium_max: null, travel_covered: false })])),
    });
    renderList("/opportunities");
    const [first, second] = await screen.findAllByRole("article");
    const card = within(first!);
    expect(card.getByText("Featured")).toBeInTheDocument();
    expect(card.getByText("Grace Chapel")).toBeInTheDocument();
    expect(card.getByText("Revival")).toBeInTheDocument();
    expect(card.getByText(/Sun, Dec 6, 2026, 10:30.AM – 12:00.PM EST/)).toBeInTheDocument();
    expect(card.getByText("Dayton, OH")).toBeInTheDocument();
    expect(card.getByText("Guest speaker · Keyboardist (2)")).toBeInTheDocument();
    expect(card.getByText("Honorarium $400–$600 · Travel covered")).toBeInTheDocument();
    expect(card.getByText("Apply by Mon, Nov 30, 2026")).toBeInTheDocument();
    expect(within(second!).getByText("Online")).toBeInTheDocument();
    expect(within(second!).getByText("Love offering")).toBeInTheDocument();
    expect(within(second!).queryByText("Featured")).toBeNull();
  });

  it("applies a choice at once, back at page 1, and typed text after a pause", async () => {
    const { sent } = stubApi({ [SEARCH]: () => json(200, searchPage([opportunityCard()])) });
    const user = userEvent.setup();
    const { where, router } = renderList("/opportunities?page=3");
    await screen.findByRole("article");

    await user.selectOptions(screen.getByLabelText("Event type"), "Conference");
    await waitFor(() => expect(where()).toBe("/opportunities?event_type=conference"));
    await user.selectOptions(screen.getByLabelText("Compensation"), "Lodging provided");
    await waitFor(() => expect(where()).toBe("/opportunities?event_type=conference&compensation=lodging"));

    await user.type(screen.getByLabelText("State"), "Ohio");
    await waitFor(() => expect(where()).toBe("/opportunities?event_type=conference&compensation=lodging&state=Ohio"));
    await waitFor(() => expect(searches(sent).at(-1)).toEqual({ event_type: "conference", state: "Ohio", compensation: "lodging" }));

    // Back undoes a change, and the inputs follow the URL, even when Back comes before the page
    // has drawn the change.
    const back = backAsSoonAs(router, "?event_type=conference&compensation=lodging&state=Ohio&search=hymns");
    await user.type(screen.getByLabelText("Search opportunities"), "hymns");
    await back;
    await waitFor(() => expect(screen.getByLabelText("Search opportunities")).toHaveValue(""));
    expect(where()).toBe("/opportunities?event_type=conference&compensation=lodging&state=Ohio");
    await router.navigate(-1);
    await waitFor(() => expect(screen.getByLabelText("State")).toHaveValue(""));
    await router.navigate(-1);
    await waitFor(() => expect(screen.getByLabelText("Compensation")).toHaveValue(""));
    expect(screen.getByLabelText("Event type")).toHaveValue("conference");
  });

  it("searches at once on Enter", async () => {
    stubApi({ [SEARCH]: () => json(200, searchPage([opportunityCard()])) });
    const user = userEvent.setup();
    const { where } = renderList("/opportunities");
    await screen.findByRole("article");
    await user.type(screen.getByLabelText("Search opportunities"), "youth{Enter}");
    await waitFor(() => expect(where()).toBe("/opportunities?search=youth"));
  });

  it("says when nothing matches, and clears the filters", async () => {
    const { sent } = stubApi({
      [SEARCH]: (request) =>
        json(200, searchPage(new URL(request.url).search ? [] : [opportunityCard()])),
    });
    const user = userEvent.setup();
    const { where } = renderList("/opportunities?search=zzz&role=musician");
    expect(await screen.findByText("No opportunities match your search")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(where()).toBe("/opportunities"));
    expect(await screen.findByRole("article")).toBeInTheDocument();
    expect(screen.getByLabelText("Search opportunities")).toHaveValue("");
    expect(screen.getByLabelText("Search opportunities")).toHaveFocus();
    expect(searches(sent).at(-1)).toEqual({});
  });

  it("shows the server's refusal with Clear filters, and no Try again that would be refused the same way", async () => {
    stubApi({ [SEARCH]: () => apiError(422, "validation_error", "The end of the range cannot be before its start") });
    renderList("/opportunities?from=2026-12-31&to=2026-12-01");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The end of the range cannot be before its start");
    expect(within(alert).queryByRole("button", { name: "Try again" })).toBeNull();
    expect(within(alert).getByRole("button", { name: "Clear filters" })).toBeInTheDocument();
  });

  it("pages with Previous and Next while the server says there is more", async () => {
    stubApi({
      [SEARCH]: (request) => {
        const page = Number(new URL(request.url).searchParams.get("page") ?? 1);
        return json(200, searchPage([opportunityCard({ title: `Page ${page} event` })], { page, has_more: page < 2 }));
      },
    });
    const user = userEvent.setup();
    const { where } = renderList("/opportunities?role=speaker");
    await screen.findByRole("link", { name: "Page 1 event" });
    const pagination = screen.getByRole("navigation", { name: "Pagination" });
    expect(within(pagination).getByRole("button", { name: "Previous" })).toBeDisabled();
    await user.click(within(pagination).getByRole("link", { name: "Next" }));
    expect(await screen.findByRole("link", { name: "Page 2 event" })).toBeInTheDocument();
    expect(where()).toBe("/opportunities?role=speaker&page=2");
    expect(screen.getByText("Showing opportunities 21–21")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
  });

  it("offers church admins and leaders to post one, not other members", async () => {
    setSession(sessionBody({ role: "church", needs_onboarding: false }));
    stubApi({
      [SEARCH]: () => json(200, searchPage([])),
      "/api/opportunities/quota": () => json(200, quota()),
    });
    renderList("/opportunities");
    expect(await screen.findByRole("link", { name: "Post an opportunity" })).toHaveAttribute("href", "/opportunities/new");
  });

  it("shows no Post button to a church member who may not post", async () => {
    setSession(sessionBody({ role: "church", needs_onboarding: false }));
    const { sent } = stubApi({
      [SEARCH]: () => json(200, searchPage([])),
      "/api/opportunities/quota": () => json(200, quota({ can_post: false })),
    });
    renderList("/opportunities");
    expect(await screen.findByText("There are no open opportunities right now")).toBeInTheDocument();
    await waitFor(() => expect(sent("/api/opportunities/quota")).toHaveLength(1));
    expect(screen.queryByRole("link", { name: "Post an opportunity" })).toBeNull();
  });

  it("lets a speaker put the best fit for them first, with why, and offers it to nobody else", async () => {
    const fit = {
      score: 88,
      reasons: [{ factor: "budget", kind: "match" as const, text: "Fee $300 fits the $500 budget", points: 30 }],
      not_stated: [],
    };
    setSession(sessionBody({ role: "speaker", needs_onboarding: false }));
    const { sent } = stubApi({ [SEARCH]: () => json(200, searchPage([opportunityCard({ title: "Fall Revival", fit })])) });
    const { where } = renderList("/opportunities");
    await screen.findByRole("link", { name: "Fall Revival" });
    await userEvent.selectOptions(screen.getByLabelText("Sort by"), "Best fit for me");
    await waitFor(() => expect(where()).toBe("/opportunities?sort=fit"));
    await waitFor(() => expect(new URL(sent(SEARCH).at(-1)!.url).searchParams.get("sort")).toBe("fit"));
    expect(screen.getByText("88% fit")).toBeInTheDocument();
  });

  it("offers no best-fit order to someone signed out", async () => {
    stubApi({ [SEARCH]: () => json(200, searchPage([])) });
    renderList("/opportunities");
    await screen.findByText("There are no open opportunities right now");
    expect(screen.queryByRole("option", { name: "Best fit for me" })).toBeNull();
  });
});
