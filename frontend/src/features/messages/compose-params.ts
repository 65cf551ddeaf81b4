/**
 * The compose query parameters of /messages (spec 02 §2.4): compose=1 opens a compose form
 * pre-filled from subject, recipient_id, application_id and in_reply_to. Profiles' Message
 * buttons, applications and the bell's Reply and Contact Applicant link here.
 */
export interface ComposeParams {
  recipientId: string | null;
  subject: string;
  applicationId: string | null;
  inReplyTo: string | null;
}

export const COMPOSE_PARAMS = ["compose", "recipient_id", "subject", "application_id", "in_reply_to"] as const;

const text = (params: URLSearchParams, name: string) => params.get(name)?.trim() || null;

/** The compose request in the address, or null when the page is not asked to compose. */
export function composeParams(params: URLSearchParams): ComposeParams | null {
  if (params.get("compose") !== "1") return null;
  return {
    recipientId: text(params, "recipient_id"),
    subject: text(params, "subject") ?? "",
    applicationId: text(params, "application_id"),
    inReplyTo: text(params, "in_reply_to"),
  };
}

