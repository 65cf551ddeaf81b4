import { msg } from "@lingui/core/macro";
import type { LegalDocument } from "../legal-document";

export const privacyPolicy: LegalDocument = {
  title: msg`Privacy Policy`,
  updated: "2026-11-01",
  intro: msg`This Privacy Policy explains what information Steeple collects, how we use it and the choices you have. Steeple is a marketplace that connects churches with speakers and musicians, operated from Cincinnati, Ohio. We collect only what we need to run the service.`,
  sections: [
    {
      id: "what-we-collect",
      heading: msg`What we collect`,
      paragraphs: [
        msg`Account information: your name, email address, password (stored only as a secure hash), your role and, for churches, your church name and team members.`,
        msg`Profile and activity information: the profile details, photos, media links, opportunities, applications, offers and messages you create on Steeple.`,
        msg`Billing information: your plan, purchases and billing history. Card details are collected and held by Stripe, and Steeple never stores full card numbers.`,
        msg`Technical information: basic device and browser details, page speed measurements and error reports that help us keep the service working.`,
      ],
    },
    {
      id: "how-we-use-your-information",
      heading: msg`How we use your information`,
      paragraphs: [
        msg`We use your information to run Steeple: to create and secure your account, show your profile, match opportunities with applicants, deliver messages and notifications, and process payments.`,
        msg`We also use it to provide support, prevent fraud and abuse, enforce our Terms of Service and Community Guidelines, and improve the service. We do not sell your personal information and we do not use it for advertising.`,
      ],
    },
    {
      id: "what-is-public",
      heading: msg`What is public`,
      paragraphs: [
        msg`Speaker, musician and church profiles are public and appear in our directories, including your name, photo, bio, location and any media you choose to add.`,
        msg`Contact details are shown only to churches with an active Premium plan. Messages are private between the people in the conversation.`,
      ],
    },
    {
      id: "who-we-share-information-with",
      heading: msg`Who we share information with`,
      paragraphs: [
        msg`We share information only with service providers who help us run Steeple: Stripe for payments, an email delivery provider for account and notification emails, and our hosting provider for storing and serving the service.`,
        msg`These providers may use your information only to provide their services to us. We may also disclose information if the law requires it or to protect the safety of our users.`,
      ],
    },
    {
      id: "cookies-and-your-session",
      heading: msg`Cookies and your session`,
      paragraphs: [
        msg`We use a secure, httpOnly session cookie to keep you signed in. It cannot be read by scripts on the page and is used only for authentication.`,
        msg`We do not use advertising or cross-site tracking cookies.`,
      ],
    },
    {
      id: "performance-and-error-telemetry",
      heading: msg`Performance and error telemetry`,
      paragraphs: [
        msg`We collect web-vitals performance metrics, such as how quickly pages load and respond. These measurements do not include the content of your profile or messages.`,
        msg`When something goes wrong, we collect error reports so we can find and fix the problem. We use this information only to improve the reliability and speed of Steeple.`,
      ],
    },
    {
      id: "how-long-we-keep-information",
      heading: msg`How long we keep information`,
      paragraphs: [
        msg`We keep your information for as long as your account is open. When you delete your account, we remove your profile from the directory and delete or anonymize your personal information within a reasonable period.`,
        msg`We may keep limited records longer where the law requires it, such as billing records for tax purposes, and backups are overwritten on a regular schedule.`,
      ],
    },
    {
      id: "your-rights-and-choices",
      heading: msg`Your rights and choices`,
      paragraphs: [
        msg`You can view and correct most of your information directly in your profile and account settings.`,
        msg`You can ask for a copy of your data or request account deletion through our Contact page at /contact. We will confirm your identity before acting on the request.`,
        msg`You control your email preferences in settings, including whether email notifications are on, how often you receive a digest (daily, weekly or never) and whether church members may message you.`,
      ],
    },
    {
      id: "security",
      heading: msg`Security`,
      paragraphs: [
        msg`Passwords are hashed with argon2, a modern algorithm designed to resist cracking. All traffic between your browser and Steeple is encrypted in transit.`,
        msg`You can protect your account further with two-factor authentication using an authenticator app, with 10 one-time recovery codes for backup. No system is perfectly secure, so please use a strong, unique password.`,
      ],
    },
    {
      id: "children",
      heading: msg`Children`,
      paragraphs: [
        msg`Steeple is not intended for anyone under 16, and people under 16 may not hold an account. If you believe a child under 16 has created an account, please tell us through our Contact page and we will remove it.`,
      ],
    },
    {
      id: "changes-to-this-policy",
      heading: msg`Changes to this policy`,
      paragraphs: [
        msg`We may update this policy as Steeple grows. If we make significant changes, we will let you know by email or in the app before they take effect.`,
      ],
    },
    {
      id: "contact-us",
      heading: msg`Contact us`,
      paragraphs: [
        msg`If you have a question about privacy or your data, reach us through our Contact page at /contact or visit the Help Center.`,
      ],
    },
  ],
};
