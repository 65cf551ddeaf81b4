import { msg } from "@lingui/core/macro";
import type { LegalDocument } from "../legal-document";

export const termsOfService: LegalDocument = {
  title: msg`Terms of Service`,
  updated: "2026-11-01",
  intro: msg`These Terms of Service explain the rules for using Steeple, an online marketplace that helps churches connect with guest speakers and musicians. Steeple is operated from Cincinnati, Ohio. Please read these terms carefully, because they affect your rights.`,
  sections: [
    {
      id: "accepting-these-terms",
      heading: msg`Accepting these terms`,
      paragraphs: [
        msg`By creating an account or using Steeple, you agree to these Terms of Service, our Privacy Policy and our Community Guidelines. If you do not agree, please do not use the service.`,
        msg`If you use Steeple on behalf of a church or other organization, you confirm that you are authorized to accept these terms for that organization.`,
      ],
    },
    {
      id: "eligibility-and-accounts",
      heading: msg`Eligibility and accounts`,
      paragraphs: [
        msg`You must be at least 16 years old to hold a Steeple account. You agree to give accurate information when you sign up and to keep it up to date.`,
        msg`New accounts must verify their email address. Until you verify, you can sign in and edit your profile, but you cannot apply, post opportunities, send messages or make payments.`,
        msg`You are responsible for keeping your password safe and for everything that happens under your account. We strongly recommend turning on two-factor authentication.`,
      ],
    },
    {
      id: "roles-on-steeple",
      heading: msg`Roles on Steeple`,
      paragraphs: [
        msg`Every account has one role: church, speaker or musician. Churches post opportunities such as guest preaching, worship leading, conferences and youth events. Speakers and musicians keep public profiles, appear in our directories and apply for opportunities.`,
        msg`A church account can invite team members by email and give them the role of member, volunteer, leader or admin. Church admins are responsible for who they invite and may remove team members at any time.`,
      ],
    },
    {
      id: "responsibilities-of-churches",
      heading: msg`Responsibilities of churches`,
      paragraphs: [
        msg`Churches must describe opportunities honestly, including dates, location, expectations and any honorarium, travel or lodging being offered.`,
        msg`Churches are solely responsible for their own safeguarding checks, including background checks, reference checks and any screening required by their denomination, insurer or local law. Steeple encourages these checks but does not carry them out.`,
      ],
    },
    {
      id: "responsibilities-of-speakers-and-musicians",
      heading: msg`Responsibilities of speakers and musicians`,
      paragraphs: [
        msg`Speakers and musicians must present their experience, ministry background, references and media truthfully. Do not claim credentials, endorsements or affiliations you do not have.`,
        msg`When you accept an offer, you are expected to honor it or give the church as much notice as possible if circumstances change.`,
      ],
    },
    {
      id: "agreements-between-churches-and-talent",
      heading: msg`Agreements between churches and talent`,
      paragraphs: [
        msg`Steeple is a meeting place, not an agency. We do not employ speakers or musicians, we are not a party to any agreement between a church and a speaker or musician, and we do not guarantee that any booking will take place.`,
        msg`Steeple does not take a commission on honoraria or fees. Any payment for ministry is agreed and paid directly between the church and the speaker or musician, who are each responsible for their own taxes, contracts and insurance.`,
      ],
    },
    {
      id: "plans-billing-renewals-and-refunds",
      heading: msg`Plans, billing, renewals and refunds`,
      paragraphs: [
        msg`Church Premium costs $49 per month or $490 per year. Speaker Pro and Musician Pro cost $12 per month or $120 per year. Churches may also buy a Featured boost for $19 or an Additional posting pack of 3 postings for $29, usable for 12 months.`,
        msg`Subscriptions renew automatically at the end of each billing period until cancelled. You can cancel at any time from your subscription page or the billing portal, and cancellation takes effect at the end of the period you have already paid for.`,
        msg`Church Premium comes with a 10-day money-back guarantee: if you are not satisfied, request a refund through support, via our Contact page at /contact, within 10 days of subscribing. Apart from this guarantee, payments are non-refundable unless the law requires otherwise.`,
        msg`Payments are processed by Stripe. Steeple never stores full card numbers. We may change prices with advance notice, and changes apply from your next billing period.`,
      ],
    },
    {
      id: "acceptable-use",
      heading: msg`Acceptable use`,
      paragraphs: [
        msg`You agree to follow our Community Guidelines. In short: be honest, be respectful, keep people safe and use Steeple for its intended purpose.`,
        msg`You must not harass others, send spam, post false or misleading content, attempt to defraud anyone, scrape the directory, or interfere with the security or operation of the service.`,
      ],
    },
    {
      id: "your-content-and-our-licence-to-use-it",
      heading: msg`Your content and our licence to use it`,
      paragraphs: [
        msg`You keep ownership of the content you post, such as profile text, photos, audio, video and opportunity descriptions. You confirm that you have the right to share it.`,
        msg`You give Steeple a non-exclusive, worldwide, royalty-free licence to host, display and share your content as needed to run the service, for example showing your public profile in the directory. This licence ends when you delete the content or your account, except for copies kept in backups for a limited time.`,
      ],
    },
    {
      id: "suspension-and-termination",
      heading: msg`Suspension and termination`,
      paragraphs: [
        msg`You can stop using Steeple at any time and can ask us to delete your account through our Contact page at /contact.`,
        msg`We may suspend or close accounts that break these terms or our Community Guidelines, that put others at risk, or that we are required to act on by law. Where it is safe and reasonable, we will tell you why.`,
      ],
    },
    {
      id: "disclaimers",
      heading: msg`Disclaimers`,
      paragraphs: [
        msg`Steeple is provided on an as-is and as-available basis. We work hard to keep it running well, but we do not promise that it will be uninterrupted or error-free.`,
        msg`We do not verify every statement made on profiles or opportunities and do not endorse any church, speaker or musician. Please use your own judgment before making any commitment.`,
      ],
    },
    {
      id: "limitation-of-liability",
      heading: msg`Limitation of liability`,
      paragraphs: [
        msg`To the fullest extent the law allows, Steeple is not liable for indirect, incidental or consequential losses, or for the conduct of any church, speaker or musician, whether online or at an event.`,
        msg`Our total liability for any claim relating to the service is limited to the amount you paid Steeple in the 12 months before the claim arose.`,
      ],
    },
    {
      id: "governing-law",
      heading: msg`Governing law`,
      paragraphs: [
        msg`These terms are governed by the laws of the State of Ohio, USA, without regard to its conflict-of-law rules. Any dispute will be handled by the state or federal courts located in Ohio, unless the law requires otherwise.`,
      ],
    },
    {
      id: "changes-and-contact",
      heading: msg`Changes and contact`,
      paragraphs: [
        msg`We may update these terms from time to time. If we make significant changes, we will let you know by email or in the app before they take effect.`,
        msg`Questions about these terms? Reach us through our Contact page at /contact or visit the Help Center.`,
      ],
    },
  ],
};
