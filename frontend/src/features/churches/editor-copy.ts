import { msg, t } from "@lingui/core/macro";

export const CHURCH_DASHBOARD = "/church-dashboard";

/** "edit" at /profile/edit; "complete" at /church-profile-completion (the church's first profile). */
export type EditorMode = "edit" | "complete";

/** The church editor's heading. */
export function churchEditorCopy(mode: EditorMode) {
  return mode === "complete"
    ? {
        eyebrow: t`One last step`,
        title: t`Complete your church profile`,
        description: t`Tell speakers and musicians about your church. You can change any of this later.`,
      }
    : {
        eyebrow: t`Church profile`,
        title: t`Edit Profile`,
        description: t`Speakers and musicians see this page when you post opportunities or message them.`,
      };
}

/** What a member who is not an admin sees on the editor's pages (the server says the same). */
export const adminsOnly = () => t`Only church admins can change church information.`;

// Settings' Church Information panel, spec 02 §8 texts: one Save sends the whole church; a save
// that changed only the theme is told as a theme update.
export const INFO_SAVED = msg`Church information updated`;
export const INFO_FAILED = msg`Failed to update church information`;
export const THEME_SAVED = msg`Theme updated`;
export const THEME_FAILED = msg`Failed to update theme`;
