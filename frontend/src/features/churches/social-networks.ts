/** The social networks a church links to, under their own names, with an example address each. */
/* eslint-disable lingui/no-unlocalized-strings -- brand names and addresses, written the same in every language */
export const SOCIAL_NETWORKS = {
  facebook: { name: "Facebook", example: "https://facebook.com/…" },
  instagram: { name: "Instagram", example: "https://instagram.com/…" },
  twitter: { name: "X (Twitter)", example: "https://x.com/…" },
  youtube: { name: "YouTube", example: "https://youtube.com/…" },
} as const;
/* eslint-enable lingui/no-unlocalized-strings */
