import { msg } from "@lingui/core/macro";
import type { LegalDocument } from "../legal-document";

export const communityGuidelines: LegalDocument = {
  title: msg`Community Guidelines`,
  updated: "2026-11-01",
  intro: msg`Steeple brings together churches, speakers and musicians who want to serve well. These guidelines describe how we expect everyone to treat one another. They apply to profiles, opportunities, applications, messages and anything else you share on Steeple.`,
  sections: [
    {
      id: "respect-and-honesty",
      heading: msg`Respect and honesty`,
      paragraphs: [
        msg`Treat every church, speaker and musician with the courtesy you would want for your own ministry. Be kind in your words, even when you have to say no.`,
        msg`Be honest in everything you post and send. Trust is what makes this community work.`,
      ],
    },
    {
      id: "keep-profiles-and-opportunities-accurate",
      heading: msg`Keep profiles and opportunities accurate`,
      paragraphs: [
        msg`Speakers and musicians should describe their experience, ministry background, references and media truthfully. Only upload recordings and photos that you have the right to share.`,
        msg`Churches should describe opportunities clearly, including dates, location, expectations and what is being offered for honorarium, travel and lodging.`,
        msg`Do not impersonate another person, church or ministry, and keep your details up to date if things change.`,
      ],
    },
    {
      id: "communicate-safely",
      heading: msg`Communicate safely`,
      paragraphs: [
        msg`Use Steeple messaging for early conversations so there is a clear record. Share personal contact details only when you are comfortable doing so.`,
        msg`Never ask for or share passwords, verification codes or recovery codes. Steeple staff will never ask you for them.`,
      ],
    },
    {
      id: "keep-your-commitments",
      heading: msg`Keep your commitments`,
      paragraphs: [
        msg`When you accept an offer or confirm a booking, honor it. Churches plan services, publicity and volunteers around these commitments, and talent plan travel and time away from family.`,
        msg`If you must cancel, let the other party know as early as possible, explain why where you can, and help find a solution. Churches should likewise give talent fair notice if an event changes or is cancelled.`,
        msg`Respond to applications and offers in a reasonable time, even if the answer is no.`,
      ],
    },
    {
      id: "safeguard-children-and-vulnerable-adults",
      heading: msg`Safeguard children and vulnerable adults`,
      paragraphs: [
        msg`Many opportunities involve youth groups, children's ministry or vulnerable adults. Churches are responsible for their own safeguarding checks, and we strongly encourage background checks and references for anyone serving in these settings.`,
        msg`Speakers and musicians should cooperate with reasonable safeguarding requests and follow each church's policies. Any concern about the safety of a child or vulnerable adult should be reported to the proper local authorities first, and then to us.`,
      ],
    },
    {
      id: "no-harassment-discrimination-or-spam",
      heading: msg`No harassment, discrimination or spam`,
      paragraphs: [
        msg`Harassment, threats, bullying, sexual content and hateful language are not allowed. Do not keep contacting someone who has asked you to stop.`,
        msg`Do not send bulk or unsolicited promotional messages, copy-and-paste applications to opportunities that do not fit, or use Steeple to advertise unrelated products.`,
      ],
    },
    {
      id: "handle-doctrinal-differences-graciously",
      heading: msg`Handle doctrinal differences graciously`,
      paragraphs: [
        msg`Steeple serves churches and ministries from many traditions. It is fine for a church to look for someone who shares its beliefs, and fine for talent to decline opportunities that do not fit theirs.`,
        msg`Disagree charitably. Say no politely, and do not use messages or profiles to attack another church or ministry.`,
      ],
    },
    {
      id: "payments-and-scams",
      heading: msg`Payments and scams`,
      paragraphs: [
        msg`Steeple does not handle honoraria or fees. Any payment between a church and a speaker or musician is agreed directly between them, so put the details in writing before the event.`,
        msg`Be cautious of anyone who asks for money up front, gift cards, or unusual payment methods, or who pressures you to act quickly. Please report suspected scams to us right away.`,
      ],
    },
    {
      id: "reporting-problems",
      heading: msg`Reporting problems`,
      paragraphs: [
        msg`If you see something that breaks these guidelines, report it through our Contact page at /contact, including links or screenshots where possible. We review every report and keep the identity of the person reporting private.`,
      ],
    },
    {
      id: "enforcement",
      heading: msg`Enforcement`,
      paragraphs: [
        msg`Depending on what happened, we may remove content, issue a warning, limit features, or suspend or close an account. Serious cases, such as threats to someone's safety, may lead to immediate removal.`,
        msg`These guidelines work together with our Terms of Service. If you believe we made a mistake, you can ask us to review our decision through the Contact page.`,
      ],
    },
  ],
};
