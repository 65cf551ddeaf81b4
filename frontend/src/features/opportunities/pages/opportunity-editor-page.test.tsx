import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clearSession, setSession } from "@/lib/auth/session";
import { apiError, json, renderRoutes, sessionBody, stubApi } from "@/test/app-testing";
import type { Opportunity } from "../api/opportunities-api";
import { MUSICIAN_POSITION, OPPORTUNITY_ID, opportunity, quota, SPEAKER_POSITION } from "../test-fixtures";
import { OpportunityEditorPage } from "./opportunity-editor-page";

const QUOTA = "/api/opportunities/quota";
const CREATE = "/api/opportunities";
const ONE = `/api/opportunities/${OPPORTUNITY_ID}`;

function renderEditor(entry: string) {
  return renderRoutes(
    [
      { path: "/opportunities/new", element: <OpportunityEditorPage /> },
      { path: "/opportunities/:id/edit", element: <OpportunityEditorPage /> },
      { path: "/opportunities/:id", element: <h1>Opportunity page</h1> },
    ],
    entry,
  );
}

const draft = (changes: Partial<Opportunity> = {}) => opportunity({ status: "draft", ...changes }, { can_manage: true });

async function fillNew(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText("Title"), "Youth night worship leader");
  await user.selectOptions(screen.getByLabelText("Event type"), "Youth event");
  await user.type(screen.getByLabelText("Description"), "A night of worship for our teens.");
  await user.type(screen.getByLabelText("Position 1"), "Worship leader");
  await user.selectOptions(screen.getByLabelText("Role"), "Musician");
  await user.type(screen.getByLabelText("Starts"), "2026-12-06T19:00");
  await user.type(screen.getByLabelText("Ends"), "2026-12-06T21:30");
  await user.type(screen.getByLabelText("Application deadline"), "2026-11-30");
  await user.type(screen.getByLabelText("City"), "Dayton");
  await user.type(screen.getByLabelText("State"), "OH");
  await user.type(screen.getByLabelText("From ($)"), "300");
}

