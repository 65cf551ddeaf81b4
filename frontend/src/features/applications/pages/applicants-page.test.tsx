import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clearSession, setSession } from "@/lib/auth/session";
import { apiError, json, renderRoutes, sessionBody, stubApi } from "@/test/app-testing";
import type { Application } from "../api/applications-api";
import { application, APPLICATION_ID, MUSIC_POSITION_ID, OPPORTUNITY_ID, POSITION_ID, publicCalendar, SPEAKER_ID } from "../test-fixtures";
import { ApplicantsPage } from "./applicants-page";

const LIST = `/api/opportunities/${OPPORTUNITY_ID}/applications`;
const DETAIL = `/api/opportunities/${OPPORTUNITY_ID}`;

function renderPage(search = "") {
  return renderRoutes(
    [{ path: "/opportunities/:id/applicants", element: <ApplicantsPage /> }],
    `/opportunities/${OPPORTUNITY_ID}/applicants${search}`,
  );
}

/** Another applicant: a fresh id and name. */
function other(index: number, overrides: Partial<Application> = {}): Application {
  const base = application({ can_review: true });
  return {
    ...base,
    id: `00000000-0000-4000-8000-00000000000${index}`,
    applicant: { ...base.applicant, user_id: `10000000-0000-4000-8000-00000000000${index}`, name: `Applicant ${index}`, full_name: `Applicant ${index}` },
    ...overrides,
  };
}

const opportunityDetail = () => ({ ...application().opportunity, description: "" });

