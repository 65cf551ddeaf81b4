import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

export interface AboutValue {
  title: MessageDescriptor;
  text: MessageDescriptor;
}

export const aboutContent: {
  headline: MessageDescriptor;
  lead: MessageDescriptor;
  story: MessageDescriptor[];
  mission: MessageDescriptor;
  values: AboutValue[];
} = {
  headline: msg`Helping churches and gifted people find each other`,
  lead: msg`Steeple is a marketplace where churches connect with trusted guest speakers and worship musicians, and where those speakers and musicians can be found by the churches that need them.`,
  story: [
    msg`Every pastor knows the feeling: a Sunday is coming up, the regular preacher is away or the worship leader has moved on, and finding the right person means a string of phone calls, borrowed recommendations and hoping for the best. Booking someone you can trust for a conference, revival or youth weekend is even harder.`,
    msg`At the same time, many gifted preachers, teachers and worship musicians struggle to be found outside their own circle. Their calendars have open dates, but the churches that would welcome them have no easy way to learn they exist.`,
    msg`Steeple was started in Cincinnati, Ohio to close that gap. We built one place where churches can post opportunities and browse detailed profiles, and where speakers and musicians can share their ministry, apply and confirm bookings without the guesswork.`,
  ],
  mission: msg`Our mission is to help every church find the right voice for the moment, and to help every speaker and musician find the places they are called to serve.`,
  values: [
    {
      title: msg`Trust`,
      text: msg`We encourage honest profiles, clear opportunities and careful safeguarding, so churches and talent can make decisions with confidence.`,
    },
    {
      title: msg`Stewardship`,
      text: msg`Church budgets and ministers' time are precious. We keep pricing simple, take no commission on honoraria, and build tools that save hours rather than add work.`,
    },
    {
      title: msg`Hospitality`,
      text: msg`We want every guest speaker and musician to feel welcomed and every church to feel well served, from the first message to the final song.`,
    },
    {
      title: msg`Excellence`,
      text: msg`We aim for a service that is reliable, fast and easy to use, because the work it supports deserves our best.`,
    },
  ],
};
