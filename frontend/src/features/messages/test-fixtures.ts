import type { Attachment, Conversation, Message, Participant, Recipient } from "./api/messages-api";

/** Rows as the messaging API answers them (imported by tests only). */

export const ME = "7d1f7c8e-2b7a-4c47-9a3e-0d6c2c3f4a11";
export const CHURCH_USER_ID = "c0000000-0000-4000-8000-0000000000c1";
export const CONVERSATION_ID = "d0000000-0000-4000-8000-000000000001";
export const APPLICATION_ID = "5b0c9a52-7f1e-4c1b-9a43-2d9d7b0c1e01";

export function participant(overrides: Partial<Participant> = {}): Participant {
  return {
    id: CHURCH_USER_ID,
    name: "Grace Community Church",
    role: "church",
    avatar: null,
    profile_path: "/churches/8fbcfbec-5e3f-478a-8e2d-67186aa1a462",
    ...overrides,
  };
}

export function conversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    id: CONVERSATION_ID,
    subject: "Fall Revival Weekend",
    application_id: null,
    other: participant(),
    last_message_at: "2026-11-20T15:00:00Z",
    last_message_preview: "Could you send your rider?",
    last_message_mine: false,
    unread_count: 0,
    archived: false,
    blocked: false,
    ...overrides,
  };
}

export function attachment(overrides: Partial<Attachment> = {}): Attachment {
  const id = overrides.id ?? "a0000000-0000-4000-8000-000000000001";
  return {
    id,
    filename: "rider.pdf",
    content_type: "application/pdf",
    size_bytes: 24_576,
    url: `/api/messages/attachments/${id}`,
    ...overrides,
  };
}

export function message(overrides: Partial<Message> = {}): Message {
  const mine = overrides.mine ?? false;
  return {
    id: "e0000000-0000-4000-8000-000000000001",
    conversation_id: CONVERSATION_ID,
    sender_id: mine ? ME : CHURCH_USER_ID,
    recipient_id: mine ? CHURCH_USER_ID : ME,
    body: "Could you send your rider?",
    is_read: false,
    created_at: "2026-11-20T15:00:00Z",
    attachments: [],
    mine,
    ...overrides,
  };
}

export function recipient(overrides: Partial<Recipient> = {}): Recipient {
  return { participant: participant(), can_message: true, refusal: null, ...overrides };
}

export function page<T>(items: T[], next_cursor: string | null = null) {
  return { items, next_cursor };
}