describe("/opportunities/:id/applicants", () => {
  beforeEach(() => setSession(sessionBody({ id: "c1", role: "church", needs_onboarding: false })));
  afterEach(() => clearSession());

  it("lists the applicants with their summary, cover message, fee and status", async () => {
    const long = `${"We have led revival weekends across Kentucky for years. ".repeat(8)}\n\nBlessings, James`;
    stubApi({
      [DETAIL]: () => json(200, opportunityDetail()),
      [LIST]: () => json(200, [application({ can_review: true, cover_message: long })]),
    });
    renderPage();
    const card = (await screen.findByRole("heading", { level: 3, name: "James Carter" })).closest("article")!;
    const view = within(card);
    expect(view.getByText("Youth revivals and leadership nights")).toBeInTheDocument();
    expect(view.getByText("Louisville, KY")).toBeInTheDocument();
    expect(view.getByText("$1,200")).toBeInTheDocument();
    // The church reads statuses from its side: an application it has not handled yet is new.
    expect(view.getByText("New")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to the opportunity" })).toHaveAttribute("href", `/opportunities/${OPPORTUNITY_ID}`);
    expect(await screen.findByText(/^Fall Revival Weekend · Fri, Jan 1, 2027/)).toBeInTheDocument();

    const more = view.getByRole("button", { name: "Read more of James Carter's cover message" });
    expect(more).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(more);
    expect(view.getByRole("button", { name: "Show less of James Carter's cover message" })).toHaveAttribute("aria-expanded", "true");
  });

  it("shows the server's message to those who may not see the applicants", async () => {
    stubApi({
      [DETAIL]: () => json(200, opportunityDetail()),
      [LIST]: () => apiError(403, "forbidden", "Only the church sees its applicants."),
    });
    renderPage();
    expect(await screen.findByText("Only the church sees its applicants.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Try again/ })).not.toBeInTheDocument();
  });

  it("filters by status", async () => {
    const api = stubApi({ [DETAIL]: () => json(200, opportunityDetail()), [LIST]: () => json(200, []) });
    renderPage("?status=shortlisted");
    expect(await screen.findByText("No applicants are shortlisted.")).toBeInTheDocument();
    expect(new URL(api.sent(LIST)[0]!.url).searchParams.get("status")).toBe("shortlisted");
    await userEvent.click(screen.getByRole("button", { name: "Show all applicants" }));
    expect(await screen.findByText("No one has applied yet.")).toBeInTheDocument();
  });

  it("compares two to four shortlisted applicants side by side", async () => {
    const shortlisted = [1, 2, 3, 4, 5].map((index) =>
      other(index, { status: "shortlisted", proposed_fee: index === 2 ? null : 100 * index }),
    );
    stubApi({ [DETAIL]: () => json(200, opportunityDetail()), [LIST]: () => json(200, [application({ can_review: true }), ...shortlisted]) });
    renderPage();
    const compare = await screen.findByRole("button", { name: "Compare shortlisted" });
    expect(compare).toBeDisabled();
    // Only shortlisted applicants can be chosen.
    expect(screen.queryByRole("checkbox", { name: "Compare James Carter" })).not.toBeInTheDocument();
    for (const index of [1, 2, 3, 4]) await userEvent.click(screen.getByRole("checkbox", { name: `Compare Applicant ${index}` }));
    expect(screen.getByRole("checkbox", { name: "Compare Applicant 5" })).toBeDisabled();
    await userEvent.click(screen.getByRole("checkbox", { name: "Compare Applicant 3" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "Compare Applicant 4" }));
    await userEvent.click(compare);

    const table = within(screen.getByRole("dialog", { name: "Compare shortlisted applicants" })).getByRole("table");
    expect(within(table).getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual(["Applicant 1", "Applicant 2"]);
    expect(within(table).getAllByRole("rowheader").map((cell) => cell.textContent)).toEqual([
      "Headline",
      "Location",
      "Topics",
      "Usual fee",
      "Proposed fee",
      "Position",
      "Cover message",
    ]);
    const fees = within(table).getByRole("rowheader", { name: "Proposed fee" }).closest("tr")!;
    expect(within(fees).getAllByRole("cell").map((cell) => cell.textContent)).toEqual(["$100", "Not given"]);
  });

  it("makes a structured offer, and shows the server's field errors under their inputs", async () => {
    const sent: unknown[] = [];
    let current = application({ can_review: true, status: "shortlisted" });
    let answer = () => apiError(422, "validation_error", "Some fields need attention", { respond_by: "The respond-by date cannot be in the past" });
    const api = stubApi({
      [DETAIL]: () => json(200, opportunityDetail()),
      [LIST]: () => json(200, [current]),
      [`/api/applications/${APPLICATION_ID}/offer`]: async (request) => {
        sent.push(await request.json());
        return answer();
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Make offer to James Carter" }));
    const dialog = screen.getByRole("dialog", { name: "Offer James Carter a position" });
    const form = within(dialog);
    expect(form.getByRole("combobox", { name: "Position offered" })).toHaveValue(POSITION_ID);
    // The event's days in its timezone, and nothing else.
    expect(within(form.getByRole("combobox", { name: "Event date" })).getAllByRole("option").map((option) => option.textContent)).toEqual([
      "Fri, Jan 1, 2027",
      "Sat, Jan 2, 2027",
      "Sun, Jan 3, 2027",
    ]);
    await userEvent.selectOptions(form.getByRole("combobox", { name: "Position offered" }), MUSIC_POSITION_ID);
    await userEvent.selectOptions(form.getByRole("combobox", { name: "Event date" }), "2027-01-02");
    await userEvent.clear(form.getByRole("textbox", { name: "Honorarium amount (USD)" }));
    await userEvent.type(form.getByRole("textbox", { name: "Honorarium amount (USD)" }), "900");
    await userEvent.click(form.getByRole("radio", { name: "Reimbursed up to an amount" }));
    await userEvent.type(form.getByRole("textbox", { name: "Reimbursed up to (USD)" }), "250");
    await userEvent.click(form.getByRole("checkbox", { name: "Lodging provided" }));
    await userEvent.click(form.getByRole("checkbox", { name: "W-9 required before payment" }));
    await userEvent.type(form.getByRole("textbox", { name: "Notes (optional)" }), "Arrive by 5:30.");
    const respondBy = form.getByLabelText("Respond by");
    await userEvent.clear(respondBy);
    await userEvent.type(respondBy, "2026-12-20");
    await userEvent.click(form.getByRole("button", { name: "Send offer" }));

    expect(await form.findByText("The respond-by date cannot be in the past")).toBeInTheDocument();
    expect(respondBy).toHaveAttribute("aria-invalid", "true");
    expect(respondBy).toHaveFocus();
    expect(sent[0]).toEqual({
      position_id: MUSIC_POSITION_ID,
      event_date: "2027-01-02",
      honorarium: "amount",
      honorarium_amount: 900,
      travel: "reimbursed",
      travel_cap: 250,
      lodging_provided: false,
      w9_required: true,
      notes: "Arrive by 5:30.",
      respond_by: "2026-12-20",
    });

    answer = () => apiError(409, "position_taken", "Every opening for Worship leader is filled or offered already.");
    await userEvent.click(form.getByRole("button", { name: "Send offer" }));
    expect(await form.findByText("Every opening for Worship leader is filled or offered already.")).toBeInTheDocument();

    current = application({ can_review: true, status: "offered" });
    answer = () => json(200, current);
    await userEvent.click(form.getByRole("button", { name: "Send offer" }));
    expect(await screen.findByText("Offered", { selector: "span" })).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(api.sent(`/api/applications/${APPLICATION_ID}/offer`)).toHaveLength(3);
  });

  it("warns, without stopping the offer, when the applicant is away or booked on the day picked", async () => {
    const calendar = `/api/availability/of/${SPEAKER_ID}`;
    const api = stubApi({
      [DETAIL]: () => json(200, opportunityDetail()),
      [LIST]: () => json(200, [application({ can_review: true })]),
      [calendar]: () => json(200, publicCalendar({ "2027-01-01": "partly", "2027-01-02": "unavailable", "2027-01-03": "booked" })),
      [`/api/applications/${APPLICATION_ID}/offer`]: () => json(200, application({ can_review: true, status: "offered" })),
    });
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Make offer to James Carter" }));
    const form = within(screen.getByRole("dialog", { name: "Offer James Carter a position" }));
    // The first day is picked at first.
    expect(await form.findByRole("alert")).toHaveTextContent("James Carter is unavailable for part of this day.");
    const day = form.getByRole("combobox", { name: "Event date" });
    await userEvent.selectOptions(day, "2027-01-02");
    expect(form.getByRole("alert")).toHaveTextContent("James Carter has marked this date as unavailable.");
    await userEvent.selectOptions(day, "2027-01-03");
    expect(form.getByRole("alert")).toHaveTextContent("James Carter is already booked on this date.");
    // The event's days read once, whichever is picked.
    expect(api.sent(calendar).map((request) => Object.fromEntries(new URL(request.url).searchParams))).toEqual([
      { from: "2027-01-01", to: "2027-01-03" },
    ]);

    await userEvent.click(form.getByRole("button", { name: "Send offer" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(api.sent(`/api/applications/${APPLICATION_ID}/offer`)).toHaveLength(1);
  });

  it("says nothing of a free day, or of a calendar that cannot be read", async () => {
    let answer = () => json(200, publicCalendar({ "2027-01-01": "available", "2027-01-02": "available", "2027-01-03": "available" }));
    const api = stubApi({
      [DETAIL]: () => json(200, opportunityDetail()),
      [LIST]: () => json(200, [application({ can_review: true })]),
      [`/api/availability/of/${SPEAKER_ID}`]: () => answer(),
    });
    const { unmount } = renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Make offer to James Carter" }));
    await waitFor(() => expect(api.sent(`/api/availability/of/${SPEAKER_ID}`)).toHaveLength(1));
    expect(within(screen.getByRole("dialog")).queryByRole("alert")).toBeNull();
    unmount();

    answer = () => apiError(404, "not_found", "Not found");
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Make offer to James Carter" }));
    await waitFor(() => expect(api.sent(`/api/availability/of/${SPEAKER_ID}`)).toHaveLength(2));
    expect(within(screen.getByRole("dialog")).queryByRole("alert")).toBeNull();
  });

  it("checks the offer in the browser before sending it", async () => {
    const api = stubApi({
      [DETAIL]: () => json(200, opportunityDetail()),
      [LIST]: () => json(200, [application({ can_review: true })]),
    });
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Make offer to James Carter" }));
    const form = within(screen.getByRole("dialog"));
    await userEvent.clear(form.getByRole("textbox", { name: "Honorarium amount (USD)" }));
    await userEvent.click(form.getByRole("button", { name: "Send offer" }));
    expect(await form.findByText("Give the honorarium amount, or choose a love offering")).toBeInTheDocument();
    // A love offering has no amount to give.
    await userEvent.click(form.getByRole("radio", { name: "Love offering" }));
    expect(form.queryByRole("textbox", { name: "Honorarium amount (USD)" })).not.toBeInTheDocument();
    expect(api.sent(`/api/applications/${APPLICATION_ID}/offer`)).toHaveLength(0);
  });

  it("declines with an optional note to the applicant", async () => {
    const sent: unknown[] = [];
    let current = application({ can_review: true });
    stubApi({
      [DETAIL]: () => json(200, opportunityDetail()),
      [LIST]: () => json(200, [current]),
      [`/api/applications/${APPLICATION_ID}/decline`]: async (request) => {
        sent.push(await request.json());
        current = application({ can_review: true, status: "not_selected", decision_note: "Thank you!" });
        return json(200, current);
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Decline James Carter" }));
    const dialog = within(screen.getByRole("dialog", { name: "Decline James Carter?" }));
    await userEvent.type(dialog.getByRole("textbox", { name: "Note to the applicant (optional)" }), "  Thank you!  ");
    await userEvent.click(dialog.getByRole("button", { name: "Decline applicant" }));
    expect(await screen.findByText("Not selected", { selector: "span" })).toBeInTheDocument();
    expect(sent).toEqual([{ note: "Thank you!" }]);
    expect(screen.getByText("Thank you!")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Make offer|Decline/ })).not.toBeInTheDocument();
  });
});
