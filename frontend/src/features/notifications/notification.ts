import type { MessageDescriptor } from "@lingui/core";
import { msg, t } from "@lingui/core/macro";
import type { components } from "@/lib/api/schema";

/** What the bell knows of a notification, and what its buttons do (spec 02 §2.4, §3, §4). */
export type Notification = components["schemas"]["NotificationOut"];
export type NotificationType = Notification["type"];

export const TYPE_LABELS: Record<NotificationType, MessageDescriptor> = {
  application: msg`Application`,
  opportunity: msg`Opportunity`,
  message: msg`Message`,
  system: msg`System`,
};

export const NOTIFICATION_TYPES = Object.keys(TYPE_LABELS) as NotificationType[];

/** The metadata keys each fact may be under: older rows spell them differently. */
const METADATA_KEYS = {
  ROLE: ["offered_role", "selected_role", "selectedRole", "roleDisplay", "position"],
  POSITION: ["position", "offered_role", "roleDisplay"],
  APPLICATION_ID: ["application_id", "applicationId"],
  OPPORTUNITY_ID: ["opportunity_id", "opportunityId"],
  SENDER_ID: ["sender_id", "senderId", "from_user_id"],
  SENDER_ROLE: ["sender_role", "role"],
  SENDER_SLUG: ["sender_slug", "senderSlug", "profile_slug"],
  MESSAGE_ID: ["message_id", "messageId"],
  EVENT_TITLE: ["eventTitle", "event_title"],
  EVENT_DATE: ["eventDate"],
  CHURCH_NAME: ["churchName"],
  SUB_TYPE: ["subType"],
  LINK: ["link"],
} as const;

/** The first of `keys` the metadata holds as text. */
function meta(notification: Notification, keys: readonly string[]): string | null {
  for (const key of keys) {
    const value = notification.metadata[key];
    if (typeof value === "string" && value.trim()) return value.trim();
    if (typeof value === "number") return String(value);
  }
  return null;
}

export function isSystemSender(notification: Notification): boolean {
  return notification.sender_role === "system" || (!notification.sender_id && !notification.sender_name);
}

/** The sender's name; "System" when there is none. */
export function senderName(notification: Notification): string {
  return notification.sender_name?.trim() || t`System`;
}

/** Spec 02 §4 "Position label": underscores become spaces, title case; "the position". Title case
 * as the server writes it (Python's str.title()), so the two agree. */
