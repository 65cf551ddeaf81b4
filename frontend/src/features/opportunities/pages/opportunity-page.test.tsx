import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearSession, setSession } from "@/lib/auth/session";
import { apiError, json, renderRoutes, sessionBody, stubApi } from "@/test/app-testing";
import { NoSlot } from "@/test/no-slot";
import type { Opportunity } from "../api/opportunities-api";
import { CHURCH_ID, myCalendar, OPPORTUNITY_ID, opportunity, SPEAKER_POSITION } from "../test-fixtures";
import { OpportunityPage } from "./opportunity-page";

const PATH = `/api/opportunities/${OPPORTUNITY_ID}`;

function renderPage() {
  return renderRoutes(
    [
      { path: "/opportunities/:id", element: <OpportunityPage featureBoost={NoSlot} suggestedTalent={NoSlot} /> },
      { path: "/opportunities/:id/edit", element: <h1>Edit page</h1> },
      { path: "/login", element: <h1>Sign in page</h1> },
    ],
    `/opportunities/${OPPORTUNITY_ID}`,
  );
}

function stubOpportunity(answer: Opportunity | (() => Opportunity), more: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({ [PATH]: () => json(200, typeof answer === "function" ? answer() : answer), ...more });
}

describe("/opportunities/:id", () => {
  let description: HTMLMetaElement;
  beforeEach(() => {
    clearSession();
    description = document.createElement("meta");
    description.name = "description";
    document.head.append(description);
  });
  afterEach(() => {
    description.remove();
    clearSession();
  });

  it("shows everything about it, and tells visitors to sign in to apply", async () => {
    stubOpportunity(opportunity());
    const user = userEvent.setup();
    const { router } = renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: "Fall revival guest speaker" })).toBeInTheDocument();
    expect(document.title).toBe("Fall revival guest speaker at Grace Chapel | Steeple");
    expect(description.content).toBe("Grace Chapel is looking for Guest speaker, Keyboardist - Dec 6, 2026, Dayton, OH.");
    expect(screen.getAllByText(/Sun, Dec 6, 2026, 10:30.AM – 12:00.PM EST/).length).toBeGreaterThan(0);
    expect(screen.getByText("Eastern Standard Time (America/New_York)")).toBeInTheDocument();
    expect(screen.getAllByText("12 Main St, Dayton, OH").length).toBeGreaterThan(0);
    expect(screen.getByText("Contemporary")).toBeInTheDocument();
    expect(screen.getByText("350")).toBeInTheDocument();
    expect(screen.getByText("1 of 2 filled")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View church profile" })).toHaveAttribute("href", `/churches/${CHURCH_ID}`);
    expect(screen.queryByRole("button", { name: "Apply" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Manage this opportunity" })).toBeNull();

    expect(screen.getByText("Sign in as a speaker or musician to apply.")).toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "Sign in" }));
    expect(router.state.location.pathname).toBe("/login");
    expect(router.state.location.state).toEqual({ from: `/opportunities/${OPPORTUNITY_ID}` });
  });

  it("says prominently why a closed one takes no applications, with no Apply", async () => {
    setSession(sessionBody({ role: "speaker", needs_onboarding: false }));
    stubOpportunity(
      opportunity(
        { status: "cancelled", closed_notice: "This opportunity was cancelled." },
        { apply_blocker: "This opportunity was cancelled." },
      ),
    );
    renderPage();
    expect(await screen.findByText("This opportunity was cancelled.")).toBeInTheDocument();
    expect(screen.getAllByText("This opportunity was cancelled.")).toHaveLength(1);
    expect(screen.getByText("Cancelled")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Apply" })).toBeNull();
  });

  it("applies to a position of the caller's role, and shows the status after", async () => {
    setSession(sessionBody({ role: "speaker", needs_onboarding: false }));
    let applied = false;
    const { sent } = stubOpportunity(
      () =>
        applied
          ? opportunity({}, { my_application: { id: "app-1", status: "submitted", position_title: "Guest speaker" } })
          : opportunity({}, { can_apply: true, apply_blocker: null, applications_left: 3 }),
      {
        [`${PATH}/applications`]: () => {
          applied = true;
          return json(201, { id: "app-1", status: "submitted", position_title: "Guest speaker" });
        },
      },
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole("button", { name: "Apply" }));

    const dialog = await screen.findByRole("dialog", { name: "Apply: Fall revival guest speaker" });
    const position = within(dialog).getByLabelText("Position");
    expect(within(position).getAllByRole("option").map((option) => option.textContent)).toEqual(["Guest speaker"]);
    expect(within(dialog).getByText("You have 3 applications left this month.")).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Send application" }));
    expect(await within(dialog).findByText("Write a message to the church")).toBeInTheDocument();
    expect(within(dialog).getByText("Confirm that you are available on the event's date")).toBeInTheDocument();
    expect(sent(`${PATH}/applications`)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText("Cover message"), "I have preached revivals for ten years.");
    await user.type(within(dialog).getByLabelText("Proposed fee (optional)"), "450");
    await user.click(within(dialog).getByLabelText("I confirm I am available on the event's date"));
    await user.click(within(dialog).getByRole("button", { name: "Send application" }));

    const done = await screen.findByRole("dialog", { name: "Application sent" });
    expect(within(done).getByText("Submitted")).toBeInTheDocument();
    expect(within(done).getByRole("link", { name: "View your application" })).toHaveAttribute("href", "/application/app-1");
    expect(await sent(`${PATH}/applications`)[0]!.json()).toEqual({
      position_id: SPEAKER_POSITION,
      cover_message: "I have preached revivals for ten years.",
      proposed_fee: 450,
      available: true,
    });
    // The page behind now shows the application.
    await user.keyboard("{Escape}");
    expect(await screen.findByText("You applied as Guest speaker")).toBeInTheDocument();
  });

  it("shows the server's refusal inside the dialog", async () => {
    setSession(sessionBody({ role: "speaker", needs_onboarding: false }));
    stubOpportunity(opportunity({}, { can_apply: true, apply_blocker: null, applications_left: 1 }), {
      [`${PATH}/applications`]: () =>
        apiError(409, "quota_reached", "You have used this month's 5 free applications. Upgrade to Pro to apply without limits."),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole("button", { name: "Apply" }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText("Cover message"), "Hello");
    await user.click(within(dialog).getByLabelText("I confirm I am available on the event's date"));
    await user.click(within(dialog).getByRole("button", { name: "Send application" }));
    expect(await within(dialog).findByText(/You have used this month's 5 free applications/)).toBeInTheDocument();
  });

  it("shows an applicant their application", async () => {
    setSession(sessionBody({ role: "musician", needs_onboarding: false }));
    stubOpportunity(
      opportunity({}, { apply_blocker: "You have already applied to this opportunity.", my_application: { id: "app-9", status: "shortlisted", position_title: "Keyboardist" } }),
    );
    renderPage();
    expect(await screen.findByText("You applied as Keyboardist")).toBeInTheDocument();
    expect(screen.getByText("Shortlisted")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View your application" })).toHaveAttribute("href", "/application/app-9");
    expect(screen.queryByText("You have already applied to this opportunity.")).toBeNull();
  });

  it("says when it does not exist", async () => {
    stubApi({});
    renderPage();
    expect(await screen.findByRole("heading", { name: "Opportunity not found" })).toBeInTheDocument();
  });
});

describe("the applicant's calendar, before applying", () => {
  beforeEach(() => setSession(sessionBody({ role: "speaker", needs_onboarding: false })));
  afterEach(() => clearSession());

  const CALENDAR = "/api/availability";
  const open = () => opportunity({}, { can_apply: true, apply_blocker: null });

  async function openApply() {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole("button", { name: "Apply" }));
    return { user, dialog: await screen.findByRole("dialog", { name: "Apply: Fall revival guest speaker" }) };
  }

  it("reads the event's day on the caller's own calendar and says when it is free", async () => {
    const { sent } = stubOpportunity(open(), { [CALENDAR]: () => json(200, myCalendar(["partly"])) });
    const { dialog } = await openApply();
    expect(await within(dialog).findByText("This date is free on your calendar.")).toBeInTheDocument();
    expect(within(dialog).queryByRole("alert")).toBeNull();
    const asked = new URL(sent(CALENDAR)[0]!.url).searchParams;
    expect(Object.fromEntries(asked)).toEqual({ from: "2026-12-06", to: "2026-12-06" });
  });

  it("warns of a day marked away over an event's days, and still lets the speaker apply", async () => {
    // 6 PM Sunday to 1 AM Monday in New York: both days are the event's.
    const late = opportunity(
      { starts_at: "2026-12-06T23:00:00Z", ends_at: "2026-12-07T06:00:00Z", starts_local: "2026-12-06T18:00:00", ends_local: "2026-12-07T01:00:00" },
      { can_apply: true, apply_blocker: null },
    );
    const { sent } = stubOpportunity(late, {
      [CALENDAR]: () => json(200, myCalendar(["available", "unavailable"])),
      [`${PATH}/applications`]: () => json(201, { id: "app-1", status: "submitted", position_title: "Guest speaker" }),
    });
    const { user, dialog } = await openApply();
    const alert = await within(dialog).findByRole("alert");
    expect(alert).toHaveTextContent("You marked this date as unavailable on your calendar.");
    expect(within(alert).getByRole("link", { name: "Open your calendar" })).toHaveAttribute("href", "/availability");
    expect(Object.fromEntries(new URL(sent(CALENDAR)[0]!.url).searchParams)).toEqual({ from: "2026-12-06", to: "2026-12-07" });

    await user.type(within(dialog).getByLabelText("Cover message"), "I can rearrange my week.");
    await user.click(within(dialog).getByLabelText("I confirm I am available on the event's date"));
    await user.click(within(dialog).getByRole("button", { name: "Send application" }));
    expect(await screen.findByRole("dialog", { name: "Application sent" })).toBeInTheDocument();
  });

  it("warns of a confirmed booking before a day away", async () => {
    stubOpportunity(open(), { [CALENDAR]: () => json(200, myCalendar(["booked"])) });
    const { dialog } = await openApply();
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("You already have a confirmed booking on this date. Open your calendar");
  });

  it("says nothing of the calendar when it cannot be read", async () => {
    const { sent } = stubOpportunity(open(), { [CALENDAR]: () => apiError(403, "forbidden", "Only speakers and musicians keep an availability calendar") });
    const { dialog } = await openApply();
    await waitFor(() => expect(sent(CALENDAR)).toHaveLength(1));
    expect(within(dialog).queryByRole("alert")).toBeNull();
    expect(within(dialog).queryByText(/on your calendar/)).toBeNull();
    expect(within(dialog).getByRole("button", { name: "Send application" })).toBeEnabled();
  });
});

describe("/opportunities/:id for its church's admins and leaders", () => {
  beforeEach(() => setSession(sessionBody({ role: "church", needs_onboarding: false })));
  afterEach(() => clearSession());

  const managed = (changes: Partial<Opportunity> = {}) =>
    opportunity(changes, { can_manage: true, apply_blocker: "Only speakers and musicians can apply." });

  it("publishes a draft, showing the server's refusal and where to get postings", async () => {
    stubOpportunity(managed({ status: "draft", closed_notice: "This opportunity is a draft and not published yet." }), {
      [`${PATH}/publish`]: () =>
        apiError(409, "posting_quota_reached", "You have used this month's postings. Buy an additional posting pack, or publish next month."),
    });
    const user = userEvent.setup();
    renderPage();
    const manage = await screen.findByRole("region", { name: "Manage this opportunity" });
    expect(within(manage).getByText("Draft")).toBeInTheDocument();
    expect(within(manage).getByRole("link", { name: "Edit" })).toHaveAttribute("href", `/opportunities/${OPPORTUNITY_ID}/edit`);
    expect(within(manage).queryByRole("link", { name: "Review applicants" })).toBeNull();
    expect(screen.queryByText("Only speakers and musicians can apply.")).toBeNull();

    await user.click(within(manage).getByRole("button", { name: "Publish" }));
    expect(await within(manage).findByRole("alert")).toHaveTextContent("You have used this month's postings.");
    expect(within(manage).getByRole("link", { name: "See plans and posting packs" })).toHaveAttribute("href", "/pricing");
  });

  it("cancels after asking, saying applicants will be told", async () => {
    let cancelled = false;
    const { sent } = stubOpportunity(() => managed(cancelled ? { status: "cancelled", closed_notice: "This opportunity was cancelled." } : {}), {
      [`${PATH}/cancel`]: () => {
        cancelled = true;
        return json(200, managed({ status: "cancelled" }));
      },
    });
    const user = userEvent.setup();
    renderPage();
    const manage = await screen.findByRole("region", { name: "Manage this opportunity" });
    expect(within(manage).getByRole("link", { name: "Review applicants" })).toHaveAttribute(
      "href",
      `/opportunities/${OPPORTUNITY_ID}/applicants`,
    );
    await user.click(within(manage).getByRole("button", { name: "Cancel opportunity" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Cancel this opportunity?" });
    expect(confirm).toHaveTextContent("Everyone who applied, and anyone already confirmed, will be told.");
    await user.click(within(confirm).getByRole("button", { name: "Keep it" }));
    expect(sent(`${PATH}/cancel`)).toHaveLength(0);

    await user.click(within(manage).getByRole("button", { name: "Cancel opportunity" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Cancel opportunity" }));
    await waitFor(() => expect(sent(`${PATH}/cancel`)).toHaveLength(1));
    expect(await screen.findByText("This opportunity was cancelled.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Cancel opportunity" })).toBeNull();
  });

  describe("finding speakers and musicians free on the day", () => {
    // Only the clock: the event (Dec 6, 2026) is still ahead.
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(new Date("2026-11-22T12:00:00Z"));
    });
    afterEach(() => vi.useRealTimers());

    it("links to the directory of talent free on the event's day while the church is still looking", async () => {
      stubOpportunity(managed());
      renderPage();
      const manage = await screen.findByRole("region", { name: "Manage this opportunity" });
      expect(within(manage).getByRole("link", { name: "Find speakers and musicians free on Sun, Dec 6, 2026" })).toHaveAttribute(
        "href",
        "/talent?available_on=2026-12-06",
      );
    });

    it("offers no such search once the opportunity is filled, or its day has passed", async () => {
      stubOpportunity(managed({ status: "filled" }));
      const { unmount } = renderPage();
      await screen.findByRole("region", { name: "Manage this opportunity" });
      expect(screen.queryByRole("link", { name: /Find speakers and musicians free/ })).toBeNull();
      unmount();

      vi.setSystemTime(new Date("2026-12-08T12:00:00Z"));
      stubOpportunity(managed());
      renderPage();
      await screen.findByRole("region", { name: "Manage this opportunity" });
      expect(screen.queryByRole("link", { name: /Find speakers and musicians free/ })).toBeNull();
    });
  });

  it("duplicates into a new draft and opens its editor", async () => {
    stubOpportunity(managed({ status: "closed", closed_notice: "This opportunity is closed to new applications." }), {
      [`${PATH}/duplicate`]: () => json(201, managed({ id: "copy-1", status: "draft" })),
    });
    const user = userEvent.setup();
    const { router } = renderPage();
    const manage = await screen.findByRole("region", { name: "Manage this opportunity" });
    expect(within(manage).queryByRole("link", { name: "Edit" })).toBeNull();
    expect(within(manage).queryByRole("button", { name: "Close" })).toBeNull();
    await user.click(within(manage).getByRole("button", { name: "Duplicate" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/opportunities/copy-1/edit"));
  });
});
