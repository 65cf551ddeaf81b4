/** Spec 01 §2 and §9: the premium gate's offer, word for word (the catalogue's Church Premium). */
export const CHURCH_PREMIUM_PRICE = "$49/month";
export const MONEY_BACK_BADGE = "10-day money-back guarantee";
export const CHURCH_PREMIUM_FEATURES = [
  "Unlimited messaging with speakers and musicians",
  "Full contact access",
  "2 opportunity postings per month",
  "Advanced search and filtering",
  "Priority support",
  "Team collaboration tools",
  "Event management dashboard",
  "Custom church branding",
];
