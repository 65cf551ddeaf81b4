export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export interface LegalDocument {
  title: string;
  /** Shown as "Last updated ..." */
  updated: string;
  intro: string;
  sections: LegalSection[];
}
