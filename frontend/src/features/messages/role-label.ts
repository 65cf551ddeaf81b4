import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** The other person's role, beside their name in a conversation. */
export const ROLE_LABEL: Record<string, MessageDescriptor> = {
  church: msg`Church`,
  speaker: msg`Speaker`,
  musician: msg`Musician`,
};
