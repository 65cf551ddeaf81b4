import { describe, expect, it } from "vitest";
import { honorariumText, offerDefaults, offerFormSchema, toOfferIn, travelText, type OfferFormValues } from "./offer";
import { application, offer, POSITION_ID } from "./test-fixtures";

const NOW = new Date("2026-11-22T15:00:00Z");

const VALUES: OfferFormValues = {
  position_id: POSITION_ID,
  event_date: "2027-01-02",
  honorarium: "amount",
  honorarium_amount: " 1200 ",
  travel: "reimbursed",
  travel_cap: "300",
  lodging_provided: true,
  w9_required: true,
  notes: "  Arrive by 5:30 PM.  ",
  respond_by: "2026-12-20",
};

describe("the offer form's first draft", () => {
  it("starts from the application and what the opportunity promised", () => {
    expect(offerDefaults(application(), NOW)).toEqual({
      position_id: POSITION_ID,
      event_date: "2027-01-01",
      honorarium: "amount",
      honorarium_amount: "1200",
      travel: "covered",
      travel_cap: "",
      lodging_provided: true,
      w9_required: false,
      notes: "",
      respond_by: "2026-11-29",
    });
  });

  it("falls back to the top of the honorarium range, or a love offering", () => {
    expect(offerDefaults(application({ proposed_fee: null }), NOW).honorarium_amount).toBe("1500");
    const base = application();
    const loveOffering = application({
      opportunity: { ...base.opportunity, compensation: "love_offering", honorarium_min: null, honorarium_max: null, travel_covered: false },
    });
    expect(offerDefaults(loveOffering, NOW)).toMatchObject({ honorarium: "love_offering", honorarium_amount: "", travel: "none" });
  });

  it("asks for an answer by the event's first day when it comes within the week", () => {
    const base = application();
    const soon = application({
      opportunity: { ...base.opportunity, starts_at: "2026-11-25T01:00:00Z", ends_at: "2026-11-25T03:00:00Z" },
    });
    // 8 PM on the 24th in New York, though already the 25th in UTC.
    expect(offerDefaults(soon, NOW)).toMatchObject({ event_date: "2026-11-24", respond_by: "2026-11-24" });
  });
});

describe("the offer form as the API takes it", () => {
  it("sends whole dollars, trimmed notes, and the cap for reimbursed travel", () => {
    expect(toOfferIn(VALUES)).toEqual({
      position_id: POSITION_ID,
      event_date: "2027-01-02",
      honorarium: "amount",
      honorarium_amount: 1200,
      travel: "reimbursed",
      travel_cap: 300,
      lodging_provided: true,
      w9_required: true,
      notes: "Arrive by 5:30 PM.",
      respond_by: "2026-12-20",
    });
  });

  it("sends no amount with a love offering, no cap unless reimbursed, and no empty notes", () => {
    expect(
      toOfferIn({ ...VALUES, honorarium: "love_offering", travel: "covered", notes: "   " }),
    ).toMatchObject({ honorarium: "love_offering", honorarium_amount: null, travel: "covered", travel_cap: null, notes: null });
    expect(toOfferIn({ ...VALUES, travel: "none" }).travel_cap).toBeNull();
  });

  it("asks for the amount, the cap, and a respond-by date on or before the event", () => {
    const result = offerFormSchema().safeParse({
      ...VALUES,
      honorarium_amount: "",
      travel_cap: "",
      respond_by: "2027-01-03",
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path[0], issue.message]));
    expect(messages).toEqual({
      honorarium_amount: "Give the honorarium amount, or choose a love offering",
      travel_cap: "Give the most you will reimburse for travel",
      respond_by: "The respond-by date must be on or before the event's date",
    });
  });

  it("takes whole dollars only, up to 100,000", () => {
    for (const amount of ["12.50", "-5", "100001", "abc"]) {
      expect(offerFormSchema().safeParse({ ...VALUES, honorarium_amount: amount }).success).toBe(false);
    }
    expect(offerFormSchema().safeParse({ ...VALUES, honorarium_amount: "100000" }).success).toBe(true);
    // An amount left in the hidden input does not matter with a love offering.
    expect(offerFormSchema().safeParse({ ...VALUES, honorarium: "love_offering", honorarium_amount: "" }).success).toBe(true);
  });
});

describe("the offer's terms in words", () => {
  it("says the honorarium", () => {
    expect(honorariumText(offer())).toBe("$1,200");
    expect(honorariumText(offer({ honorarium: "love_offering", honorarium_amount: null }))).toBe("Love offering");
  });

  it("says the travel", () => {
    expect(travelText(offer({ travel: "covered", travel_cap: null }))).toBe("Covered");
    expect(travelText(offer({ travel: "reimbursed", travel_cap: 300 }))).toBe("Reimbursed up to $300");
    expect(travelText(offer({ travel: "none", travel_cap: null }))).toBe("Not covered");
  });
});
