import { EMPTY_TALENT } from "@/test/app-testing";
import type {
  Application,
  ApplicationsSummary,
  Hire,
  ManagedOpportunity,
  Notification,
  OpportunityCard,
  PostingQuota,
} from "./api/dashboards-api";

/** Rows the dashboard tests build on (imported by tests only). */

export const CHURCH_ID = "c0ffee00-0000-4000-8000-000000000001";

export function opportunityCard(changes: Partial<OpportunityCard> = {}): OpportunityCard {
  return {
    id: "0pp00000-0000-4000-8000-000000000001",
    title: "Advent Revival Weekend",
    event_type: "revival",
    status: "open",
    church: {
      id: CHURCH_ID,
      church_name: "Grace Chapel",
      city: "Dayton",
      state: "OH",
      photo: null,
      primary_color: "#3B82F6",
      denomination: "Baptist",
    },
    // 7 to 9 PM in Dayton (EST, UTC-5).
    starts_at: "2026-12-12T00:00:00Z",
    ends_at: "2026-12-12T02:00:00Z",
    timezone: "America/New_York",
    application_deadline: "2026-12-04",
    online: false,
    city: "Dayton",
    state: "OH",
    compensation: "honorarium",
    honorarium_min: 400,
    honorarium_max: 600,
    travel_covered: true,
    lodging_provided: true,
    positions: [
      { id: "p0000000-0000-4000-8000-000000000001", title: "Guest speaker", role: "speaker", openings: 1, filled: 0 },
      { id: "p0000000-0000-4000-8000-000000000002", title: "Keyboardist", role: "musician", openings: 2, filled: 0 },
    ],
    featured: false,
    featured_until: null,
    accepting_applications: true,
    ...changes,
  };
}

const NO_APPLICANTS = {
  submitted: 0,
  shortlisted: 0,
  offered: 0,
  hire_confirmed: 0,
  rejected: 0,
  not_selected: 0,
  withdrawn: 0,
  expired: 0,
};

export function managedOpportunity(
  changes: Partial<ManagedOpportunity> = {},
  applicants: Partial<ManagedOpportunity["applicants"]> = {},
): ManagedOpportunity {
  return {
    ...opportunityCard(),
    published_at: "2026-11-01T12:00:00Z",
    created_at: "2026-11-01T12:00:00Z",
    ...changes,
    applicants: { ...NO_APPLICANTS, ...applicants },
  };
}

export function application(changes: Partial<Application> = {}): Application {
  return {
    id: "a0000000-0000-4000-8000-000000000001",
    status: "submitted",
    position_id: "p0000000-0000-4000-8000-000000000001",
    position_title: "Guest speaker",
    cover_message: "I would love to serve with you.",
    proposed_fee: 450,
    decision_note: null,
    created_at: "2026-11-20T12:00:00Z",
    updated_at: "2026-11-20T12:00:00Z",
    opportunity: opportunityCard(),
    applicant: {
      user_id: "5a5a5a5a-0000-4000-8000-000000000002",
      badges: [],
      rating_average: null,
      rating_count: 0,
      role: "speaker",
      name: "Pastor Dan Miles",
      full_name: "Daniel Miles",
      photo: null,
      city: "Dayton",
      state: "OH",
      is_pro: false,
      headline: null,
      topics: [],
      instruments: [],
      genres: [],
      skills: [],
      denomination: null,
      worship_style: null,
      email: null,
      bio: null,
      fee_min: null,
      fee_max: null,
      love_offering: EMPTY_TALENT.love_offering,
    },
    offer: null,
    can_withdraw: false,
    can_respond: false,
    can_review: false,
    ...changes,
  };
}

/** An application with an offer waiting for an answer by `respondBy`. */
export function offered(id: string, title: string, respondBy: string): Application {
  const opportunity = opportunityCard({ id: `${id}-opp`, title });
  return application({
    id,
    status: "offered",
    opportunity,
    can_respond: true,
    offer: {
      id: `${id}-offer`,
      position_id: opportunity.positions[0]!.id,
      position_title: "Guest speaker",
      event_date: "2026-12-11",
      honorarium: "amount",
      honorarium_amount: 500,
      travel: "covered",
      travel_cap: null,
      lodging_provided: true,
      w9_required: false,
      notes: null,
      respond_by: respondBy,
      expires_at: `${respondBy}T23:59:59Z`,
      responded_at: null,
      created_at: "2026-11-21T12:00:00Z",
    },
  });
}

export function summary(changes: Partial<ApplicationsSummary> = {}): ApplicationsSummary {
  return {
    by_status: { ...NO_APPLICANTS },
    offers_waiting: [],
    applications_left: 5,
    monthly_allowance: 5,
    ...changes,
  };
}

export function quota(changes: Partial<PostingQuota> = {}): PostingQuota {
  return { premium: true, postings_left: 2, monthly_allowance: 2, pack_credits_left: 0, can_post: true, ...changes };
}

export function notification(changes: Partial<Notification> = {}): Notification {
  return {
    id: "n0000000-0000-4000-8000-000000000001",
    is_read: false,
    created_at: "2026-11-22T11:00:00Z",
    type: "application",
    priority: "high",
    subject: "Position Accepted: Advent Revival Weekend",
    message: "Pastor Dan Miles accepted the position as Guest Speaker. You can now coordinate event details.",
    sender_id: null,
    sender_name: "Pastor Dan Miles",
    sender_role: "speaker",
    sender_avatar: null,
    sender_slug: null,
    application_id: null,
    opportunity_id: null,
    offered_role: "Guest Speaker",
    metadata: {},
    ...changes,
  };
}

export function hire(id: string, title: string, youAre: Hire["you_are"], changes: Partial<Hire> = {}): Hire {
  return {
    application_id: id,
    title,
    starts_at: "2026-12-10T16:45:00Z",
    timezone: "America/New_York",
    other_name: youAre === "guest" ? "First United Methodist Church" : "James Carter",
    you_are: youAre,
    version: 0,
    sent_version: null,
    acknowledged_version: null,
    ...changes,
  };
}
