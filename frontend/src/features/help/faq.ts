import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** The sections of the help center, in the order they are shown. */
export const FAQ_CATEGORIES = ["getting-started", "churches", "talent", "billing", "account"] as const;

export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

export const FAQ_CATEGORY_NAMES: Record<FaqCategory, MessageDescriptor> = {
  "getting-started": msg`Getting started`,
  churches: msg`For churches`,
  talent: msg`For speakers & musicians`,
  billing: msg`Billing & plans`,
  account: msg`Account & security`,
};

export interface FaqEntry {
  id: string;
  category: FaqCategory;
  question: MessageDescriptor;
  /** Plain text; `[words](/path)` links to a page of the app (translations keep the markup). */
  answer: MessageDescriptor;
}

/** An entry in the language on screen: what the help center shows and searches. */
export interface FaqText {
  id: string;
  category: FaqCategory;
  categoryName: string;
  question: string;
  answer: string;
}

/** Every entry written out by `translate` (Lingui's `t` or `i18n._`: the language on screen). */
export function faqTexts(translate: (descriptor: MessageDescriptor) => string): FaqText[] {
  return FAQ.map((entry) => ({
    id: entry.id,
    category: entry.category,
    categoryName: translate(FAQ_CATEGORY_NAMES[entry.category]),
    question: translate(entry.question),
    answer: translate(entry.answer),
  }));
}

/** A run of an answer: text, or a link to a page of the app. */
export type AnswerPart = string | { text: string; to: string };

const LINK = /\[([^\]]+)\]\((\/[^)\s]*)\)/g;

/** The answer split into text and links, in order. */
export function answerParts(answer: string): AnswerPart[] {
  const parts: AnswerPart[] = [];
  let last = 0;
  for (const [whole, text = "", to = ""] of answer.matchAll(LINK)) {
    const start = answer.indexOf(whole, last);
    if (start > last) parts.push(answer.slice(last, start));
    parts.push({ text, to });
    last = start + whole.length;
  }
  if (last < answer.length) parts.push(answer.slice(last));
  return parts;
}

/** The answer as a reader sees it: links by their words. */
export function answerText(answer: string): string {
  return answerParts(answer)
    .map((part) => (typeof part === "string" ? part : part.text))
    .join("");
}

