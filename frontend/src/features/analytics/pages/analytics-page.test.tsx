import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { User } from "@/lib/auth/session";
import { clearSession, setSession } from "@/lib/auth/session";
import { apiError, json, renderRoutes, sessionBody, stubApi } from "@/test/app-testing";
import type { Analytics } from "../api/analytics-api";
import { analytics } from "../test-fixtures";
import { AnalyticsPage } from "./analytics-page";

// Recharts draws nothing in jsdom (no layout); the charts' own module stands in with what it got.
vi.mock("../components/charts", () => ({
  AnalyticsCharts: ({ analytics: shown }: { analytics: Analytics }) => <p>Charts of {shown.period}</p>,
}));

const FIGURES = "/api/analytics";
const EXPORT = "/api/analytics/export";
const period = (request: Request) => new URL(request.url).searchParams.get("period");

function renderPage(path = "/analytics") {
  return renderRoutes([{ path: "/analytics", element: <AnalyticsPage /> }], path);
}

function signIn(user: Partial<User>) {
  setSession(sessionBody({ needs_onboarding: false, ...user }));
}

/** The figures for whichever period was asked. */
function answering(kind: Analytics["kind"], each = 1) {
  return (request: Request) => json(200, analytics(kind, period(request) as Analytics["period"], each));
}

const radio = (name: string | RegExp) => screen.getByRole("radio", { name });
// The charts' module arrives lazily; the first test waits for it to be compiled too.
const chartsOf = (shown: string) => screen.findByText(`Charts of ${shown}`, {}, { timeout: 10_000 });
const table = (name: string | RegExp) => screen.getByRole("table", { name });

afterEach(() => clearSession());

