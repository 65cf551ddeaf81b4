/**
 * Alias routes that only redirect, keeping the query and hash (spec 02 §2.1; and spec 02's
 * /church/complete-profile, which is spec 01's /church-profile-completion and where a church's
 * checkout returns with ?session_id=). Routes that decide by session live elsewhere.
 */
export const REDIRECTS: ReadonlyArray<{ from: string; to: string }> = [
  { from: "/pricing/breakdown", to: "/pricing" },
  { from: "/pricingbreakdown", to: "/pricing" },
  { from: "/speaker-dashboard", to: "/speaking-dashboard" },
  { from: "/dashboard/speaker", to: "/speaking-dashboard" },
  { from: "/musicians-dashboard", to: "/musician-dashboard" },
  { from: "/dashboard/musician", to: "/musician-dashboard" },
  { from: "/dashboard/church", to: "/church-dashboard" },
  { from: "/inbox", to: "/messages" },
  { from: "/church/complete-profile", to: "/church-profile-completion" },
];
