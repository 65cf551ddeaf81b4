import type { components } from "@/lib/api/schema";

/** What the bell knows of a notification, and what its buttons do (spec 02 §2.4, §3, §4). */
export type Notification = components["schemas"]["NotificationOut"];
export type NotificationType = Notification["type"];

export const TYPE_LABELS: Record<NotificationType, string> = {
  application: "Application",
  opportunity: "Opportunity",
  message: "Message",
  system: "System",
};

export const NOTIFICATION_TYPES = Object.keys(TYPE_LABELS) as NotificationType[];

/** The first of `keys` the metadata holds as text (older rows spell keys differently). */
function meta(notification: Notification, ...keys: string[]): string | null {
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
  return notification.sender_name?.trim() || "System";
}

/** Spec 02 §4 "Position label": underscores become spaces, title case; "the position". Title case
 * as the server writes it (Python's str.title()), so the two agree. */
export function positionLabel(title: string | null | undefined): string {
  const text = (title ?? "").replace(/_/g, " ").trim();
  if (!text) return "the position";
  return text.replace(/\p{L}+/gu, (word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase());
}

/** The role a notification is about, when it names one (the Position line). */
export function roleOf(notification: Notification): string | null {
  return (
    notification.offered_role?.trim() ||
    meta(notification, "offered_role", "selected_role", "selectedRole", "roleDisplay", "position")
  );
}

export function applicationIdOf(notification: Notification): string | null {
  return notification.application_id ?? meta(notification, "application_id", "applicationId");
}

export function opportunityIdOf(notification: Notification): string | null {
  return notification.opportunity_id ?? meta(notification, "opportunity_id", "opportunityId");
}

function senderIdOf(notification: Notification): string | null {
  return notification.sender_id ?? meta(notification, "sender_id", "senderId", "from_user_id");
}

/**
 * Spec 02 §4: an application notification whose subject says "position offered" or "offer" is an
 * offer. The server also marks its kind (subType): one of another kind whose subject happens to
 * say offer ("Offer Expired") is not, so it gets no Accept / Decline that could only fail.
 */
export function isOffer(notification: Notification): boolean {
  if (notification.type !== "application") return false;
  if (!/position offered|offer/i.test(notification.subject)) return false;
  const subType = meta(notification, "subType");
  return subType === null || subType === "offer";
}

const PROFILE_SECTIONS: Record<string, string> = { church: "churches", speaker: "speakers", musician: "musicians" };

/** The sender's public profile: by their role, the slug from the sender, else metadata, else
 * their id; /profiles/{slug} for another role. Null when nothing names them. */
export function senderProfilePath(notification: Notification): string | null {
  const role = notification.sender_role ?? meta(notification, "sender_role", "role");
  const slug =
    notification.sender_slug ??
    meta(notification, "sender_slug", "senderSlug", "profile_slug", ...(role ? [`${role}_slug`] : [])) ??
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
        return { offer: { applicationId }, links: [{ label: "View Application Details", to: details }] };
      }
      links.push({ label: "View Application Details", to: details });
      if (senderId && !isSystemSender(notification)) {
        links.push({
          label: "Contact Applicant",
          to: composePath({ recipient_id: senderId, application_id: applicationId, subject: replySubject(notification.subject) }),
        });
      }
      break;
    }
    case "message": {
      if (senderId) {
        links.push({
          label: "Reply",
          to: composePath({
            recipient_id: senderId,
            subject: replySubject(notification.subject),
            in_reply_to: meta(notification, "message_id", "messageId"),
          }),
        });
      }
      const profile = senderProfilePath(notification);
      if (profile) links.push({ label: "View Profile", to: profile });
      break;
    }
    case "opportunity": {
      const title = meta(notification, "eventTitle", "event_title");
      if (opportunityId) {
        const page = `/opportunities/${opportunityId}`;
        links.push({ label: "View Opportunity", to: page }, { label: "Apply Now", to: page });
      } else if (title) {
        // Spec 02 §2.4: See Opportunity finds it by the event's title when no id came along.
        links.push({ label: "See Opportunity", to: `/opportunities?${new URLSearchParams({ search: title }).toString()}` });
      } else {
        links.push({ label: "Apply Now", to: "/opportunities" });
      }
      break;
    }
    case "system":
      links.push({ label: "Take Action", to: sitePath(meta(notification, "link")) ?? "/dashboard" });
      break;
  }
  return { offer: null, links };
}

/** The Additional Information box's lines (spec 02 §2.4), those the metadata has. */
export function additionalInformation(notification: Notification): { label: string; value: string }[] {
  const role = meta(notification, "position", "offered_role", "roleDisplay");
  const lines = [
    { label: "Church", value: meta(notification, "churchName") },
    { label: "Event Date", value: meta(notification, "eventDate") },
    { label: "Position Offered", value: role && positionLabel(role) },
  ];
  return lines.filter((line): line is { label: string; value: string } => Boolean(line.value));
}

/** Spec 02 §8: what the person is told after answering an offer (a toast). */
export function offerOutcomeText(accept: boolean, role: string): string {
  return accept
    ? `Position accepted! You have confirmed your role as ${role}. The church has been notified.`
    : `Position declined. The church has been notified that you declined the role as ${role}.`;
}

/** Spec 02 §2.4: the type icon's colour says the priority (high red, medium yellow, low blue). */
export const PRIORITY_COLOURS: Record<Notification["priority"], string> = {
  high: "text-red-600",
  medium: "text-yellow-600",
  low: "text-blue-600",
};
