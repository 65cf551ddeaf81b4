import type { Notification } from "./notification";

/** A notification as the API sends it: an offer from a church unless overridden (tests only). */
export function notification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: "5b0c9a52-8d5e-4d4b-9a43-0f6f6f7b1a01",
    is_read: false,
    created_at: new Date().toISOString(),
    type: "application",
    priority: "high",
    subject: "Position Offered: Easter Sunday",
    message: "Grace Chapel has offered you the position of Guest Speaker for Easter Sunday on April 5, 2026.",
    sender_id: "0d0f5f5e-1111-4c2b-8e8e-222222222222",
    sender_name: "Grace Chapel",
    sender_role: "church",
    sender_avatar: null,
    sender_slug: "c0ffee00-0000-4000-8000-000000000001",
    application_id: "a9911111-2222-4333-8444-555555555555",
    opportunity_id: "0ff00000-2222-4333-8444-555555555555",
    offered_role: "Guest Speaker",
    metadata: {
      subType: "offer",
      churchName: "Grace Chapel",
      eventDate: "April 5, 2026",
      position: "Guest Speaker",
      eventTitle: "Easter Sunday",
    },
    ...overrides,
  };
}
