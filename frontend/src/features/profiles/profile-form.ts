import { t } from "@lingui/core/macro";
import type { User } from "@/lib/auth/session";
import { addressOrNull, limit, orNull, text, trimmed, webAddress } from "@/lib/form-fields";
import type { TalentProfile } from "@/lib/my-profile";
import { joinTags, splitTags, tagsTextField } from "@/lib/tags";
import { z } from "@/lib/zod";
import type { TalentProfileIn } from "./api/profiles-api";

/**
 * The talent profile editor's rules, mirroring the server's (backend/steeple/profiles/schemas.py
 * TalentProfileIn); the server has the last word and its per-field messages show under the same
 * fields. Inputs hold text; `toTalentIn` turns it into what the API takes: the profile together
 * with the account fields it shows (name, city, state), saved in one request.
 */

export const nameRequired = () => t`Please enter your full name`;
export const feeMessage = () => t`Enter whole dollars, from 0 to 1,000,000`;
export const feeRangeMessage = () => t`The highest fee cannot be below the lowest`;
export const radiusMessage = () => t`Enter whole miles, from 0 to 5,000`;

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

/** Built when the editor mounts, so its messages are in the language on screen. Keys in the order
 * the editor shows them: the first server error found gets focus. */
export function talentFormSchema() {
  return z
    .object({
      full_name: z.string().trim().min(1, nameRequired()).max(100, limit(100)),
      display_name: text(100),
      headline: text(150),
      city: text(100),
      state: text(100),
      bio: text(5000),
      topics: tagsTextField,
      instruments: tagsTextField,
      genres: tagsTextField,
      skills: tagsTextField,
      denomination: text(100),
      worship_style: text(100),
      fee_min: wholeNumber(1_000_000, feeMessage()),
      fee_max: wholeNumber(1_000_000, feeMessage()),
      love_offering: z.boolean(),
      travel_radius_miles: wholeNumber(5000, radiusMessage()),
      availability: text(500),
      video_url: webAddress,
      audio_url: webAddress,
      website_url: webAddress,
    })
    .check((ctx) => {
      const low = toNumber(ctx.value.fee_min);
      const high = toNumber(ctx.value.fee_max);
      if (low !== null && high !== null && low > high) {
        ctx.issues.push({ code: "custom", input: ctx.value.fee_max, path: ["fee_max"], message: feeRangeMessage() });
      }
    });
}

export type TalentFormValues = z.input<ReturnType<typeof talentFormSchema>>;
export type TalentField = keyof TalentFormValues;

/** The editor's fields, in the schema's order. */
export function talentFields(schema: ReturnType<typeof talentFormSchema>): TalentField[] {
  return Object.keys(schema.shape) as TalentField[];
}

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

/** The whole talent profile with the account's name and place (the server clears what is left
 * out). */
export function toTalentIn(values: TalentFormValues): Required<TalentProfileIn> {
  const v = trimmed(values);
  return {
    full_name: v.full_name,
    city: orNull(v.city),
    state: orNull(v.state),
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
