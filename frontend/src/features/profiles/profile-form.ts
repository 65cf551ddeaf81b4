import type { User } from "@/lib/auth/session";
import {
  COLOUR_MESSAGE,
  isAcceptedCustomColour,
  THEME_NAMES,
  THEMES,
  type ThemeName,
} from "@/lib/church-themes";
import type { ChurchProfile, TalentProfile } from "@/lib/my-profile";
import { joinTags, splitTags, tagsTextField } from "@/lib/tags";
import { z } from "@/lib/zod";
import type { AccountUpdate, ChurchProfileIn, TalentProfileIn } from "./api/profiles-api";

/**
 * The profile editor's rules, mirroring the server's (backend/steeple/profiles/schemas.py and
 * users/schemas.py); the server has the last word and its per-field messages show under the same
 * fields. Inputs hold text; `toTalentIn` / `toChurchIn` turn it into what the API takes.
 */

const limit = (max: number) => `Use at most ${max.toLocaleString("en-US")} characters`;
const text = (max: number) => z.string().trim().max(max, limit(max));

export const NAME_REQUIRED = "Please enter your full name";
export const CHURCH_NAME_REQUIRED = "Church name is required";
export const WEB_ADDRESS_MESSAGE = "Enter a web address, like https://example.org";
export const FEE_MESSAGE = "Enter whole dollars, from 0 to 1,000,000";
export const FEE_RANGE_MESSAGE = "The highest fee cannot be below the lowest";
export const RADIUS_MESSAGE = "Enter whole miles, from 0 to 5,000";
export const EMAIL_MESSAGE = "Enter a valid email address, like office@church.org";

/** "example.org" -> "https://example.org"; an address with a scheme is kept as typed. */
export function withScheme(address: string): string {
  return /^[a-z]+:\/\//i.test(address) ? address : `https://${address}`;
}

/** An http(s) address with a host that has a dot (or localhost), as the server accepts. */
export function isWebAddress(address: string): boolean {
  if (/\s/.test(address)) return false;
  try {
    const url = new URL(withScheme(address));
    const hostOk = url.hostname.includes(".") || url.hostname === "localhost";
    return (url.protocol === "https:" || url.protocol === "http:") && hostOk;
  } catch {
    return false;
  }
}

const webAddress = z
  .string()
  .trim()
  .max(500, "The web address must be at most 500 characters")
  .refine((value) => value === "" || isWebAddress(value), WEB_ADDRESS_MESSAGE);

/** "$1,500" -> "1500": people write money as they like. */
function digitsOnly(value: string): string {
  return value.replace(/[$,\s]/g, "");
}

const wholeNumber = (max: number, message: string) =>
  z
    .string()
    .trim()
    .refine((value) => {
      const digits = digitsOnly(value);
      return digits === "" || (/^\d+$/.test(digits) && Number(digits) <= max);
    }, message);

/** Whole numbers only; anything else (in a preview of unchecked input) counts as not given. */
function toNumber(value: string): number | null {
  const digits = digitsOnly(value);
  return /^\d+$/.test(digits) ? Number(digits) : null;
}

const orNull = (value: string) => (value === "" ? null : value);
const addressOrNull = (value: string) => (value !== "" && isWebAddress(value) ? withScheme(value) : null);

const accountFields = {
  full_name: z.string().trim().min(1, NAME_REQUIRED).max(100, limit(100)),
  city: text(100),
  state: text(100),
};

// Keys in the order the editor shows them: the first server error found gets focus.
export const talentFormSchema = z
  .object({
    full_name: accountFields.full_name,
    display_name: text(100),
    headline: text(150),
    city: accountFields.city,
    state: accountFields.state,
    bio: text(5000),
    topics: tagsTextField,
    instruments: tagsTextField,
    genres: tagsTextField,
    skills: tagsTextField,
    denomination: text(100),
    worship_style: text(100),
    fee_min: wholeNumber(1_000_000, FEE_MESSAGE),
    fee_max: wholeNumber(1_000_000, FEE_MESSAGE),
    love_offering: z.boolean(),
    travel_radius_miles: wholeNumber(5000, RADIUS_MESSAGE),
    availability: text(500),
    video_url: webAddress,
    audio_url: webAddress,
    website_url: webAddress,
  })
  .check((ctx) => {
    const low = toNumber(ctx.value.fee_min);
    const high = toNumber(ctx.value.fee_max);
    if (low !== null && high !== null && low > high) {
      ctx.issues.push({ code: "custom", input: ctx.value.fee_max, path: ["fee_max"], message: FEE_RANGE_MESSAGE });
    }
  });

export type TalentFormValues = z.input<typeof talentFormSchema>;
export type TalentField = keyof TalentFormValues;
export const TALENT_FIELDS = Object.keys(talentFormSchema.shape) as TalentField[];

