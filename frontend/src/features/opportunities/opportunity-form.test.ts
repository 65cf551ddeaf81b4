import { describe, expect, it } from "vitest";
import { applyFormSchema, toApplicationIn } from "./apply-form";
import { EMPTY_OPPORTUNITY, opportunityFormDefaults, opportunityFormSchema, toOpportunityIn } from "./opportunity-form";
import { MUSICIAN_POSITION, opportunity, SPEAKER_POSITION } from "./test-fixtures";

describe("the opportunity editor's form and the API", () => {
  it("fills the form from the API, local times as a datetime-local input holds them", () => {
    const values = opportunityFormDefaults(opportunity({ worship_style: null, expected_attendance: null }));
    expect(values).toMatchObject({
      title: "Fall revival guest speaker",
      event_type: "revival",
      starts_at: "2026-12-06T10:30",
      ends_at: "2026-12-06T12:00",
      application_deadline: "2026-11-30",
      city: "Dayton",
      worship_style: "",
      expected_attendance: "",
      honorarium_min: "400",
      honorarium_max: "600",
      travel_covered: true,
    });
    expect(values.positions).toEqual([
      { id: SPEAKER_POSITION, title: "Guest speaker", role: "speaker", openings: "1" },
      { id: MUSICIAN_POSITION, title: "Keyboardist", role: "musician", openings: "2" },
    ]);
  });

  it("sends what it was given back unchanged, keeping the positions' ids", () => {
    const asks = [{ kind: "background_check" as const, within_months: 24 }, { kind: "ordination" as const, within_months: null }];
    const body = toOpportunityIn(opportunityFormDefaults(opportunity({ required_credentials: asks })));
    expect(body).toEqual({
      title: "Fall revival guest speaker",
      event_type: "revival",
      description: "Three nights of revival.\nJoin us.",
      positions: [
        { id: SPEAKER_POSITION, title: "Guest speaker", role: "speaker", openings: 1 },
        { id: MUSICIAN_POSITION, title: "Keyboardist", role: "musician", openings: 2 },
      ],
      starts_at: "2026-12-06T10:30",
      ends_at: "2026-12-06T12:00",
      application_deadline: "2026-11-30",
      online: false,
      address: "12 Main St",
      city: "Dayton",
      state: "OH",
      denomination: "Methodist",
      worship_style: "Contemporary",
      expected_attendance: 350,
      compensation: "honorarium",
      honorarium_min: 400,
      honorarium_max: 600,
      travel_covered: true,
      lodging_provided: false,
      // In the order the editor lists the kinds.
      required_credentials: [
        { kind: "background_check", within_months: 24 },
        { kind: "ordination", within_months: null },
      ],
    });
  });

  it("sends new positions without an id, empty text as null, and no amounts for a love offering", () => {
    const body = toOpportunityIn({
      ...EMPTY_OPPORTUNITY,
      title: "  Youth night  ",
      positions: [{ id: null, title: " Drummer ", role: "musician", openings: "3" }],
      denomination: "  ",
      compensation: "love_offering",
      honorarium_min: "300",
    });
    expect(body.title).toBe("Youth night");
    expect(body.positions).toEqual([{ title: "Drummer", role: "musician", openings: 3 }]);
    expect(body.denomination).toBeNull();
    expect(body.expected_attendance).toBeNull();
    expect(body.honorarium_min).toBeNull();
    expect(body.honorarium_max).toBeNull();
  });

  it("checks what it can before sending: required fields, whole numbers, limits", () => {
    const result = opportunityFormSchema().safeParse({
      ...EMPTY_OPPORTUNITY,
      positions: [{ id: null, title: "", role: "speaker", openings: "0" }],
      expected_attendance: "lots",
      honorarium_min: "12.50",
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join("."), issue.message]));
    expect(messages).toMatchObject({
      title: "Title is required",
      description: "Description is required",
      "positions.0.title": "The position's title is required",
      "positions.0.openings": "Enter a number from 1 to 20",
      starts_at: "Give the start date and time",
      application_deadline: "Give the application deadline",
      expected_attendance: "Enter a whole number",
      honorarium_min: "Enter whole dollars, like 400",
    });
  });
});

describe("the Apply form and the API", () => {
  it("sends whole dollars or no fee, and needs the availability confirmed", () => {
    const values = { position_id: SPEAKER_POSITION, cover_message: " I'd love to. ", proposed_fee: "450", available: true };
    expect(toApplicationIn(values)).toEqual({
      position_id: SPEAKER_POSITION,
      cover_message: "I'd love to.",
      proposed_fee: 450,
      available: true,
    });
    expect(toApplicationIn({ ...values, proposed_fee: " " }).proposed_fee).toBeNull();
    const refused = applyFormSchema().safeParse({ ...values, available: false, proposed_fee: "-5" });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual(["Enter whole dollars, like 400", "Confirm that you are available on the event's date"]);
  });
});
