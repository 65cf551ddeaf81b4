import type { TalentProfile } from "@/lib/my-profile";
import { EMPTY_TALENT } from "@/test/app-testing";
import type { TalentPublic } from "./api/profiles-api";

export { EMPTY_TALENT };

/** Rows the profile tests build on (imported by tests only). */

export const SPEAKER_ID = "5a5a5a5a-0000-4000-8000-000000000002";

export function talentPublic(changes: Partial<TalentPublic> = {}, profile: Partial<TalentProfile> = {}): TalentPublic {
  return {
    user_id: SPEAKER_ID,
    badges: [],
    role: "speaker",
    name: "Pastor Dan Miles",
    full_name: "Daniel Miles",
    photo: null,
    city: "Dayton",
    state: "OH",
    is_pro: false,
    rating_average: null,
    rating_count: 0,
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
