import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** Spec 01 §2 and §9: the premium gate's offer, word for word (the catalogue's Church Premium). */
export const CHURCH_PREMIUM_PRICE = msg`$49/month`;
export const MONEY_BACK_BADGE = msg`10-day money-back guarantee`;
export const CHURCH_PREMIUM_FEATURES: MessageDescriptor[] = [
  msg`Unlimited messaging with speakers and musicians`,
  msg`Full contact access`,
  msg`2 opportunity postings per month`,
  msg`Advanced search and filtering`,
  msg`Priority support`,
  msg`Team collaboration tools`,
  msg`Event management dashboard`,
  msg`Custom church branding`,
];
