import type { components } from "@/lib/api/schema";
import type { CalendarDay } from "@/lib/availability";
import type { Opportunity, OpportunityCard, OpportunityPage, PostingQuota } from "./api/opportunities-api";

/** Rows the opportunity tests build on (imported by tests only). */

export const OPPORTUNITY_ID = "0a000000-0000-4000-8000-000000000001";
export const CHURCH_ID = "c0ffee00-0000-4000-8000-000000000001";
export const SPEAKER_POSITION = "0b000000-0000-4000-8000-000000000001";
export const MUSICIAN_POSITION = "0b000000-0000-4000-8000-000000000002";

export function opportunityCard(changes: Partial<OpportunityCard> = {}): OpportunityCard {
  return {
    id: OPPORTUNITY_ID,
    title: "Fall revival guest speaker",
    event_type: "revival",
    status: "open",
    church: {
      id: CHURCH_ID,
      church_name: "Grace Chapel",
      city: "Dayton",
      state: "OH",
      photo: null,
      primary_color: "#10B981",
      denomination: "Methodist",
    },
    // 10:30 to 12:00 in New York (EST in December).
    starts_at: "2026-12-06T15:30:00Z",
    ends_at: "2026-12-06T17:00:00Z",
    timezone: "America/New_York",
    application_deadline: "2026-11-30",
    online: false,
    city: "Dayton",
    state: "OH",
    compensation: "honorarium",
    honorarium_min: 400,
    honorarium_max: 600,
    travel_covered: true,
    lodging_provided: false,
    positions: [
      { id: SPEAKER_POSITION, title: "Guest speaker", role: "speaker", openings: 1, filled: 0 },
      { id: MUSICIAN_POSITION, title: "Keyboardist", role: "musician", openings: 2, filled: 1 },
    ],
    featured: false,
    featured_until: null,
    accepting_applications: true,
    ...changes,
  };
}

export function searchPage(results: OpportunityCard[], changes: Partial<OpportunityPage> = {}): OpportunityPage {
  return { results, page: 1, page_size: 20, has_more: false, ...changes };
}

type Viewer = Opportunity["viewer"];

export function opportunity(changes: Partial<Omit<Opportunity, "viewer">> = {}, viewer: Partial<Viewer> = {}): Opportunity {
  return {
    ...opportunityCard(),
    description: "Three nights of revival.\nJoin us.",
    address: "12 Main St",
    denomination: "Methodist",
    worship_style: "Contemporary",
    expected_attendance: 350,
    required_credentials: [],
    starts_local: "2026-12-06T10:30:00",
    ends_local: "2026-12-06T12:00:00",
    published_at: "2026-10-01T12:00:00Z",
    created_at: "2026-10-01T12:00:00Z",
    closed_notice: null,
    share_title: "Fall revival guest speaker at Grace Chapel",
    share_description: "Grace Chapel is looking for Guest speaker, Keyboardist - Dec 6, 2026, Dayton, OH.",
    viewer: {
      can_manage: false,
      can_apply: false,
      apply_blocker: "Sign in as a speaker or musician to apply.",
      my_application: null,
      applications_left: null,
      missing_credentials: [],
      ...viewer,
    },
    ...changes,
  };
}

export function quota(changes: Partial<PostingQuota> = {}): PostingQuota {
  return { premium: true, postings_left: 2, monthly_allowance: 2, pack_credits_left: 0, can_post: true, ...changes };
}

/** The caller's own calendar (GET /api/availability) with these days' states, in order from `first`. */
export function myCalendar(states: CalendarDay["state"][], first = "2026-12-06"): components["schemas"]["CalendarOut"] {
  const day = (index: number) => {
    const date = new Date(`${first}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + index);
    return date.toISOString().slice(0, 10);
  };
  return {
    time_zone: "America/New_York",
    feed_url: "https://steeple.test/api/calendar/secret.ics",
    days: states.map((state, index) => ({ date: day(index), state, parts: state === "partly" ? ["morning"] : [], reasons: [], bookings: [] })),
    blocks: [],
    rules: [],
  };
}