describe("/analytics for a free speaker", () => {
  beforeEach(() => signIn({ role: "speaker", premium: false }));

  it("shows the last 30 days; the other periods are locked with a way to Pro", async () => {
    const api = stubApi({ [FIGURES]: answering("talent") });
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Analytics" })).toBeInTheDocument();
    expect(screen.getByRole("status", { name: "Loading analytics" })).toBeInTheDocument();
    expect(await chartsOf("30d")).toBeInTheDocument();

    expect(radio("30 days")).toBeChecked();
    for (const name of ["7 days", "90 days", "12 months"]) {
      expect(radio(name)).toBeDisabled();
      expect(radio(name)).toHaveAccessibleDescription("7 days, 90 days, and 12 months come with Pro. Upgrade to Pro");
    }
    expect(radio("30 days")).not.toHaveAccessibleDescription();
    expect(screen.getByRole("link", { name: "Upgrade to Pro" })).toHaveAttribute("href", "/pricing");
    expect(api.sent(FIGURES).map(period)).toEqual(["30d"]);

    const figures = screen.getByRole("region", { name: "Key figures, the last 30 days" });
    const value = (label: string) => within(figures).getByText(label).nextElementSibling?.textContent;
    expect(value("Profile views")).toBe("30");
    expect(value("Directory appearances")).toBe("30");
    expect(value("Applications")).toBe("30");
    expect(value("Acceptance rate")).toBe("50%");
  });

  it("asks for the free period when the address names a locked one", async () => {
    const api = stubApi({ [FIGURES]: answering("talent") });
    renderPage("/analytics?period=12m");
    await chartsOf("30d");
    expect(radio("30 days")).toBeChecked();
    expect(api.sent(FIGURES).map(period)).toEqual(["30d"]);
  });

  it("answers the server's pro_required with Upgrade to Pro and the free period", async () => {
    // The page still believes in Pro (a plan that has just lapsed); the server knows better.
    clearSession();
    signIn({ role: "speaker", premium: true });
    const api = stubApi({
      [FIGURES]: (request) =>
        period(request) === "30d"
          ? json(200, analytics("talent"))
          : apiError(403, "pro_required", "Longer periods are part of Pro."),
    });
    renderPage("/analytics?period=90d");
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Longer periods are part of Pro.")).toBeInTheDocument();
    expect(within(alert).getByRole("link", { name: "Upgrade to Pro" })).toHaveAttribute("href", "/pricing");
    await userEvent.click(within(alert).getByRole("button", { name: "Show the last 30 days" }));
    expect(await chartsOf("30d")).toBeInTheDocument();
    expect(radio("30 days")).toBeChecked();
    expect(api.sent(FIGURES).map(period)).toEqual(["90d", "30d"]);
  });

  it("says what to do next when nothing was counted", async () => {
    stubApi({ [FIGURES]: answering("talent", 0) });
    renderPage();
    expect(
      await screen.findByText("No profile views yet — complete your profile and apply to opportunities to get noticed"),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Complete your profile" })).toHaveAttribute("href", "/profile/edit");
    expect(screen.getByRole("link", { name: "Browse opportunities" })).toHaveAttribute("href", "/opportunities");
    expect(screen.queryByText(/Charts of/)).not.toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("offers Try again when the figures cannot load", async () => {
    let fail = true;
    stubApi({
      [FIGURES]: () => (fail ? apiError(500, "internal", "Boom") : json(200, analytics("talent"))),
    });
    renderPage();
    // A server failure gets one more try before the page says so.
    expect(await screen.findByText("We couldn't load your analytics.", {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Download CSV" })).not.toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await chartsOf("30d")).toBeInTheDocument();
  });
});

describe("the figures as a table", () => {
  beforeEach(() => signIn({ role: "speaker", premium: true }));

  it("holds every bucket and the totals, shown to everyone on Show as table", async () => {
    stubApi({ [FIGURES]: answering("talent", 2) });
    renderPage();
    await chartsOf("30d");
    const figures = table("Figures by day, the last 30 days");
    // Screen readers have it from the start; it is only visually hidden until asked for.
    expect(figures.parentElement).toHaveClass("sr-only");
    const rows = within(figures).getAllByRole("row");
    const row = (index: number) => rows[index]!;
    expect(within(row(0)).getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual([
      "Day",
      "Profile views",
      "Directory appearances",
      "Applications",
      "Shortlisted",
      "Offers",
      "Confirmed",
      "Declined",
      "Not selected",
    ]);
    // The heading row, 30 days and the totals.
    expect(rows).toHaveLength(32);
    expect(within(row(1)).getByRole("rowheader")).toHaveTextContent("Sun, Oct 25, 2026");
    expect(within(row(30)).getByRole("rowheader")).toHaveTextContent("Mon, Nov 23, 2026");
    expect(within(row(30)).getAllByRole("cell").map((cell) => cell.textContent)).toEqual(Array(8).fill("2"));
    expect(within(row(31)).getByRole("rowheader")).toHaveTextContent("Total");
    expect(within(row(31)).getAllByRole("cell").map((cell) => cell.textContent)).toEqual(Array(8).fill("60"));

    await userEvent.click(screen.getByRole("button", { name: "Show as table" }));
    expect(screen.getByRole("region", { name: "Figures by day" })).toContainElement(table("Figures by day, the last 30 days"));
    await userEvent.click(screen.getByRole("button", { name: "Hide table" }));
    expect(screen.queryByRole("region", { name: "Figures by day" })).not.toBeInTheDocument();
  });

  it("switches to months over 12 months (Pro), keeping the period in the address", async () => {
    const api = stubApi({ [FIGURES]: answering("talent") });
    const { router } = renderPage();
    await chartsOf("30d");
    for (const name of ["7 days", "30 days", "90 days", "12 months"]) expect(radio(name)).toBeEnabled();
    expect(screen.queryByRole("link", { name: "Upgrade to Pro" })).not.toBeInTheDocument();

    await userEvent.click(radio("12 months"));
    expect(await chartsOf("12m")).toBeInTheDocument();
    expect(router.state.location.search).toBe("?period=12m");
    expect(api.sent(FIGURES).map(period)).toEqual(["30d", "12m"]);
    const rows = within(table("Figures by month, the last 12 months")).getAllByRole("rowheader");
    expect(rows.map((row) => row.textContent)).toEqual([
      "December 2025",
      "January 2026",
      "February 2026",
      "March 2026",
      "April 2026",
      "May 2026",
      "June 2026",
      "July 2026",
      "August 2026",
      "September 2026",
      "October 2026",
      "November 2026",
      "Total",
    ]);
  });

  it("moves between periods with the arrow keys", async () => {
    const api = stubApi({ [FIGURES]: answering("talent") });
    renderPage();
    await chartsOf("30d");
    radio("30 days").focus();
    await userEvent.keyboard("{ArrowRight}");
    expect(radio("90 days")).toBeChecked();
    expect(await chartsOf("90d")).toBeInTheDocument();
    expect(api.sent(FIGURES).map(period)).toEqual(["30d", "90d"]);
  });
});

describe("Download CSV", () => {
  beforeEach(() => signIn({ role: "speaker", premium: true }));

  it("saves the period's CSV under the server's file name", async () => {
    // jsdom has no object URLs.
    vi.stubGlobal(
      "URL",
      class extends URL {
        static createObjectURL = () => "blob:csv";
        static revokeObjectURL = () => {};
      },
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    const api = stubApi({
      [FIGURES]: answering("talent"),
      [EXPORT]: () =>
        new Response("start,profile_views\n", {
          headers: { "Content-Type": "text/csv", "Content-Disposition": 'attachment; filename="steeple-analytics-90d-2026-11-23.csv"' },
        }),
    });
    renderPage("/analytics?period=90d");
    await userEvent.click(await screen.findByRole("button", { name: "Download CSV" }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe("steeple-analytics-90d-2026-11-23.csv");
    expect(api.sent(EXPORT).map(period)).toEqual(["90d"]);
  });

  it("says so when the download fails", async () => {
    stubApi({ [FIGURES]: answering("talent"), [EXPORT]: () => apiError(500, "internal", "Boom") });
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Download CSV" }));
    expect(await screen.findByText("Failed to download the CSV. Please try again.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Download CSV" })).toHaveAccessibleDescription(
      "Failed to download the CSV. Please try again.",
    );
  });
});

describe("/analytics for a church", () => {
  const church = (role: "admin" | "leader" | "volunteer") => ({
    role: "church" as const,
    premium: true,
    church_name: "Grace Community Church",
    church: { church_id: "c7d5e0a2-1b1f-4d52-8f52-7f3f7f0e2c11", church_name: "Grace Community Church", role },
  });

  it("shows opportunity views, applicants per opportunity, time to hire and postings, every period open", async () => {
    signIn(church("admin"));
    stubApi({ [FIGURES]: answering("church") });
    renderPage();
    await chartsOf("30d");
    expect(screen.getByText("How Grace Community Church's opportunities are found and filled.")).toBeInTheDocument();
    for (const name of ["7 days", "90 days", "12 months"]) expect(radio(name)).toBeEnabled();

    const figures = screen.getByRole("region", { name: "Key figures, the last 30 days" });
    const value = (label: string) => within(figures).getByText(label).nextElementSibling?.textContent;
    expect(value("Opportunity views")).toBe("30");
    expect(value("Applicants")).toBe("30");
    expect(value("Median time to hire")).toBe("4.5 days");
    expect(value("Postings used")).toBe("1 of 2");

    const headers = within(table("Figures by day, the last 30 days")).getAllByRole("columnheader");
    expect(headers.map((cell) => cell.textContent)).toEqual([
      "Day",
      "Church page views",
      "Opportunity views",
      "Applicants",
      "Confirmed hires",
    ]);
    const perOpportunity = within(table("Views and applicants per opportunity, the last 30 days")).getAllByRole("row");
    expect(perOpportunity.map((row) => row.textContent)).toEqual([
      "OpportunityViewsApplicants",
      "Fall Revival Weekend1208",
      "Youth Retreat402",
    ]);
  });

  it("asks an admin to post and complete the church when nothing was counted", async () => {
    signIn(church("admin"));
    stubApi({ [FIGURES]: answering("church", 0) });
    renderPage();
    expect(await screen.findByText(/^No opportunity views yet/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Post an opportunity" })).toHaveAttribute("href", "/opportunities/new");
    expect(screen.getByRole("link", { name: "Complete your church profile" })).toHaveAttribute(
      "href",
      "/church-profile-completion",
    );
  });

  it("tells a volunteer who posts instead of offering what they cannot do", async () => {
    signIn(church("volunteer"));
    stubApi({ [FIGURES]: answering("church", 0) });
    renderPage();
    expect(await screen.findByText(/Your church's admins and leaders post its opportunities/)).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Post an opportunity" })).not.toBeInTheDocument();
  });

  it("asks nothing for an account without a church", async () => {
    signIn({ role: "church", premium: false, church: null });
    const api = stubApi({ [FIGURES]: answering("church") });
    renderPage();
    expect(screen.getByText("No church yet.")).toBeInTheDocument();
    expect(api.sent(FIGURES)).toHaveLength(0);
  });
});
