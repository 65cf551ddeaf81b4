import type { components } from "@/lib/api/schema";

/** What the staff pages read from the moderation API (/api/admin). */
type Schemas = components["schemas"];
export type ItemType = Schemas["ItemType"];
export type ReportReason = Schemas["ReportReason"];
export type ReportStatus = Schemas["ReportStatus"];
export type Person = Schemas["PersonOut"];
/** The reported item as it is now (a profile's name and bio, an opportunity's title and
 * description, a message's or a review's text) and its author, whose account staff may suspend. */
export type ReportedItem = Schemas["ItemOut"];
export type AdminReport = Schemas["AdminReportOut"];
/** One decision, naming what it acted on as it was then (`item_title`, none on entries logged
 * before the log kept it) and the page it showed on (`item_path`). */
export type LogEntry = Schemas["LogEntryOut"];

export const ITEM_LABELS: Record<ItemType, string> = {
  profile: "Profile",
  opportunity: "Opportunity",
  message: "Message",
  review: "Review",
};

export const REASON_LABELS: Record<ReportReason, string> = {
  spam: "Spam",
  harassment: "Harassment",
  inappropriate: "Inappropriate",
  fake: "Fake",
  other: "Other",
};

/** A log line's verb: "Hid message", "Suspended account". */
export function decisionText(entry: Pick<LogEntry, "action" | "item_type">): string {
  const item = entry.item_type === "account" ? "account" : ITEM_LABELS[entry.item_type].toLowerCase();
  switch (entry.action) {
    case "hide":
      return `Hid ${item}`;
    case "dismiss":
      return "Dismissed report";
    case "restore":
      return `Restored ${item}`;
    case "suspend":
      return "Suspended account";
    case "restore_account":
      return "Restored account";
  }
}

const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/** "Nov 23, 2026, 7:15 AM" in the reader's zone. */
export function formatWhen(instant: string): string {
  return when.format(new Date(instant));
}
