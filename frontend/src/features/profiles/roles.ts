import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { TalentRole } from "./api/profiles-api";

/** A talent's role as their page and editor name it. */
export const ROLE_LABEL: Record<TalentRole, MessageDescriptor> = {
  speaker: msg`Speaker`,
  musician: msg`Musician`,
};

/** "Speaker profile": the editor's eyebrow, and the page title while the profile loads. */
export const ROLE_PROFILE: Record<TalentRole, MessageDescriptor> = {
  speaker: msg`Speaker profile`,
  musician: msg`Musician profile`,
};
