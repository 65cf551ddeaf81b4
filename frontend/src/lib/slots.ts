import type { ComponentType } from "react";

/*
 * What the app passes from one feature into another. Features never import each other: a page
 * that shows another domain's piece takes it as a prop of one of these shapes, and the route table
 * (app/router.tsx) hands in the real one, as it does Church Settings to the settings page.
 */

/** Whose reviews: a speaker's or musician's (their user id) or a church's. */
export type ReviewSubject = { talent_id: string } | { church_id: string };

/** A profile's released reviews, with replies by whoever answers for it (features/reviews). */
export type ReviewsSlot = ComponentType<{
  subject: ReviewSubject;
  /** Whose profile it is: replies are theirs. */
  reviewedName: string;
  canReply: boolean;
  accent?: string;
}>;

/** A speaker's or musician's next months, free or not (features/availability). */
export type AvailabilitySlot = ComponentType<{ talentId: string }>;

/** A speaker's or musician's own credentials and the form to add one, in their profile editor
 * (features/credentials). */
export type CredentialsSlot = ComponentType;

/** A confirmed hire's two reviews, and the form to write one's own (features/reviews). */
export type ApplicationReviewsSlot = ComponentType<{ applicationId: string; otherName: string }>;

/** A church's featured boost for one of its open opportunities: its checkout, or until when it runs
 * (features/billing). */
export type FeatureBoostSlot = ComponentType<{
  opportunity: { id: string; title: string; featured: boolean; featured_until: string | null };
  className?: string;
}>;

/** The speakers and musicians who fit an opportunity best, for its managers to ask to apply
 * (features/directory). */
export type SuggestedTalentSlot = ComponentType<{ opportunityId: string }>;

/** Billing's pieces on the dashboards (features/billing). */
export interface DashboardBillingSlots {
  /** A checkout's outcome, from the address it returned to. */
  PaymentBanner: ComponentType<{ userId: string }>;
  /** Pro monthly in one click, for free speakers and musicians. */
  GoPro: ComponentType<{ role: "speaker" | "musician" }>;
  /** 3 more postings, for a premium church's admins. */
  BuyPostingPack: ComponentType;
  FeatureBoost: FeatureBoostSlot;
}

/** Manage Billing: the provider's billing portal, or the subscription page when there is nothing
 * to manage there (features/billing). */
export type ManageBillingSlot = ComponentType<{ returnTo: string; onError: (message: string) => void }>;
