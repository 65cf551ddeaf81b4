import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clearSession, setSession } from "@/lib/auth/session";
import { apiError, json, renderRoutes, sessionBody, stubApi } from "@/test/app-testing";
import type { Calendar } from "../api/availability-api";
import { AvailabilitySection } from "../components/availability-section";
import { AvailabilityPage } from "./availability-page";

const TALENT = "5f0d3a52-4a4f-4c1e-8f7a-0b1c2d3e4f50";

function march(overrides: Record<string, Partial<Calendar["days"][number]>>): Calendar["days"] {
  return Array.from({ length: 31 }, (_, index) => {
    const date = `2027-03-${String(index + 1).padStart(2, "0")}`;
    return { date, state: "available", parts: [], reasons: [], bookings: [], ...overrides[date] };
  });
}

const CALENDAR: Calendar = {
  time_zone: "America/Chicago",
  feed_url: "http://localhost/api/calendar/SECRET.ics",
  days: march({
    "2027-03-06": { state: "unavailable", reasons: ["Family wedding"] },
    "2027-03-07": { state: "partly", parts: ["morning"], reasons: ["Serving at my home church"] },
    "2027-03-13": {
      state: "booked",
      bookings: [
        {
          application_id: "a1",
          opportunity_id: "o1",
          title: "Spring Revival",
          church_name: "Grace Fellowship",
          starts_at: "2027-03-13T15:00:00Z",
          ends_at: "2027-03-13T17:00:00Z",
          time_zone: "America/Chicago",
          place: "Dayton, OH",
        },
      ],
    },
  }),
  blocks: [{ id: "b1", starts_on: "2027-03-06", ends_on: "2027-03-06", reason: "Family wedding" }],
  rules: [
    {
      id: "r1",
      frequency: "weekly",
      weekdays: [6],
      ordinal: null,
      part_of_day: "morning",
      starts_on: "2027-01-01",
      until: null,
      skipped: [],
      reason: "Serving at my home church",
    },
  ],
};

beforeEach(() => setSession(sessionBody({ role: "speaker", needs_onboarding: false })));
afterEach(() => clearSession());

function renderPage() {
  return renderRoutes([{ path: "/availability", element: <AvailabilityPage /> }], "/availability?month=2027-03");
}

describe("AvailabilityPage", () => {
  it("shows each day's state in words, the talent's reasons and bookings, and what they entered", async () => {
    const api = stubApi({ "/api/availability": () => json(200, CALENDAR) });
    renderPage();
    const grid = await screen.findByRole("table", { name: "March 2027" });
    const cell = (day: string) => within(grid).getByText(day, { selector: "span.font-medium" }).closest("td")!;
    expect(cell("6")).toHaveTextContent("Unavailable");
    expect(cell("6")).toHaveTextContent("Family wedding");
    expect(cell("7")).toHaveTextContent("Partly available: morning");
    expect(cell("13")).toHaveTextContent("Booked");
    expect(cell("13")).toHaveTextContent("Grace Fellowship");
    expect(cell("8")).toHaveTextContent("Available");
    const query = new URL(api.sent("/api/availability")[0]!.url).searchParams;
    expect([query.get("from"), query.get("to")]).toEqual(["2027-03-01", "2027-03-31"]);
    expect(screen.getByRole("list", { name: "Repeating rules" })).toHaveTextContent("Every week on Sunday, morning");
    expect(screen.getByLabelText("Calendar link")).toHaveValue(CALENDAR.feed_url);
    expect(screen.getByLabelText("Your time zone")).toHaveValue("America/Chicago");
  });

  it("blocks a day, shows the server's field message, and removes a block", async () => {
    let refuse = true;
    const api = stubApi({
      "/api/availability": () => json(200, CALENDAR),
      "/api/availability/blocks": () =>
        refuse
          ? apiError(422, "validation_error", "Check the dates", { ends_on: "The end must be on or after the start" })
          : json(201, { id: "b2", starts_on: "2027-03-20", ends_on: "2027-03-21", reason: null }),
      "/api/availability/blocks/b1": () => json(204, null),
    });
    renderPage();
    const form = await screen.findByRole("form", { name: "Block days" });
    await userEvent.clear(within(form).getByLabelText("First day"));
    await userEvent.type(within(form).getByLabelText("First day"), "2027-03-20");
    await userEvent.type(within(form).getByLabelText("Last day"), "2027-03-19");
    await userEvent.click(within(form).getByRole("button", { name: "Block days" }));
    expect(await within(form).findByText("The end must be on or after the start")).toBeInTheDocument();

    refuse = false;
    await userEvent.clear(within(form).getByLabelText("Last day"));
    await userEvent.type(within(form).getByLabelText("Last day"), "2027-03-21");
    await userEvent.click(within(form).getByRole("button", { name: "Block days" }));
    await expect.poll(() => api.sent("/api/availability/blocks").length).toBe(2);
    expect(await api.sent("/api/availability/blocks")[1]!.json()).toEqual({
      starts_on: "2027-03-20",
      ends_on: "2027-03-21",
      reason: null,
    });

    const blocks = screen.getByRole("list", { name: "Blocked days" });
    await userEvent.click(within(blocks).getByRole("button", { name: /^Remove / }));
    await expect.poll(() => api.sent("/api/availability/blocks/b1").length).toBe(1);
    expect(api.sent("/api/availability/blocks/b1")[0]!.method).toBe("DELETE");
  });

  it("adds a monthly rule with a skipped date", async () => {
    const api = stubApi({
      "/api/availability": () => json(200, CALENDAR),
      "/api/availability/rules": () => json(201, { ...CALENDAR.rules[0], id: "r2" }),
    });
    renderPage();
    const form = await screen.findByRole("form", { name: "Add a repeating rule" });
    await userEvent.selectOptions(within(form).getByLabelText("Repeats"), "monthly");
    await userEvent.selectOptions(within(form).getByLabelText("Week of the month"), "-1");
    await userEvent.click(within(form).getByRole("checkbox", { name: "Saturday" }));
    await userEvent.clear(within(form).getByLabelText("Starting"));
    await userEvent.type(within(form).getByLabelText("Starting"), "2027-01-01");
    await userEvent.type(within(form).getByLabelText("Skip a date (optional)"), "2027-05-29");
    await userEvent.click(within(form).getByRole("button", { name: "Skip this date" }));
    await userEvent.click(within(form).getByRole("button", { name: "Add rule" }));
    await expect.poll(() => api.sent("/api/availability/rules").length).toBe(1);
    expect(await api.sent("/api/availability/rules")[0]!.json()).toEqual({
      frequency: "monthly",
      weekdays: [5],
      ordinal: -1,
      part_of_day: "all_day",
      starts_on: "2027-01-01",
      until: null,
      skipped: ["2027-05-29"],
      reason: null,
    });
  });
});

describe("AvailabilitySection", () => {
  it("shows the next three months without reasons", async () => {
    const api = stubApi({
      [`/api/availability/of/${TALENT}`]: () =>
        json(200, { days: CALENDAR.days.map(({ date, state, parts }) => ({ date, state, parts })) }),
    });
    renderRoutes([{ path: "/", element: <AvailabilitySection talentId={TALENT} /> }], "/");
    expect(await screen.findAllByRole("table")).toHaveLength(3);
    expect(screen.queryByText("Family wedding")).not.toBeInTheDocument();
    expect(api.sent(`/api/availability/of/${TALENT}`)).toHaveLength(1);
  });
});