export const churchFormSchema = z.object({
  church_name: z.string().trim().min(1, CHURCH_NAME_REQUIRED).max(150, limit(150)),
  denomination: text(100),
  about: text(5000),
  full_name: accountFields.full_name,
  contact_name: text(100),
  contact_email: z
    .string()
    .trim()
    .refine((value) => value === "" || z.email().safeParse(value).success, EMAIL_MESSAGE),
  phone: text(40),
  primary_address: text(300),
  city: accountFields.city,
  state: accountFields.state,
  website: webAddress,
  theme: z.enum(THEME_NAMES as [ThemeName, ...ThemeName[]]),
  primary_color: z.string().trim().refine(isAcceptedCustomColour, COLOUR_MESSAGE),
  facebook_url: webAddress,
  instagram_url: webAddress,
  twitter_url: webAddress,
  youtube_url: webAddress,
});

export type ChurchFormValues = z.input<typeof churchFormSchema>;
export type ChurchField = keyof ChurchFormValues;
export const CHURCH_FIELDS = Object.keys(churchFormSchema.shape) as ChurchField[];

function accountDefaults(user: User) {
  return { full_name: user.full_name, city: user.city ?? "", state: user.state ?? "" };
}

const numberText = (value: number | null) => (value === null ? "" : String(value));

export function talentFormDefaults(user: User, profile: TalentProfile): TalentFormValues {
  return {
    ...accountDefaults(user),
    display_name: profile.display_name ?? "",
    headline: profile.headline ?? "",
    bio: profile.bio ?? "",
    topics: joinTags(profile.topics),
    instruments: joinTags(profile.instruments),
    genres: joinTags(profile.genres),
    skills: joinTags(profile.skills),
    denomination: profile.denomination ?? "",
    worship_style: profile.worship_style ?? "",
    fee_min: numberText(profile.fee_min),
    fee_max: numberText(profile.fee_max),
    love_offering: profile.love_offering,
    travel_radius_miles: numberText(profile.travel_radius_miles),
    availability: profile.availability ?? "",
    video_url: profile.video_url ?? "",
    audio_url: profile.audio_url ?? "",
    website_url: profile.website_url ?? "",
  };
}

export function churchFormDefaults(user: User, profile: ChurchProfile): ChurchFormValues {
  return {
    ...accountDefaults(user),
    church_name: profile.church_name,
    contact_name: profile.contact_name === "Unknown" ? "" : profile.contact_name,
    contact_email: profile.contact_email ?? "",
    phone: profile.phone ?? "",
    primary_address: profile.primary_address ?? "",
    website: profile.website ?? "",
    denomination: profile.denomination ?? "",
    about: profile.about ?? "",
    theme: profile.theme,
    primary_color: profile.primary_color,
    facebook_url: profile.facebook_url ?? "",
    instagram_url: profile.instagram_url ?? "",
    twitter_url: profile.twitter_url ?? "",
    youtube_url: profile.youtube_url ?? "",
  };
}

/** Trims like the schema does, for values that have not been through the resolver. */
function trimmed<T extends Record<string, unknown>>(values: T): T {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, typeof value === "string" ? value.trim() : value]),
  ) as T;
}

export function toAccountUpdate(values: TalentFormValues | ChurchFormValues): AccountUpdate {
  const v = trimmed(values);
  return { full_name: v.full_name, city: orNull(v.city), state: orNull(v.state) };
}

/** The whole talent profile (the server clears what is left out). */
export function toTalentIn(values: TalentFormValues): Required<TalentProfileIn> {
  const v = trimmed(values);
  return {
    display_name: orNull(v.display_name),
    headline: orNull(v.headline),
    bio: orNull(v.bio),
    topics: splitTags(v.topics),
    instruments: splitTags(v.instruments),
    genres: splitTags(v.genres),
    skills: splitTags(v.skills),
    denomination: orNull(v.denomination),
    worship_style: orNull(v.worship_style),
    fee_min: toNumber(v.fee_min),
    fee_max: toNumber(v.fee_max),
    love_offering: v.love_offering,
    travel_radius_miles: toNumber(v.travel_radius_miles),
    availability: orNull(v.availability),
    video_url: addressOrNull(v.video_url),
    audio_url: addressOrNull(v.audio_url),
    website_url: addressOrNull(v.website_url),
  };
}

/** The whole church profile; an empty custom colour means the theme's own colour. */
export function toChurchIn(values: ChurchFormValues): Required<ChurchProfileIn> {
  const v = trimmed(values);
  return {
    church_name: v.church_name,
    contact_name: orNull(v.contact_name),
    contact_email: orNull(v.contact_email),
    phone: orNull(v.phone),
    primary_address: orNull(v.primary_address),
    website: addressOrNull(v.website),
    denomination: orNull(v.denomination),
    about: orNull(v.about),
    theme: v.theme,
    primary_color: v.primary_color ? v.primary_color.toUpperCase() : THEMES[v.theme].primary,
    facebook_url: addressOrNull(v.facebook_url),
    instagram_url: addressOrNull(v.instagram_url),
    twitter_url: addressOrNull(v.twitter_url),
    youtube_url: addressOrNull(v.youtube_url),
  };
}
