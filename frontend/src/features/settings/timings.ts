/** How long the settings page's messages stay (spec 02 §4 and §9), in ms, in one place. */
export const MESSAGE_MS = {
  /** Notification Preferences' success note; Account Information's follows it. */
  notificationSuccess: 3000,
  /** "Password changed successfully". */
  passwordSuccess: 8000,
} as const;
