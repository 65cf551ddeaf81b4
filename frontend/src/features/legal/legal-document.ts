import type { MessageDescriptor } from "@lingui/core";

export interface LegalSection {
  /** The section's anchor, the same in every language so links to it keep working. */
  id: string;
  heading: MessageDescriptor;
  paragraphs: MessageDescriptor[];
}

export interface LegalDocument {
  title: MessageDescriptor;
  /** The day of the last change ("2026-11-01"), shown as "Last updated November 1, 2026". */
  updated: string;
  intro: MessageDescriptor;
  sections: LegalSection[];
}
