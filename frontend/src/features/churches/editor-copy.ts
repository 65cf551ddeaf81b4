export const CHURCH_DASHBOARD = "/church-dashboard";

/** "edit" at /profile/edit; "complete" at /church-profile-completion (the church's first profile). */
export type EditorMode = "edit" | "complete";

/** The church editor's heading. */
export function churchEditorCopy(mode: EditorMode) {
  return mode === "complete"
    ? {
        eyebrow: "One last step",
        title: "Complete your church profile",
        description: "Tell speakers and musicians about your church. You can change any of this later.",
      }
    : {
        eyebrow: "Church profile",
        title: "Edit Profile",
        description: "Speakers and musicians see this page when you post opportunities or message them.",
      };
}

/** What a member who is not an admin sees on the editor's pages (the server says the same). */
export const ADMINS_ONLY = "Only church admins can change church information.";
