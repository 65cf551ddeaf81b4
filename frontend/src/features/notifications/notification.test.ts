import { describe, expect, it } from "vitest";
import {
  actionsFor,
  additionalInformation,
  isOffer,
  offerOutcomeText,
  positionLabel,
  roleOf,
  senderName,
  senderProfilePath,
  type Notification,
} from "./notification";
import { notification } from "./test-fixtures";

const links = (item: Notification) => actionsFor(item).links;

describe("offers (spec 02 §4)", () => {
  it("are application notifications whose subject says position offered or offer", () => {
    expect(isOffer(notification({ subject: "Position Offered: Easter Sunday" }))).toBe(true);
    expect(isOffer(notification({ subject: "A new offer for you", metadata: {} }))).toBe(true);
    expect(isOffer(notification({ type: "message", subject: "About the offer" }))).toBe(false);
    expect(isOffer(notification({ subject: "Shortlisted: Easter Sunday", metadata: { subType: "shortlisted" } }))).toBe(false);
  });

  it("are not the server's other notices that mention an offer (an expired one)", () => {
    expect(isOffer(notification({ subject: "Offer Expired: Easter Sunday", metadata: { subType: "offer_expired" } }))).toBe(false);
  });

  it("get Accept / Decline for their application (and its details), or note the missing id", () => {
    const offer = notification({ subject: "Position Offered: Easter Sunday", application_id: "app-1" });
    expect(actionsFor(offer)).toEqual({
      offer: { applicationId: "app-1" },
      links: [{ label: "View Application Details", to: "/application/app-1" }],
    });
    const fromMetadata = notification({ subject: "Position Offered", application_id: null, metadata: { application_id: "app-2" } });
    expect(actionsFor(fromMetadata).offer).toEqual({ applicationId: "app-2" });
    const none = notification({ subject: "Position Offered", application_id: null, opportunity_id: null, metadata: {} });
    expect(actionsFor(none).offer).toEqual({ applicationId: null });
  });

  it("say the spec's texts when answered", () => {
    expect(offerOutcomeText(true, "Guest Speaker")).toBe(
      "Position accepted! You have confirmed your role as Guest Speaker. The church has been notified.",
    );
    expect(offerOutcomeText(false, "Guest Speaker")).toBe(
      "Position declined. The church has been notified that you declined the role as Guest Speaker.",
    );
  });
});

