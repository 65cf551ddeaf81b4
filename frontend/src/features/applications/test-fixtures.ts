import type { components } from "@/lib/api/schema";
import type { Application } from "./api/applications-api";
import type { Offer } from "./offer";

/** Rows as the API answers them (imported by tests only). */

export const APPLICATION_ID = "5b0c9a52-7f1e-4c1b-9a43-2d9d7b0c1e01";
export const OPPORTUNITY_ID = "0c3f7e2a-1b6d-4a8e-9c55-6f1d2e3a4b02";
export const SPEAKER_ID = "7d1f7c8e-2b7a-4c47-9a3e-0d6c2c3f4a11";
export const POSITION_ID = "a1b2c3d4-0000-4000-8000-000000000001";
export const MUSIC_POSITION_ID = "a1b2c3d4-0000-4000-8000-000000000002";

export function offer(overrides: Partial<Offer> = {}): Offer {
  return {
    id: "9e8d7c6b-0000-4000-8000-000000000010",
    position_id: POSITION_ID,
    position_title: "guest_speaker",
    event_date: "2027-01-02",
    honorarium: "amount",
    honorarium_amount: 1200,
    travel: "reimbursed",
    travel_cap: 300,
    lodging_provided: true,
    w9_required: true,
    notes: "Please arrive by 5:30 PM for sound check.",
    respond_by: "2026-12-20",
    expires_at: "2026-12-21T05:00:00Z",
    responded_at: null,
    created_at: "2026-11-20T15:00:00Z",
    ...overrides,
  };
}

export function application(overrides: Partial<Application> = {}): Application {
  return {
    id: APPLICATION_ID,
    status: "submitted",
    position_id: POSITION_ID,
    position_title: "guest_speaker",
    cover_message: "I would love to serve at your revival weekend.",
    proposed_fee: 1200,
    decision_note: null,
    created_at: "2026-11-18T15:00:00Z",
    updated_at: "2026-11-18T15:00:00Z",
    opportunity: {
      id: OPPORTUNITY_ID,
      title: "Fall Revival Weekend",
      event_type: "revival",
      status: "open",
      church: {
        id: "8fbcfbec-5e3f-478a-8e2d-67186aa1a462",
        church_name: "Grace Community Church",
        city: "Cincinnati",
        state: "OH",
        photo: null,
        primary_color: "#3B82F6",
        denomination: null,
      },
      // 6:30 PM Friday to 9 PM Sunday in Dayton (UTC-5 in January).
      starts_at: "2027-01-01T23:30:00Z",
      ends_at: "2027-01-04T02:00:00Z",
      timezone: "America/New_York",
      application_deadline: "2026-12-22",
      online: false,
      city: "Dayton",
      state: "OH",
      compensation: "honorarium",
      honorarium_min: 500,
      honorarium_max: 1500,
      travel_covered: true,
      lodging_provided: true,
      positions: [
        { id: POSITION_ID, title: "guest_speaker", role: "speaker", openings: 1, filled: 0 },
        { id: MUSIC_POSITION_ID, title: "Worship leader", role: "musician", openings: 1, filled: 0 },
      ],
      featured: false,
      featured_until: null,
      accepting_applications: true,
    },
    applicant: {
      user_id: SPEAKER_ID,
      badges: [],
      rating_average: null,
      rating_count: 0,
      role: "speaker",
      name: "James Carter",
      full_name: "James Carter",
      photo: null,
      city: "Louisville",
      state: "KY",
      headline: "Youth revivals and leadership nights",
      topics: ["Youth", "Leadership", "Revival"],
      skills: [],
      instruments: [],
      genres: [],
      denomination: null,
      worship_style: null,
      is_pro: true,
      email: "speaker@example.org",
      bio: null,
      fee_min: 750,
      fee_max: 2000,
      love_offering: false,
    },
    offer: null,
    can_withdraw: false,
    can_respond: false,
    can_review: false,
    ...overrides,
  };
}

type DayState = import("@/lib/availability").DayState;

/** A talent's calendar as anyone reads it (GET /api/availability/of/{id}): these days' states by date. */
export function publicCalendar(states: Record<string, DayState>): components["schemas"]["PublicCalendarOut"] {
  return {
    days: Object.entries(states).map(([date, state]) => ({ date, state, parts: state === "partly" ? ["evening"] : [] })),
  };
}
