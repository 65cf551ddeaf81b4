import { describe, expect, it } from "vitest";
import { EMPTY_TALENT, TEST_USER } from "@/test/app-testing";
import { completenessItems, completenessPercent } from "./profile-completeness";

const TALENT = EMPTY_TALENT;

const SPEAKER = { ...TEST_USER, role: "speaker" as const, needs_onboarding: false };

describe("profile completeness", () => {
  it("links each missing account item to its field in the editor", () => {
    const items = completenessItems({ ...SPEAKER, full_name: "", city: null });
    expect(items.map(({ label, to }) => [label, to])).toEqual([
      ["Verify your email", "/verify-email"],
      ["Add your name", "/profile/edit#full_name"],
      ["Add your city and state", "/profile/edit#city"],
      ["Add a profile photo", "/profile/edit#photo"],
    ]);
  });

  it("adds the speaker's profile: headline, bio, topics and a media link", () => {
    const items = completenessItems(SPEAKER, { talent: { ...TALENT, bio: "Hello", topics: ["Youth"] }, church: null });
    expect(items.slice(4).map(({ label, done, to }) => [label, done, to])).toEqual([
      ["Write a headline", false, "/profile/edit#headline"],
      ["Write your bio", true, "/profile/edit#bio"],
      ["Add the topics you speak on", true, "/profile/edit#topics"],
      ["Add a video, audio or website link", false, "/profile/edit#video_url"],
    ]);
  });

  it("asks musicians for instruments, and counts any media link", () => {
    const musician = { ...SPEAKER, role: "musician" as const };
    const items = completenessItems(musician, { talent: { ...TALENT, audio_url: "https://example.org/a.mp3" }, church: null });
    expect(items.find((item) => item.to === "/profile/edit#instruments")).toMatchObject({ label: "Add your instruments", done: false });
    expect(items.find((item) => item.to === "/profile/edit#video_url")?.done).toBe(true);
    expect(items.some((item) => item.to.endsWith("#topics"))).toBe(false);
  });

  it("asks churches for their name and description", () => {
    const church = { ...TEST_USER, role: "church" as const, church_name: "Grace Chapel", needs_onboarding: false };
    const items = completenessItems(church, {
      talent: null,
      church: {
        id: "c",
        church_name: "Grace Chapel",
        contact_name: "Ruth",
        contact_email: null,
        phone: null,
        primary_address: null,
        website: null,
        denomination: null,
        about: null,
        theme: "blue",
        primary_color: "#3B82F6",
        facebook_url: null,
        instagram_url: null,
        twitter_url: null,
        youtube_url: null,
      },
    });
    expect(items.map((item) => item.to)).toEqual([
      "/verify-email",
      "/profile/edit#full_name",
      "/profile/edit#church_name",
      "/profile/edit#city",
      "/profile/edit#photo",
      "/profile/edit#about",
    ]);
    expect(items.find((item) => item.to.endsWith("#church_name"))?.done).toBe(true);
  });

  it("works without the profile (not loaded, or failed)", () => {
    expect(completenessItems(SPEAKER, undefined)).toHaveLength(4);
  });

  it("computes the percentage done", () => {
    const items = completenessItems({ ...SPEAKER, city: "Dayton", state: "OH", profile_photo: "/media/p.webp" }, {
      talent: { ...TALENT, headline: "Hi", bio: "Hello", topics: ["Youth"], website_url: "https://example.org" },
      church: null,
    });
    expect(completenessPercent(items)).toBe(100);
    // Only the name of the four account items.
    expect(completenessPercent(completenessItems({ ...SPEAKER, email_verified: false }))).toBe(25);
  });
});
