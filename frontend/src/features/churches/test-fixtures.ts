import type { MyChurch } from "@/lib/my-church";
import { TEST_USER } from "@/test/app-testing";
import type { ChurchPublic } from "./api/churches-api";

/** Rows the church tests build on (imported by tests only). */

export const CHURCH_ID = "c0ffee00-0000-4000-8000-000000000001";
/** A member's user id: the form older links to church pages have. */
export const MEMBER_USER_ID = "c4c4c4c4-0000-4000-8000-000000000003";

const ITEMS = [
  { field: "church_name", label: "Add your church's name", done: true },
  { field: "city", label: "Add your city and state", done: true },
  { field: "photo", label: "Add a photo or logo", done: false },
  { field: "about", label: "Tell talent about your church", done: false },
  { field: "phone", label: "Add a phone or contact email", done: false },
  { field: "website", label: "Add your website or a social link", done: false },
];

/** GET /api/churches/mine as the church's admin. */
export const MY_CHURCH: MyChurch = {
  id: CHURCH_ID,
  church_name: "Grace Chapel",
  contact_name: "Unknown",
  contact_email: null,
  phone: null,
  primary_address: null,
  city: "Cincinnati",
  state: "OH",
  photo: null,
  timezone: "America/New_York",
  website: null,
  denomination: null,
  about: null,
  theme: "blue",
  primary_color: "#3B82F6",
  facebook_url: null,
  instagram_url: null,
  twitter_url: null,
  youtube_url: null,
  my_role: "admin",
  can_edit: true,
  rating_average: null,
  rating_count: 0,
  completeness: { percent: 33, items: ITEMS },
};

export function myChurch(changes: Partial<MyChurch> = {}): MyChurch {
  return { ...MY_CHURCH, ...changes };
}

/** A signed-in church account in MY_CHURCH with `role`. */
export function churchUser(role: MyChurch["my_role"] = "admin") {
  return {
    ...TEST_USER,
    role: "church" as const,
    church_name: "Grace Chapel",
    church: { church_id: CHURCH_ID, church_name: "Grace Chapel", role },
    needs_onboarding: false,
    city: "Cincinnati",
    state: "OH",
  };
}

/** The church's first admin: whom its page's Message button writes to. */
export const CHURCH_ADMIN_USER_ID = "c0000000-0000-4000-8000-00000000ad01";

export function churchPublic(changes: Partial<ChurchPublic> = {}): ChurchPublic {
  return {
    id: CHURCH_ID,
    photo: null,
    city: "Cincinnati",
    state: "OH",
    primary_address: null,
    contact_name: "Ruth Baker",
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
    message_user_id: CHURCH_ADMIN_USER_ID,
    rating_average: null,
    rating_count: 0,
    ...changes,
  };
}