export const FAQ: FaqEntry[] = [
  // Getting started
  {
    id: "what-is-steeple",
    category: "getting-started",
    question: msg`What is Steeple?`,
    answer: msg`Steeple is an online marketplace that connects churches with guest speakers and musicians. Churches post opportunities such as guest preaching, worship leading, conferences and youth events, and speakers and musicians keep public profiles, appear in our directories and apply.`,
  },
  {
    id: "how-to-sign-up",
    category: "getting-started",
    question: msg`How do I sign up and choose a role?`,
    answer: msg`Select Sign up, enter your name, email address and a password, and choose whether you are joining as a church, a speaker or a musician. Your role decides which tools you see, so pick the one that describes how you will use Steeple. Then confirm your email address using the link we send you.`,
  },
  {
    id: "verification-email-missing",
    category: "getting-started",
    question: msg`My verification email hasn't arrived. What should I do?`,
    answer: msg`First check your spam or junk folder, and make sure you signed up with the right address. If it's still not there, you can request a new email from the banner at the top of the page or from your settings; the resend option becomes available 60 seconds after the last email was sent. Verification links are single-use and expire after 24 hours.`,
  },
  {
    id: "unverified-account-limits",
    category: "getting-started",
    question: msg`What can I do before I verify my email?`,
    answer: msg`You can sign in and work on your profile straight away. Applying, posting opportunities, sending messages and making payments are unlocked once your email address is verified.`,
  },
  {
    id: "does-steeple-take-commission",
    category: "getting-started",
    question: msg`Does Steeple take a cut of honoraria or fees?`,
    answer: msg`No. Steeple is a subscription marketplace and takes no commission on honoraria or fees. Any payment for ministry is agreed and paid directly between the church and the speaker or musician.`,
  },

  // For churches
  {
    id: "post-an-opportunity",
    category: "churches",
    question: msg`How do I post an opportunity, and how many can I post?`,
    answer: msg`With Church Premium, go to your dashboard and create a new opportunity, adding the date, location, type of event and what you are offering. Premium includes 2 opportunity postings per calendar month, and the allowance resets at the start of each month.`,
  },
  {
    id: "posting-packs",
    category: "churches",
    question: msg`What if I need more than 2 postings in a month?`,
    answer: msg`You can buy an Additional posting pack for $29, which adds 3 extra opportunity postings. Pack postings are used after your monthly allowance and stay available for 12 months from purchase.`,
  },
  {
    id: "featured-boost",
    category: "churches",
    question: msg`What is a Featured boost?`,
    answer: msg`A Featured boost costs $19 and places one of your opportunities at the top of opportunity lists with a Featured badge for 14 days. It's a good way to reach more speakers and musicians when a date is coming up soon.`,
  },
  {
    id: "review-applicants",
    category: "churches",
    question: msg`How do I review applicants and offer someone the position?`,
    answer: msg`Open the opportunity from your dashboard to see everyone who has applied, along with their profiles and messages. Shortlist the people you're interested in, message them with any questions, and when you're ready, send an offer to your chosen applicant. They'll be notified and can accept or decline.`,
  },
  {
    id: "invite-team-members",
    category: "churches",
    question: msg`How do I add my church team to Steeple?`,
    answer: msg`Church admins can invite team members by email from the team page and choose a role for each person: member, volunteer, leader or admin. Invitation links are valid for 7 days, so send a new invitation if one expires. Admins can also remove members at any time.`,
  },
  {
    id: "safeguarding-checks",
    category: "churches",
    question: msg`Does Steeple check speakers' and musicians' credentials?`,
    answer: msg`Speakers and musicians add their credentials with a certificate or letter, and Steeple staff check each one against it; a reference is answered by the referee through a one-time link. A verified credential shows as a badge saying who verified it and when, and until when it is valid; anything not yet checked reads "self-reported", and an expired one is greyed out. The files and staff notes are never public. Churches stay responsible for their own safeguarding: ask for what your policy needs on the opportunity, and [search for verified holders](/talent).`,
  },
  {
    id: "credential-kinds",
    category: "churches",
    question: msg`Which credentials can I ask for, and what do they mean?`,
    answer: msg`Ordination: a denomination or church ordained them (it does not expire). Background check: a criminal and sex-offender registry screening by a screening company; it counts for 36 months unless the issuer gives another date, and you can ask for one issued within fewer months. Safeguarding training: a course in protecting children and vulnerable adults, also counted for 36 months. Licence: a ministry or professional licence. Reference: a pastor or leader who knows their ministry vouches for them in writing. Talent without what you ask can still apply; they are told what is missing.`,
  },

  // For speakers & musicians
  {
    id: "how-to-apply",
    category: "talent",
    question: msg`How do I apply for an opportunity?`,
    answer: msg`Browse open opportunities, open one that fits your calling and calendar, and select Apply. Add a short, personal note explaining why you're a good fit. The church will see your application alongside your public profile.`,
  },
  {
    id: "free-application-limit",
    category: "talent",
    question: msg`How many applications can I send on the free plan?`,
    answer: msg`Free speakers and musicians can send 5 applications per calendar month, and the count resets at the start of each month. Speaker Pro and Musician Pro include unlimited applications.`,
  },
  {
    id: "accept-or-decline-offer",
    category: "talent",
    question: msg`How do I accept or decline an offer?`,
    answer: msg`When a church sends you an offer, you'll get a notification and can open it from your applications. Review the details, message the church if anything is unclear, then select Accept or Decline. A quick reply is appreciated either way.`,
  },
  {
    id: "stand-out-in-directory",
    category: "talent",
    question: msg`How can I help churches find me?`,
    answer: msg`Complete your profile with a clear photo, a short bio, your ministry background, locations you can travel to, and sample recordings or videos. Speaker Pro and Musician Pro members also get a Pro badge and priority in directory ordering.`,
  },
  {
    id: "add-credentials",
    category: "talent",
    question: msg`How do I add my ordination, background check or training?`,
    answer: msg`In [your profile](/profile/edit#credentials), under Credentials, choose Add a credential, say what it is, who issued it and when, and attach the certificate or letter (a PDF, JPEG or PNG up to 10 MB; only Steeple staff see it). For a reference, name your referee and their email: they get a link to answer once. Staff verify it, and we email you 60, 30 and 7 days before a credential expires.`,
  },
  {
    id: "messaging",
    category: "talent",
    question: msg`How does messaging work?`,
    answer: msg`Messages on Steeple are private between the people in the conversation, and you'll get a notification when a new one arrives. Churches with Premium have unlimited messaging with speakers and musicians. You can choose in your email preferences whether church members may message you.`,
  },

  // Billing & plans
  {
    id: "plan-prices",
    category: "billing",
    question: msg`What plans are available?`,
    answer: msg`Church Premium is $49 per month or $490 per year and unlocks the full platform for churches, including messaging, contact access and 2 postings per month. Speaker Pro and Musician Pro are $12 per month or $120 per year and add unlimited applications, a Pro badge, directory priority and full analytics.`,
  },
  {
    id: "monthly-vs-yearly",
    category: "billing",
    question: msg`Should I pay monthly or yearly?`,
    answer: msg`Yearly billing costs the same as 10 months of monthly billing, so you get two months free. Monthly billing is more flexible if you want to try Steeple first.`,
  },
  {
    id: "money-back-guarantee",
    category: "billing",
    question: msg`Is there a money-back guarantee?`,
    answer: msg`Yes. Church Premium has a 10-day money-back guarantee. If it isn't right for your church, request a refund through support via our [Contact page](/contact) within 10 days.`,
  },
  {
    id: "cancel-subscription",
    category: "billing",
    question: msg`How do I cancel my subscription?`,
    answer: msg`Go to your subscription page and open the billing portal, where you can cancel at any time. Your plan stays active until the end of the period you've already paid for, and it won't renew after that.`,
  },
  {
    id: "payment-security",
    category: "billing",
    question: msg`Is my payment information safe?`,
    answer: msg`Payments are processed securely by Stripe. Steeple never stores full card numbers.`,
  },

  // Account & security
  {
    id: "reset-password",
    category: "account",
    question: msg`I forgot my password. How do I reset it?`,
    answer: msg`Select Forgot password on the sign-in page and enter your email address. We'll send you a reset link that can be used once and expires after 24 hours. If it expires, simply request a new one.`,
  },
  {
    id: "two-factor-authentication",
    category: "account",
    question: msg`How do I turn on two-factor authentication?`,
    answer: msg`In your security settings, choose to enable two-factor authentication and scan the QR code with an authenticator app. Enter the code from the app to confirm, and you'll receive 10 one-time recovery codes.`,
  },
  {
    id: "recovery-codes",
    category: "account",
    question: msg`What are recovery codes and what if I lose my phone?`,
    answer: msg`Recovery codes let you sign in if you can't use your authenticator app. Each of your 10 codes works only once, so store them somewhere safe, such as a password manager. If you have lost both your phone and your codes, get in touch through our [Contact page](/contact).`,
  },
  {
    id: "email-preferences",
    category: "account",
    question: msg`How do I control the emails Steeple sends me?`,
    answer: msg`In your settings you can turn email notifications on or off, choose a daily, weekly or no digest, and decide whether church members may message you.`,
  },
  {
    id: "delete-account",
    category: "account",
    question: msg`How do I delete my account or get a copy of my data?`,
    answer: msg`You can request account deletion or an export of your data through our [Contact page](/contact). If you have a paid plan, cancel it first so you aren't charged again.`,
  },
];
