import type { ChurchProfile, TalentProfile } from "@/lib/my-profile";
import { EMPTY_TALENT } from "@/test/app-testing";

export { EMPTY_TALENT };
import type { ChurchPublic, TalentPublic } from "./api/profiles-api";

/** Rows the profile tests build on (imported by tests only). */


export const CHURCH_PROFILE: ChurchProfile = {
  id: "c0ffee00-0000-4000-8000-000000000001",
  church_name: "Grace Chapel",
  contact_name: "Unknown",
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
};

export const SPEAKER_ID = "5a5a5a5a-0000-4000-8000-000000000002";
export const CHURCH_USER_ID = "c4c4c4c4-0000-4000-8000-000000000003";

export function talentPublic(changes: Partial<TalentPublic> = {}, profile: Partial<TalentProfile> = {}): TalentPublic {
  return {
    user_id: SPEAKER_ID,
    role: "speaker",
    name: "Pastor Dan Miles",
    full_name: "Daniel Miles",
    photo: null,
    city: "Dayton",
    state: "OH",
    profile: {
      ...EMPTY_TALENT,
      display_name: "Pastor Dan Miles",
      headline: "Youth speaker and author",
      bio: "Twenty years of youth ministry.",
      topics: ["Youth", "Leadership"],
      skills: ["Preaching"],
      fee_min: 300,
      fee_max: 800,
      travel_radius_miles: 250,
      video_url: "https://www.youtube.com/watch?v=abc",
      ...profile,
    },
    contact: null,
    ...changes,
  };
}

export function churchPublic(changes: Partial<ChurchPublic> = {}): ChurchPublic {
  return {
    id: CHURCH_PROFILE.id,
    user_id: CHURCH_USER_ID,
    photo: null,
    city: "Cincinnati",
    state: "OH",
    church_name: "Grace Chapel",
    website: "https://grace.example.org/",
    denomination: "Methodist",
    about: "A family of faith in the heart of the city.",
    theme: "green",
    primary_color: "#10B981",
    facebook_url: "https://facebook.com/grace",
    instagram_url: null,
    twitter_url: null,
    youtube_url: null,
    contact: null,
    ...changes,
  };
}
