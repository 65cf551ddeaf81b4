import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

export interface Step {
  title: MessageDescriptor;
  text: MessageDescriptor;
}

export interface Testimonial {
  quote: MessageDescriptor;
  /** A person's name: the same in every language. */
  name: string;
  role: MessageDescriptor;
  /** Translated for its form ("Dayton (Ohio)" in French). */
  place: MessageDescriptor;
}

export const howItWorksSteps: Step[] = [
  {
    title: msg`Create your profile`,
    text: msg`Sign up as a church, speaker or musician. Churches introduce their congregation and ministry; speakers and musicians share their background, style, availability and samples.`,
  },
  {
    title: msg`Post an opportunity or browse and apply`,
    text: msg`Churches post guest preaching, worship leading, conference and youth event opportunities. Speakers and musicians browse open opportunities and apply to the ones that fit.`,
  },
  {
    title: msg`Connect and confirm the booking`,
    text: msg`Message each other on Steeple, agree on the details, and send or accept an offer. Everyone knows where things stand, and the date is confirmed.`,
  },
];

export const testimonials: Testimonial[] = [
  {
    quote: msg`We used to spend weeks calling around whenever our pastor was away. With Steeple we posted our summer dates and had three strong worship leaders to choose from within a few days.`,
    name: "Rebecca Hollander",
    role: msg`Worship Pastor, Grace Fellowship`,
    place: msg`Dayton, Ohio`,
  },
  {
    quote: msg`Most of my invitations used to come from churches I already knew. Steeple has opened doors to congregations I never would have met, and the messaging keeps every detail in one place.`,
    name: "Marcus Ellery",
    role: msg`Itinerant Speaker and Bible Teacher`,
    place: msg`Louisville, Kentucky`,
  },
  {
    quote: msg`As a worship musician, I finally have a profile that shows churches my sound and my heart. I've booked retreats and youth weekends I would never have heard about otherwise.`,
    name: "Naomi Castellanos",
    role: msg`Worship Leader and Songwriter`,
    place: msg`Indianapolis, Indiana`,
  },
];
