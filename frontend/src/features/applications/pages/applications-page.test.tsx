import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clearSession, setSession } from "@/lib/auth/session";
import { apiError, json, renderRoutes, sessionBody, stubApi } from "@/test/app-testing";
import { application, SPEAKER_ID } from "../test-fixtures";
import { ApplicationsPage } from "./applications-page";

const LIST = "/api/applications";

function renderPage(path = "/applications") {
  return renderRoutes([{ path: "/applications", element: <ApplicationsPage /> }], path);
}

const query = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

describe("/applications for speakers and musicians", () => {
  beforeEach(() => setSession(sessionBody({ id: SPEAKER_ID, needs_onboarding: false })));
  afterEach(() => clearSession());

  it("lists my applications with where each stands, page by page", async () => {
    const second = application({ id: "second", opportunity: { ...application().opportunity, title: "Easter Sunrise Service" } });
    const api = stubApi({
      [LIST]: (request) =>
        query(request).cursor === "next"
          ? json(200, { items: [second], next_cursor: null })
          : json(200, { items: [application({ status: "offered" })], next_cursor: "next" }),
    });
    renderPage();
    const link = await screen.findByRole("link", { name: "Fall Revival Weekend" });
    expect(link).toHaveAttribute("href", "/application/5b0c9a52-7f1e-4c1b-9a43-2d9d7b0c1e01");
    const row = link.closest("article")!;
    expect(within(row).getByText("Grace Community Church")).toBeInTheDocument();
    expect(within(row).getByText("guest_speaker")).toBeInTheDocument();
    // The event's day where it happens; applied on the reader's calendar.
    expect(within(row).getByText("Fri, Jan 1, 2027")).toBeInTheDocument();
    expect(within(row).getByText("Nov 18, 2026")).toBeInTheDocument();
    expect(within(row).getByText("Offer received")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByRole("link", { name: "Easter Sunrise Service" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
    expect(api.sent(LIST).map(query)).toEqual([{}, { cursor: "next" }]);
  });

  it("filters by status, kept in the address", async () => {
    const api = stubApi({ [LIST]: () => json(200, { items: [application()], next_cursor: null }) });
    const { router } = renderPage();
    await screen.findByRole("link", { name: "Fall Revival Weekend" });
    const filter = screen.getByRole("combobox", { name: "Status" });
    expect(within(filter).getAllByRole("option").map((option) => option.textContent)).toEqual([
      "All",
      "Submitted",
      "Shortlisted",
      "Offer received",
      "Confirmed",
      "Offer declined",
      "Not selected",
      "Withdrawn",
      "Offer expired",
    ]);
    await userEvent.selectOptions(filter, "Confirmed");
    expect(router.state.location.search).toBe("?status=hire_confirmed");
    await screen.findByRole("link", { name: "Fall Revival Weekend" });
    expect(api.sent(LIST).map(query).at(-1)).toEqual({ status: "hire_confirmed" });
  });

  it("offers Withdraw, after asking, only where the server allows it", async () => {
    const api = stubApi({
      [LIST]: () =>
        json(200, {
          items: [application({ can_withdraw: true }), application({ id: "other", status: "hire_confirmed" })],
          next_cursor: null,
        }),
      "/api/applications/5b0c9a52-7f1e-4c1b-9a43-2d9d7b0c1e01/withdraw": () => json(200, application({ status: "withdrawn" })),
    });
    renderPage();
    const withdraw = await screen.findByRole("button", { name: "Withdraw application to Fall Revival Weekend" });
    expect(screen.getAllByRole("button", { name: /^Withdraw/ })).toHaveLength(1);
    await userEvent.click(withdraw);
    const dialog = screen.getByRole("alertdialog", { name: "Withdraw this application?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Keep it" }));
    expect(api.sent("/api/applications/5b0c9a52-7f1e-4c1b-9a43-2d9d7b0c1e01/withdraw")).toHaveLength(0);
    await userEvent.click(withdraw);
    await userEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Withdraw" }));
    expect(api.sent("/api/applications/5b0c9a52-7f1e-4c1b-9a43-2d9d7b0c1e01/withdraw")).toHaveLength(1);
  });

  it("says what to do next when there is nothing yet", async () => {
    stubApi({ [LIST]: () => json(200, { items: [], next_cursor: null }) });
    renderPage();
    expect(await screen.findByText("You haven't applied to any opportunities yet.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse opportunities" })).toHaveAttribute("href", "/opportunities");
  });

  it("offers every status back when a filter finds nothing", async () => {
    stubApi({ [LIST]: () => json(200, { items: [], next_cursor: null }) });
    const { router } = renderPage("/applications?status=expired");
    expect(await screen.findByText("No applications are offer expired.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Show all applications" }));
    expect(router.state.location.search).toBe("");
  });

  it("says when the list could not load, and tries again", async () => {
    // Server errors get one automatic retry before the page says so.
    let calls = 0;
    stubApi({ [LIST]: () => (++calls <= 2 ? json(503, null) : json(200, { items: [application()], next_cursor: null })) });
    renderPage();
    expect(await screen.findByText("We couldn't load the applications.", {}, { timeout: 3000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: "Fall Revival Weekend" })).toBeInTheDocument();
  });
});

describe("/applications for church members", () => {
  beforeEach(() => setSession(sessionBody({ id: "c1", role: "church", needs_onboarding: false })));
  afterEach(() => clearSession());

  it("lists the applications the church received, by applicant", async () => {
    stubApi({ [LIST]: () => json(200, { items: [application({ status: "shortlisted" })], next_cursor: null }) });
    renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: "Applications received" })).toBeInTheDocument();
    const link = await screen.findByRole("link", { name: "James Carter" });
    expect(link).toHaveAttribute("href", "/application/5b0c9a52-7f1e-4c1b-9a43-2d9d7b0c1e01");
    const row = link.closest("article")!;
    expect(within(row).getByRole("link", { name: "Fall Revival Weekend" })).toHaveAttribute(
      "href",
      "/opportunities/0c3f7e2a-1b6d-4a8e-9c55-6f1d2e3a4b02/applicants",
    );
    expect(within(row).getByText("guest_speaker")).toBeInTheDocument();
    expect(within(row).getByText("Shortlisted")).toBeInTheDocument();
    // The filter names statuses from the church's side too.
    expect(screen.getByRole("option", { name: "New" })).toBeInTheDocument();
    expect(screen.getByRole("option", { name: "Offered" })).toBeInTheDocument();
  });

  it("shows the server's refusal", async () => {
    stubApi({ [LIST]: () => apiError(403, "forbidden", "Your account isn't part of a church yet.") });
    renderPage();
    expect(await screen.findByText("Your account isn't part of a church yet.")).toBeInTheDocument();
  });
});
