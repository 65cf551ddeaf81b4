import type { components } from "@/lib/api/schema";

/** Unread counts as the server reckons them (spec 01 §5 for messages). */
export interface UnreadCounts {
  notifications: number;
  messages: number;
}

/** What the server sends on /api/realtime (see the contract in docs and realtime/ on the server). */
export type RealtimeEvent =
  | { type: "ready"; unread: UnreadCounts }
  | { type: "notification"; notification: components["schemas"]["NotificationOut"]; unread: UnreadCounts }
  | { type: "message"; conversation_id: string; message_id: string; unread: UnreadCounts }
  | { type: "counts"; unread: UnreadCounts };

const TYPES = new Set(["ready", "notification", "message", "counts"]);

/** A frame from the socket as an event, or null for anything else (a pong, a future type). */
export function parseEvent(data: unknown): RealtimeEvent | null {
  if (typeof data !== "string") return null;
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const event = value as { type?: unknown; unread?: Partial<UnreadCounts> };
  if (typeof event.type !== "string" || !TYPES.has(event.type)) return null;
  const unread = event.unread;
  if (typeof unread?.notifications !== "number" || typeof unread.messages !== "number") return null;
  return value as RealtimeEvent;
}
