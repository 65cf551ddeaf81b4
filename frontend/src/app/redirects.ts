/** Alias routes of spec 02 §2.1 that only redirect. Routes that decide by session live elsewhere. */
export const REDIRECTS: ReadonlyArray<{ from: string; to: string }> = [
  { from: "/pricing/breakdown", to: "/pricing" },
  { from: "/pricingbreakdown", to: "/pricing" },
  { from: "/speaker-dashboard", to: "/speaking-dashboard" },
  { from: "/dashboard/speaker", to: "/speaking-dashboard" },
  { from: "/musicians-dashboard", to: "/musician-dashboard" },
  { from: "/dashboard/musician", to: "/musician-dashboard" },
  { from: "/dashboard/church", to: "/church-dashboard" },
  { from: "/inbox", to: "/messages" },
];
