import { i18n, type MessageDescriptor } from "@lingui/core";
import { msg, select, t } from "@lingui/core/macro";
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

export const REASON_LABELS: Record<ReportReason, MessageDescriptor> = {
  spam: msg`Spam`,
  harassment: msg`Harassment`,
  inappropriate: msg`Inappropriate`,
  fake: msg`Fake`,
  other: msg({ message: "Other", context: "report reason" }),
};

/*
 * Sentences naming an item are written whole for each type (a select), so each language can agree
 * its words with the item (una oportunidad, un perfil).
 */

/** A report's heading: "Message reported for harassment". */
export function reportHeading(itemType: ItemType, reasonLabel: MessageDescriptor): string {
  const reason = i18n._(reasonLabel).toLocaleLowerCase(i18n.locale);
  return select(itemType, {
    profile: `Profile reported for ${reason}`,
    opportunity: `Opportunity reported for ${reason}`,
    message: `Message reported for ${reason}`,
    other: `Review reported for ${reason}`,
  });
}

/** "This message no longer exists." */
export function goneText(itemType: ItemType): string {
  return select(itemType, {
    profile: "This profile no longer exists.",
    opportunity: "This opportunity no longer exists.",
    message: "This message no longer exists.",
    other: "This review no longer exists.",
  });
}

/** A log line's verb: "Hid message", "Suspended account". */
export function decisionText(entry: Pick<LogEntry, "action" | "item_type">): string {
  const itemType = entry.item_type;
  switch (entry.action) {
    case "hide":
      return select(itemType, {
        profile: "Hid profile",
        opportunity: "Hid opportunity",
        message: "Hid message",
        review: "Hid review",
        other: "Hid account",
      });
    case "dismiss":
      return t`Dismissed report`;
    case "restore":
      return select(itemType, {
        profile: "Restored profile",
        opportunity: "Restored opportunity",
        message: "Restored message",
        review: "Restored review",
        other: "Restored account",
      });
    case "suspend":
      return t`Suspended account`;
    case "restore_account":
      return t`Restored account`;
  }
}

/** "Nov 23, 2026, 7:15 AM" in the reader's zone. */
export function formatWhen(instant: string): string {
  return new Intl.DateTimeFormat(i18n.locale, { dateStyle: "medium", timeStyle: "short" }).format(new Date(instant));
}
