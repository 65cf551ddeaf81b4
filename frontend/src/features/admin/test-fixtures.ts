import type { AdminReport, LogEntry } from "./moderation";

/** Rows as the moderation API sends them (imported by tests only). */

export function report(overrides: Partial<AdminReport> = {}): AdminReport {
  return {
    id: "r1",
    item: {
      type: "message",
      id: "m1",
      exists: true,
      hidden: false,
      title: "Message to Ruth Baker",
      text: "Answer me or else.",
      author: { id: "u-sam", name: "Sam Pike", email: "sam@example.org", suspended: false },
      path: null,
    },
    reason: "harassment",
    details: "Keeps messaging me after I said no.",
    reporter: { id: "u-ruth", name: "Ruth Baker", email: "ruth@example.org", suspended: false },
    status: "open",
    created_at: "2026-11-20T09:00:00Z",
    decision: null,
    decided_at: null,
    note: null,
    ...overrides,
  };
}

export function logEntry(overrides: Partial<LogEntry> = {}): LogEntry {
  return {
    id: "l1",
    action: "hide",
    item_type: "message",
    item_id: "m1",
    item_title: "Message from Sam Pike",
    item_path: null,
    report_id: "r1",
    note: "Threatening.",
    staff: { id: "u-staff", name: "Steeple Staff", email: "staff@demo.steeple.app", suspended: false },
    created_at: "2026-11-21T10:00:00Z",
    ...overrides,
  };
}
