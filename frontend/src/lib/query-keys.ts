import type { components, operations } from "./api/schema";
import type { ReviewSubject } from "./slots";

type Query<Operation extends keyof operations> = NonNullable<operations[Operation]["parameters"]["query"]>;
type ApplicationStatus = components["schemas"]["ApplicationStatus"];
type ReportStatus = components["schemas"]["ReportStatus"];

/**
 * Every key the app caches server data under: the one registry (a lint rule refuses a key written
 * anywhere else). Each domain's keys start with its root (`all`), so invalidating a root refreshes
 * everything of that domain on the page in view, dashboards included, and realtime events name the
 * roots they change (lib/realtime/start.ts). Keys hold the user where what the server answers
 * depends on who asks, so another account never sees a cached answer.
 */
export const queryKeys = {
  site: ["site"] as const,
  me: ["users", "me"] as const,
  settings: {
    all: ["settings"] as const,
    mine: (userId: string) => ["settings", userId] as const,
  },
  auth: {
    twoFactor: ["auth", "two-factor"] as const,
    sessions: ["auth", "sessions"] as const,
  },
  profiles: {
    all: ["profiles"] as const,
    mine: (userId: string) => ["profiles", "me", userId] as const,
    public: ["profiles", "public"] as const,
    publicOne: (role: "speaker" | "musician", userId: string, viewerId: string | null) =>
      ["profiles", "public", role, userId, viewerId] as const,
    // A fit (fit_for) depends on who asks; any other search answers everyone alike (null).
    directory: (query: Query<"profiles-search">, viewerId: string | null) =>
      ["profiles", "directory", query, viewerId] as const,
  },
  churches: {
    all: ["churches"] as const,
    mine: (userId: string) => ["churches", "mine", userId] as const,
    public: ["churches", "public"] as const,
    publicOne: (id: string, viewerId: string | null) => ["churches", "public", id, viewerId] as const,
    members: (churchId: string) => ["churches", churchId, "members"] as const,
    invitations: (churchId: string) => ["churches", churchId, "invitations"] as const,
  },
  // Its own root: joining refreshes the church's data without reloading the invitation shown.
  invitations: {
    all: ["invitations"] as const,
    one: (token: string) => ["invitations", token] as const,
  },
  opportunities: {
    all: ["opportunities"] as const,
    // The fit sort depends on who asks; any other search answers everyone alike (null).
    search: (query: Query<"opportunities-search">, viewerId: string | null) =>
      ["opportunities", "search", query, viewerId] as const,
    // What the viewer may do (`viewer`) depends on who asks.
    detail: (id: string, viewerId: string | null) => ["opportunities", "detail", id, viewerId] as const,
    quota: (userId: string) => ["opportunities", "quota", userId] as const,
    recommended: (userId: string) => ["opportunities", "recommended", userId] as const,
    /** The church's own, newest first (the dashboard's list). */
    mine: (userId: string) => ["opportunities", "mine", userId] as const,
    /** The church's open ones (what a boost can feature). */
    mineOpen: (userId: string) => ["opportunities", "mine", userId, "open"] as const,
    /** The talent one of them suggests (its managers'). */
    suggested: (id: string) => ["opportunities", "suggested", id] as const,
  },
  applications: {
    all: ["applications"] as const,
    mine: (userId: string, status: ApplicationStatus | undefined) =>
      ["applications", "mine", userId, status ?? "all"] as const,
    /** Every page of the caller's own lists, whatever the status. */
    allMine: ["applications", "mine"] as const,
    one: (id: string) => ["applications", "one", id] as const,
    ofOpportunity: (opportunityId: string, userId: string, status: ApplicationStatus | undefined) =>
      ["applications", "opportunity", opportunityId, userId, status ?? "all"] as const,
    allOfOpportunities: ["applications", "opportunity"] as const,
    opportunity: (opportunityId: string, userId: string) => ["applications", "opportunity-detail", opportunityId, userId] as const,
    /** A talent's figures and offers waiting (the dashboard's cards). */
    summary: (userId: string) => ["applications", "summary", userId] as const,
    /** The newest the church received (the dashboard's list). */
    received: (userId: string) => ["applications", "received", userId] as const,
  },
  availability: {
    all: ["availability"] as const,
    /** The talent's own calendar (reasons, bookings, rules) for a stretch of days. */
    mine: (userId: string, from: string, to: string) => ["availability", "mine", userId, from, to] as const,
    /** Anyone's view of a talent's days (free, partly, away, booked). */
    of: (talentId: string, from: string, to: string) => ["availability", "of", talentId, from, to] as const,
  },
  credentials: {
    all: ["credentials"] as const,
    mine: (userId: string) => ["credentials", "mine", userId] as const,
    reference: (token: string) => ["credentials", "reference", token] as const,
  },
  handoff: {
    all: ["handoff"] as const,
    /** A confirmed hire's pack (its application's id). */
    pack: (applicationId: string) => ["handoff", "pack", applicationId] as const,
    /** Its print view's HTML. */
    print: (applicationId: string) => ["handoff", "pack", applicationId, "print"] as const,
    /** The caller's confirmed hires ahead (the dashboards). */
    upcoming: (userId: string) => ["handoff", "upcoming", userId] as const,
  },
  places: {
    /** Cities (or ZIP codes) starting with what was typed. */
    suggestions: (text: string) => ["places", "suggestions", text] as const,
  },
  notifications: {
    all: ["notifications"] as const,
    recent: (userId: string) => ["notifications", "recent", userId] as const,
    feed: (userId: string, type: string | undefined, unreadOnly: boolean) =>
      ["notifications", "feed", userId, type ?? "all", unreadOnly ? "unread" : "any"] as const,
    latest: (userId: string) => ["notifications", "latest", userId] as const,
  },
  messages: {
    all: ["messages"] as const,
    conversations: (userId: string, archived: boolean) =>
      ["messages", "conversations", userId, archived ? "archived" : "inbox"] as const,
    /** Both lists (inbox and archived). */
    allConversations: (userId: string) => ["messages", "conversations", userId] as const,
    conversation: (userId: string, id: string) => ["messages", "conversation", userId, id] as const,
    allConversation: (userId: string) => ["messages", "conversation", userId] as const,
    thread: (userId: string, id: string) => ["messages", "thread", userId, id] as const,
    recipient: (userId: string, recipientId: string, applicationId: string | null) =>
      ["messages", "recipient", userId, recipientId, applicationId ?? ""] as const,
  },
  reviews: {
    all: ["reviews"] as const,
    // By reader too: each review says whether the reader wrote it (`mine`).
    list: (subject: ReviewSubject, readerId: string | null) =>
      ["reviews", "list", subject, readerId] as const,
    application: (applicationId: string) => ["reviews", "application", applicationId] as const,
  },
  billing: {
    all: ["billing"] as const,
    plans: ["billing", "plans"] as const,
    subscription: (userId: string) => ["billing", "subscription", userId] as const,
    payments: (userId: string) => ["billing", "payments", userId] as const,
    testCheckout: (sessionId: string) => ["billing", "test-checkout", sessionId] as const,
    testPortal: (portalId: string) => ["billing", "test-portal", portalId] as const,
  },
  analytics: {
    all: ["analytics"] as const,
    period: (userId: string, period: string) => ["analytics", userId, period] as const,
  },
  admin: {
    all: ["admin"] as const,
    allReports: ["admin", "reports"] as const,
    reports: (status: ReportStatus) => ["admin", "reports", status] as const,
    log: ["admin", "log"] as const,
    credentials: (status: string) => ["admin", "credentials", status] as const,
  },
};

/** A domain's root key: what an event or a change elsewhere invalidates as a whole. */
export type DomainKey = {
  [Domain in keyof typeof queryKeys]: (typeof queryKeys)[Domain] extends { all: infer Root } ? Root : never;
}[keyof typeof queryKeys];