export function positionLabel(title: string | null | undefined): string {
  const text = (title ?? "").replace(/_/g, " ").trim();
  if (!text) return t`the position`;
  return text.replace(/\p{L}+/gu, (word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase());
}

/** The role a notification is about, when it names one (the Position line). */
export function roleOf(notification: Notification): string | null {
  return (
    notification.offered_role?.trim() ||
    meta(notification, METADATA_KEYS.ROLE)
  );
}

export function applicationIdOf(notification: Notification): string | null {
  return notification.application_id ?? meta(notification, METADATA_KEYS.APPLICATION_ID);
}

export function opportunityIdOf(notification: Notification): string | null {
  return notification.opportunity_id ?? meta(notification, METADATA_KEYS.OPPORTUNITY_ID);
}

function senderIdOf(notification: Notification): string | null {
  return notification.sender_id ?? meta(notification, METADATA_KEYS.SENDER_ID);
}

/**
 * Spec 02 §4: an application notification whose subject says "position offered" or "offer" is an
 * offer. The server also marks its kind (subType): one of another kind whose subject happens to
 * say offer ("Offer Expired") is not, so it gets no Accept / Decline that could only fail.
 */
export function isOffer(notification: Notification): boolean {
  if (notification.type !== "application") return false;
  if (!/position offered|offer/i.test(notification.subject)) return false;
  const subType = meta(notification, METADATA_KEYS.SUB_TYPE);
  return subType === null || subType === "offer";
}

const PROFILE_SECTIONS: Record<string, string> = { church: "churches", speaker: "speakers", musician: "musicians" };

/** The sender's public profile: by their role, the slug from the sender, else metadata, else
 * their id; /profiles/{slug} for another role. Null when nothing names them. */
export function senderProfilePath(notification: Notification): string | null {
  const role = notification.sender_role ?? meta(notification, METADATA_KEYS.SENDER_ROLE);
  const slug =
    notification.sender_slug ??
    meta(notification, [...METADATA_KEYS.SENDER_SLUG, ...(role ? [`${role}_slug`] : [])]) ??
    senderIdOf(notification);
  if (!slug) return null;
  const section = (role && PROFILE_SECTIONS[role]) || "profiles";
  return `/${section}/${encodeURIComponent(slug)}`;
}

/** "Re: {subject}", without stacking a second "Re:". */
export function replySubject(subject: string): string {
  return /^re:/i.test(subject.trim()) ? subject.trim() : `Re: ${subject.trim()}`;
}

/** /messages with a pre-filled compose form (spec 02 §2.4 routes). */
export function composePath(fields: {
  recipient_id: string;
  subject: string;
  application_id?: string | null;
  in_reply_to?: string | null;
}): string {
  const query = new URLSearchParams({ compose: "1", recipient_id: fields.recipient_id, subject: fields.subject });
  if (fields.application_id) query.set("application_id", fields.application_id);
  if (fields.in_reply_to) query.set("in_reply_to", fields.in_reply_to);
  return `/messages?${query.toString()}`;
}

/** Only paths of this site: a link in metadata must not send anyone elsewhere. */
function sitePath(value: string | null): string | null {
  return value && value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\") ? value : null;
}

export interface LinkAction {
  label: string;
  to: string;
}

export interface NotificationActions {
  /** Accept Offer / Decline Offer, for this application (null: the id is missing). */
  offer: { applicationId: string | null } | null;
  links: LinkAction[];
}

/** Notices about a hire's service plan (sent to the guest, acknowledged to the church): they open it. */
const PLAN_NOTICES = new Set(["handoff_pack_sent", "handoff_pack_acknowledged"]);

/** The dialog's buttons by type (spec 02 §4 "Other action buttons", routes of §2.4). */
export function actionsFor(notification: Notification): NotificationActions {
  const applicationId = applicationIdOf(notification);
  const opportunityId = opportunityIdOf(notification);
  const senderId = senderIdOf(notification);
  const links: LinkAction[] = [];

  switch (notification.type) {
    case "application": {
      const details = applicationId
        ? `/application/${applicationId}`
        : opportunityId
          ? `/opportunities/${opportunityId}`
          : "/applications";
      if (isOffer(notification)) {
        // The offer's terms (fee, travel, respond-by) are on the application page.
        return { offer: { applicationId }, links: [{ label: t`View Application Details`, to: details }] };
      }
      if (applicationId && PLAN_NOTICES.has(meta(notification, METADATA_KEYS.SUB_TYPE) ?? "")) {
        links.push({ label: t`Open Service Plan`, to: `/hires/${applicationId}/pack` });
      }
      links.push({ label: t`View Application Details`, to: details });
      if (senderId && !isSystemSender(notification)) {
        links.push({
          label: t`Contact Applicant`,
          to: composePath({ recipient_id: senderId, application_id: applicationId, subject: replySubject(notification.subject) }),
        });
      }
      break;
    }
    case "message": {
      if (senderId) {
        links.push({
          label: t`Reply`,
          to: composePath({
            recipient_id: senderId,
            subject: replySubject(notification.subject),
            in_reply_to: meta(notification, METADATA_KEYS.MESSAGE_ID),
          }),
        });
      }
      const profile = senderProfilePath(notification);
      if (profile) links.push({ label: t`View Profile`, to: profile });
      break;
    }
    case "opportunity": {
      const title = meta(notification, METADATA_KEYS.EVENT_TITLE);
      if (opportunityId) {
        const page = `/opportunities/${opportunityId}`;
        links.push({ label: t`View Opportunity`, to: page }, { label: t`Apply Now`, to: page });
      } else if (title) {
        // Spec 02 §2.4: See Opportunity finds it by the event's title when no id came along.
        links.push({ label: t`See Opportunity`, to: `/opportunities?${new URLSearchParams({ search: title }).toString()}` });
      } else {
        links.push({ label: t`Apply Now`, to: "/opportunities" });
      }
      break;
    }
    case "system":
      links.push({ label: t`Take Action`, to: sitePath(meta(notification, METADATA_KEYS.LINK)) ?? "/dashboard" });
      break;
  }
  return { offer: null, links };
}

/** The Additional Information box's lines (spec 02 §2.4), those the metadata has. */
export function additionalInformation(notification: Notification): { label: string; value: string }[] {
  const role = meta(notification, METADATA_KEYS.POSITION);
  const lines = [
    { label: t`Church`, value: meta(notification, METADATA_KEYS.CHURCH_NAME) },
    { label: t`Event Date`, value: meta(notification, METADATA_KEYS.EVENT_DATE) },
    { label: t`Position Offered`, value: role && positionLabel(role) },
  ];
  return lines.filter((line): line is { label: string; value: string } => Boolean(line.value));
}

/** Spec 02 §8: what the person is told after answering an offer (a toast). */
export function offerOutcomeText(accept: boolean, role: string): string {
  return accept
    ? t`Position accepted! You have confirmed your role as ${role}. The church has been notified.`
    : t`Position declined. The church has been notified that you declined the role as ${role}.`;
}

/** Spec 02 §2.4: the type icon's colour says the priority (high red, medium yellow, low blue). */
export const PRIORITY_COLOURS: Record<Notification["priority"], string> = {
  high: "text-red-600",
  medium: "text-yellow-600",
  low: "text-blue-600",
};
