import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clearSession, setSession } from "@/lib/auth/session";
import { apiError, json, renderRoutes, sessionBody, stubApi } from "@/test/app-testing";
import { NoSlot } from "@/test/no-slot";
import { application, APPLICATION_ID, offer, SPEAKER_ID } from "../test-fixtures";
import { ApplicationPage } from "./application-page";

const PATH = `/api/applications/${APPLICATION_ID}`;
const CHURCH_USER = { id: "c0000000-0000-4000-8000-000000000001", role: "church" as const, needs_onboarding: false };

function renderPage(id = APPLICATION_ID) {
  return renderRoutes(
    [
      {
        path: "/application/:id",
        element: (
          <>
            <ApplicationPage reviews={NoSlot} />
            <Toaster />
          </>
        ),
      },
    ],
    `/application/${id}`,
  );
}

const offered = () => application({ status: "offered", offer: offer(), can_respond: true });

describe("an application, as its applicant sees it", () => {
  beforeEach(() => setSession(sessionBody({ id: SPEAKER_ID, needs_onboarding: false })));
  afterEach(() => clearSession());

  it("shows the offer in full, the application and the opportunity in its timezone", async () => {
    stubApi({ [PATH]: () => json(200, offered()) });
    renderPage();
    const offerSection = await screen.findByRole("region", { name: "The offer" });
    const terms = within(offerSection);
    expect(terms.getByText("guest_speaker")).toBeInTheDocument();
    expect(terms.getByText("Sat, Jan 2, 2027")).toBeInTheDocument();
    expect(terms.getByText("$1,200")).toBeInTheDocument();
    expect(terms.getByText("Reimbursed up to $300")).toBeInTheDocument();
    expect(terms.getByText("Provided")).toBeInTheDocument();
    expect(terms.getByText("W-9 required before payment")).toBeInTheDocument();
    expect(terms.getByText("Please arrive by 5:30 PM for sound check.")).toBeInTheDocument();
    expect(terms.getByText("Sun, Dec 20, 2026")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Fall Revival Weekend" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Fall Revival Weekend" })).toHaveAttribute("href", expect.stringMatching(/^\/opportunities\//));
    expect(screen.getByText(/Fri, Jan 1, 2027, 6:30\sPM EST\s–\sSun, Jan 3, 2027, 9:00\sPM EST/)).toBeInTheDocument();
    expect(screen.getByText("I would love to serve at your revival weekend.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Shortlist/ })).not.toBeInTheDocument();
  });

  it("accepts the offer and says so in the spec's words, on the page and as a toast", async () => {
    const api = stubApi({
      [PATH]: () => json(200, offered()),
      [`${PATH}/offer/accept`]: () => json(200, application({ status: "hire_confirmed", offer: offer() })),
    });
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Accept Offer" }));
    const text = "Position accepted! You have confirmed your role as Guest Speaker. The church has been notified.";
    // The page's live region and the toast.
    expect(await screen.findAllByText(text)).toHaveLength(2);
    expect(screen.getAllByRole("status").some((region) => region.textContent === text)).toBe(true);
    expect(api.sent(`${PATH}/offer/accept`)).toHaveLength(1);
    expect(screen.queryByRole("button", { name: "Accept Offer" })).not.toBeInTheDocument();
    expect(screen.getByText("Confirmed")).toBeInTheDocument();
  });

  it("asks before declining, then says the church was told", async () => {
    const api = stubApi({
      [PATH]: () => json(200, offered()),
      [`${PATH}/offer/decline`]: () => json(200, application({ status: "rejected", offer: offer() })),
    });
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Decline Offer" }));
    const dialog = screen.getByRole("alertdialog", { name: "Decline this offer?" });
    // Focus starts on the safe choice.
    expect(within(dialog).getByRole("button", { name: "Keep the offer" })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole("button", { name: "Decline Offer" }));
    const text = "Position declined. The church has been notified that you declined the role as Guest Speaker.";
    expect((await screen.findAllByText(text)).length).toBe(2);
    expect(api.sent(`${PATH}/offer/decline`)).toHaveLength(1);
  });

  it("says why an answer failed, with the server's message or Please try again.", async () => {
    stubApi({
      [PATH]: () => json(200, offered()),
      [`${PATH}/offer/accept`]: () => apiError(409, "offer_expired", "This offer expired on Dec 20."),
      [`${PATH}/offer/decline`]: () => json(500, "oops"),
    });
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Accept Offer" }));
    const alert = await screen.findByText("Failed to accept offer: This offer expired on Dec 20.", { selector: "[role=alert]" });
    expect(alert).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Decline Offer" }));
    await userEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Decline Offer" }));
    expect(await screen.findByText("Failed to decline offer: Request failed (500)", { selector: "[role=alert]" })).toBeInTheDocument();
  });

  it("shows the server's word when the day is already booked by another hire", async () => {
    const message = "You already have a confirmed booking on this date. Decline this offer or write to the church.";
    stubApi({
      [PATH]: () => json(200, offered()),
      [`${PATH}/offer/accept`]: () => apiError(409, "already_booked", message),
    });
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Accept Offer" }));
    expect(await screen.findByText(`Failed to accept offer: ${message}`, { selector: "[role=alert]" })).toBeInTheDocument();
    // Still theirs to decline.
    expect(screen.getByRole("button", { name: "Decline Offer" })).toBeEnabled();
  });

  it("shows an expired offer without the buttons", async () => {
    stubApi({ [PATH]: () => json(200, application({ status: "expired", offer: offer() })) });
    renderPage();
    expect(await screen.findByText("This offer expired before it was answered.")).toBeInTheDocument();
    expect(screen.getByText("Offer expired")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Accept Offer" })).not.toBeInTheDocument();
  });

  it("withdraws after asking", async () => {
    const api = stubApi({
      [PATH]: () => json(200, application({ can_withdraw: true })),
      [`${PATH}/withdraw`]: () => json(200, application({ status: "withdrawn" })),
    });
    renderPage();
    await screen.findByRole("heading", { level: 1 });
    await userEvent.click(await screen.findByRole("button", { name: "Withdraw application to Fall Revival Weekend" }));
    await userEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Withdraw" }));
    expect(await screen.findByText("Application withdrawn")).toBeInTheDocument();
    expect(api.sent(`${PATH}/withdraw`)).toHaveLength(1);
    expect(screen.queryByRole("button", { name: /^Withdraw/ })).not.toBeInTheDocument();
  });

  it("shows the church's note when it passed", async () => {
    stubApi({ [PATH]: () => json(200, application({ status: "not_selected", decision_note: "We chose a local speaker." })) });
    renderPage();
    expect(await screen.findByText("Note from the church")).toBeInTheDocument();
    expect(screen.getByText("We chose a local speaker.")).toBeInTheDocument();
  });

  it("says when there is no such application (or an id that cannot be one)", async () => {
    stubApi({ "/api/applications/nope": () => apiError(404, "not_found", "Not found") });
    renderPage("nope");
    expect(await screen.findByRole("heading", { name: "Application not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See your applications" })).toHaveAttribute("href", "/applications");
  });
});

describe("an application, as the church sees it", () => {
  beforeEach(() => setSession(sessionBody(CHURCH_USER)));
  afterEach(() => clearSession());

  it("shows the applicant and the moves their status allows, with a Message link to the inbox", async () => {
    const api = stubApi({
      [PATH]: () => json(200, application({ can_review: true })),
      [`${PATH}/shortlist`]: () => json(200, application({ status: "shortlisted", can_review: true })),
    });
    renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: "James Carter" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "James Carter" })).toHaveAttribute("href", `/speakers/${SPEAKER_ID}`);
    expect(screen.getByText("Youth, Leadership, Revival")).toBeInTheDocument();
    expect(screen.getByText("$750–$2,000")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "speaker@example.org" })).toHaveAttribute("href", "mailto:speaker@example.org");
    // The inbox's compose form, addressed to the applicant about this application.
    const href = screen.getByRole("link", { name: "Message James Carter" }).getAttribute("href") ?? "";
    const [path, query] = href.split("?");
    expect(path).toBe("/messages");
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      compose: "1",
      recipient_id: SPEAKER_ID,
      application_id: APPLICATION_ID,
      subject: "Re: Fall Revival Weekend",
    });

    await userEvent.click(screen.getByRole("button", { name: "Shortlist James Carter" }));
    expect(api.sent(`${PATH}/shortlist`)).toHaveLength(1);
    // Shortlisted: no second Shortlist, still an offer or a decline.
    expect(await screen.findByText("Shortlisted", { selector: "span" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Shortlist James Carter" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Make offer to James Carter" })).toBeInTheDocument();
  });

  it("lets members who do not decide read and write only", async () => {
    stubApi({ [PATH]: () => json(200, application({ can_review: false })) });
    renderPage();
    expect(await screen.findByRole("link", { name: "Message James Carter" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Shortlist|Make offer|Decline/ })).not.toBeInTheDocument();
  });
});