describe("the other buttons by type", () => {
  it("non-offer application: View Application Details (application, else opportunity, else the list) and Contact Applicant", () => {
    const received = notification({
      subject: "New Application: Easter Sunday",
      metadata: { subType: "new_application" },
      application_id: "app-1",
      sender_id: "user-9",
    });
    expect(links(received)).toEqual([
      { label: "View Application Details", to: "/application/app-1" },
      {
        label: "Contact Applicant",
        to: "/messages?compose=1&recipient_id=user-9&subject=Re%3A+New+Application%3A+Easter+Sunday&application_id=app-1",
      },
    ]);
    const noApplication = notification({ subject: "New Application", application_id: null, opportunity_id: "opp-1" });
    expect(links(noApplication)[0]).toEqual({ label: "View Application Details", to: "/opportunities/opp-1" });
    const neither = notification({ subject: "New Application", application_id: null, opportunity_id: null });
    expect(links(neither)[0]).toEqual({ label: "View Application Details", to: "/applications" });
  });

  it("a service plan sent or acknowledged opens the plan first", () => {
    for (const subType of ["handoff_pack_sent", "handoff_pack_acknowledged"]) {
      const told = notification({ subject: "The plan for Easter Sunday", metadata: { subType }, application_id: "app-1", sender_id: null });
      expect(links(told).slice(0, 2)).toEqual([
        { label: "Open Service Plan", to: "/hires/app-1/pack" },
        { label: "View Application Details", to: "/application/app-1" },
      ]);
    }
  });

  it("message: Reply (to the sender, Re: subject, in reply to the message) and View Profile", () => {
    const message = notification({
      type: "message",
      subject: "Set list for Sunday",
      sender_id: "user-9",
      sender_role: "musician",
      sender_slug: "user-9",
      application_id: null,
      metadata: { message_id: "msg-1", conversation_id: "c-1", subType: "new_message" },
    });
    expect(links(message)).toEqual([
      { label: "Reply", to: "/messages?compose=1&recipient_id=user-9&subject=Re%3A+Set+list+for+Sunday&in_reply_to=msg-1" },
      { label: "View Profile", to: "/musicians/user-9" },
    ]);
    // Already a reply: no second "Re:".
    const reply = notification({ ...message, subject: "Re: Set list" });
    expect(new URL(links(reply)[0]!.to, "https://x").searchParams.get("subject")).toBe("Re: Set list");
  });

  it("opportunity: View Opportunity and Apply Now, or See Opportunity (a search by the event's title) without an id", () => {
    const withId = notification({ type: "opportunity", subject: "New opportunity", opportunity_id: "opp-1" });
    expect(links(withId)).toEqual([
      { label: "View Opportunity", to: "/opportunities/opp-1" },
      { label: "Apply Now", to: "/opportunities/opp-1" },
    ]);
    const noId = notification({ type: "opportunity", subject: "New", opportunity_id: null, metadata: { eventTitle: "Youth Night" } });
    expect(links(noId)).toEqual([{ label: "See Opportunity", to: "/opportunities?search=Youth+Night" }]);
    const nothing = notification({ type: "opportunity", subject: "New", opportunity_id: null, metadata: {} });
    expect(links(nothing)).toEqual([{ label: "Apply Now", to: "/opportunities" }]);
  });

  it("system: Take Action to its link on this site, else the dashboard", () => {
    const system = { type: "system" as const, sender_id: null, sender_name: null, sender_role: "system" };
    expect(links(notification({ ...system, metadata: { link: "/pricing" } }))).toEqual([{ label: "Take Action", to: "/pricing" }]);
    expect(links(notification({ ...system, metadata: {} }))).toEqual([{ label: "Take Action", to: "/dashboard" }]);
    expect(links(notification({ ...system, metadata: { link: "https://evil.example" } }))[0]!.to).toBe("/dashboard");
    expect(links(notification({ ...system, metadata: { link: "//evil.example" } }))[0]!.to).toBe("/dashboard");
  });
});

describe("who and what", () => {
  it("the sender's profile by role: slug, else metadata, else id; /profiles otherwise", () => {
    expect(senderProfilePath(notification({ sender_role: "church", sender_slug: "church-1" }))).toBe("/churches/church-1");
    expect(senderProfilePath(notification({ sender_role: "speaker", sender_slug: null, metadata: { senderSlug: "s-2" } }))).toBe(
      "/speakers/s-2",
    );
    expect(senderProfilePath(notification({ sender_role: "musician", sender_slug: null, metadata: {}, sender_id: "u-3" }))).toBe(
      "/musicians/u-3",
    );
    expect(senderProfilePath(notification({ sender_role: "admin", sender_slug: "x" }))).toBe("/profiles/x");
  });

  it("the sender's name defaults to System", () => {
    expect(senderName(notification({ sender_name: null }))).toBe("System");
    expect(senderName(notification({ sender_name: "Grace Chapel" }))).toBe("Grace Chapel");
  });

  it("the position: offered role, else metadata; labelled as the spec says", () => {
    expect(roleOf(notification({ offered_role: "Guest Speaker" }))).toBe("Guest Speaker");
    expect(roleOf(notification({ offered_role: null, metadata: { position: "worship_leader" } }))).toBe("worship_leader");
    expect(roleOf(notification({ offered_role: null, metadata: {} }))).toBeNull();
    expect(positionLabel("worship_leader")).toBe("Worship Leader");
    expect(positionLabel("")).toBe("the position");
  });

  it("Additional Information: Church, Event Date and Position Offered, those present", () => {
    expect(
      additionalInformation(notification({ metadata: { churchName: "Grace Chapel", eventDate: "April 5, 2026", position: "guest_speaker" } })),
    ).toEqual([
      { label: "Church", value: "Grace Chapel" },
      { label: "Event Date", value: "April 5, 2026" },
      { label: "Position Offered", value: "Guest Speaker" },
    ]);
    expect(additionalInformation(notification({ metadata: { message_id: "m" } }))).toEqual([]);
  });
});