describe("/opportunities/new", () => {
  beforeEach(() => setSession(sessionBody({ role: "church", needs_onboarding: false })));
  afterEach(() => clearSession());

  it("shows the postings left and saves a draft with what was typed", async () => {
    const { sent } = stubApi({
      [QUOTA]: () => json(200, quota()),
      [CREATE]: () => json(201, draft()),
    });
    const user = userEvent.setup();
    const { router } = renderEditor("/opportunities/new");
    expect(await screen.findByText("2 postings left this month")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Post an opportunity" })).toBeInTheDocument();
    await fillNew(user);
    await user.click(screen.getByLabelText("Travel covered"));
    await user.click(screen.getByRole("button", { name: "Save draft" }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/opportunities/${OPPORTUNITY_ID}`));
    expect(await sent(CREATE)[0]!.json()).toEqual({
      title: "Youth night worship leader",
      event_type: "youth_event",
      description: "A night of worship for our teens.",
      positions: [{ title: "Worship leader", role: "musician", openings: 1 }],
      starts_at: "2026-12-06T19:00",
      ends_at: "2026-12-06T21:30",
      application_deadline: "2026-11-30",
      online: false,
      address: null,
      city: "Dayton",
      state: "OH",
      denomination: null,
      worship_style: null,
      expected_attendance: null,
      compensation: "honorarium",
      honorarium_min: 300,
      honorarium_max: null,
      travel_covered: true,
      lodging_provided: false,
      required_credentials: [],
    });
  });

  it("puts the server's field messages under their inputs", async () => {
    stubApi({
      [QUOTA]: () => json(200, quota()),
      [CREATE]: () =>
        apiError(422, "validation_error", "Some fields need attention", {
          starts_at: "The event must start in the future",
          application_deadline: "The deadline must be on or before the event's date",
          "positions.0.title": "Each position needs its own title",
        }),
    });
    const user = userEvent.setup();
    renderEditor("/opportunities/new");
    await fillNew(user);
    await user.click(screen.getByRole("button", { name: "Save draft" }));
    expect(await screen.findByText("The event must start in the future")).toBeInTheDocument();
    expect(screen.getByLabelText("Starts")).toHaveAttribute("aria-invalid", "true");
    // The first field at fault in the form's order has focus: the positions come before the dates.
    expect(screen.getByLabelText("Position 1")).toHaveFocus();
    expect(screen.getByLabelText("Application deadline")).toHaveAccessibleDescription(
      "The deadline must be on or before the event's date",
    );
    expect(screen.getByText("Each position needs its own title")).toBeInTheDocument();
  });

  it("shows the server's refusal of the whole thing above the form", async () => {
    stubApi({
      [QUOTA]: () => json(200, quota()),
      [CREATE]: () => apiError(403, "forbidden", "Only church admins and leaders can manage opportunities."),
    });
    const user = userEvent.setup();
    renderEditor("/opportunities/new");
    await fillNew(user);
    await user.click(screen.getByRole("button", { name: "Save draft" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Only church admins and leaders can manage opportunities.");
  });

  it("adds and removes position rows, and hides amounts for a love offering", async () => {
    stubApi({ [QUOTA]: () => json(200, quota()) });
    const user = userEvent.setup();
    renderEditor("/opportunities/new");
    expect(await screen.findByRole("button", { name: "Remove position 1" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Add a position" }));
    expect(screen.getByLabelText("Position 2")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Remove position 2" }));
    expect(screen.queryByLabelText("Position 2")).toBeNull();

    await user.click(screen.getByRole("radio", { name: "Love offering" }));
    expect(screen.queryByLabelText("From ($)")).toBeNull();
    await user.click(screen.getByLabelText("This event is online"));
    expect(screen.queryByLabelText("City")).toBeNull();
  });

  it("says when publishing needs Premium, and that there are no postings left", async () => {
    stubApi({ [QUOTA]: () => json(200, quota({ premium: false, postings_left: 0 })) });
    renderEditor("/opportunities/new");
    expect(await screen.findByText(/Publishing opportunities needs Church Premium/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See Church Premium" })).toHaveAttribute("href", "/pricing");
  });

  it("tells members who may not post, instead of the form", async () => {
    stubApi({ [QUOTA]: () => json(200, quota({ can_post: false })) });
    renderEditor("/opportunities/new");
    expect(await screen.findByRole("alert")).toHaveTextContent("Only church admins and leaders can manage opportunities.");
    expect(screen.queryByLabelText("Title")).toBeNull();
  });
});

describe("/opportunities/:id/edit", () => {
  beforeEach(() => setSession(sessionBody({ role: "church", needs_onboarding: false })));
  afterEach(() => clearSession());

  it("keeps the positions' ids, then saves and publishes", async () => {
    const { sent } = stubApi({
      [QUOTA]: () => json(200, quota({ postings_left: 1 })),
      [ONE]: (request) => json(200, request.method === "PUT" ? draft() : draft()),
      [`${ONE}/publish`]: () => json(200, draft({ status: "open" })),
    });
    const user = userEvent.setup();
    const { router } = renderEditor(`/opportunities/${OPPORTUNITY_ID}/edit`);
    const title = await screen.findByLabelText("Title");
    expect(title).toHaveValue("Fall revival guest speaker");
    expect(screen.getByText("1 posting left this month")).toBeInTheDocument();
    expect(screen.getByLabelText("Starts")).toHaveValue("2026-12-06T10:30");
    await user.clear(screen.getByLabelText("Position 2"));
    await user.type(screen.getByLabelText("Position 2"), "Pianist");
    await user.click(screen.getByRole("button", { name: "Save and publish" }));

    await waitFor(() => expect(sent(`${ONE}/publish`)).toHaveLength(1));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/opportunities/${OPPORTUNITY_ID}`));
    const put = sent(ONE).find((request) => request.method === "PUT")!;
    expect((await put.json()).positions).toEqual([
      { id: SPEAKER_POSITION, title: "Guest speaker", role: "speaker", openings: 1 },
      { id: MUSICIAN_POSITION, title: "Pianist", role: "musician", openings: 2 },
    ]);
  });

  it("offers no publishing for an open one", async () => {
    stubApi({
      [QUOTA]: () => json(200, quota()),
      [ONE]: () => json(200, opportunity({}, { can_manage: true })),
    });
    renderEditor(`/opportunities/${OPPORTUNITY_ID}/edit`);
    const bar = (await screen.findByRole("button", { name: "Save changes" })).parentElement!;
    expect(within(bar).queryByRole("button", { name: "Save and publish" })).toBeNull();
    expect(screen.queryByText("2 postings left this month")).toBeNull();
  });
});
