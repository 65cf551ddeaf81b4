import { t } from "@lingui/core/macro";
import { addressOrNull, limit, optionalEmail, orNull, text, trimmed, webAddress } from "@/lib/form-fields";
import type { MyChurch } from "@/lib/my-church";
import { TIMEZONES } from "@/lib/timezones";
import { z } from "@/lib/zod";
import type { ChurchIn, ChurchPublic } from "./api/churches-api";
import { colourMessage, isAcceptedCustomColour, THEME_NAMES, THEMES, type ThemeName } from "./themes";

/**
 * The church editor's rules, mirroring the server's ChurchIn (backend/steeple/churches/schemas.py);
 * the server has the last word and its per-field messages show under the same fields. Messages are
 * written when a value is checked, in the language on screen.
 */

export const churchNameRequired = () => t`Church name is required`;

type ChurchTimezone = NonNullable<ChurchIn["timezone"]>;

// Spec 02 §3 timezone options (lib/timezones, shared with the settings page); the church's monthly
// posting quota follows its calendar.
export function timezoneLabel(value: string): string {
  return TIMEZONES.find((zone) => zone.value === value)?.label ?? value;
}

// Keys in the order the editor shows them: the first server error found gets focus.
export const churchFormSchema = z.object({
  church_name: z.string().trim().min(1, { error: churchNameRequired }).max(150, { error: () => limit(150) }),
  denomination: text(100),
  about: text(5000),
  contact_name: text(100),
  contact_email: optionalEmail,
  phone: text(40),
  primary_address: text(300),
  city: text(100),
  state: text(100),
  timezone: z.enum(TIMEZONES.map((zone) => zone.value) as [ChurchTimezone, ...ChurchTimezone[]]),
  website: webAddress,
  theme: z.enum(THEME_NAMES as [ThemeName, ...ThemeName[]]),
  primary_color: z.string().trim().refine(isAcceptedCustomColour, { error: colourMessage }),
  facebook_url: webAddress,
  instagram_url: webAddress,
  twitter_url: webAddress,
  youtube_url: webAddress,
});

export type ChurchFormValues = z.input<typeof churchFormSchema>;
export type ChurchField = keyof ChurchFormValues;
export const CHURCH_FIELDS = Object.keys(churchFormSchema.shape) as ChurchField[];

/** The server stores "Unknown" when nobody is named; the form shows that as empty. */
export function contactPerson(church: Pick<MyChurch, "contact_name">): string {
  return church.contact_name === "Unknown" ? "" : church.contact_name;
}

export function churchFormDefaults(church: MyChurch): ChurchFormValues {
  return {
    church_name: church.church_name,
    denomination: church.denomination ?? "",
    about: church.about ?? "",
    contact_name: contactPerson(church),
    contact_email: church.contact_email ?? "",
    phone: church.phone ?? "",
    primary_address: church.primary_address ?? "",
    city: church.city ?? "",
    state: church.state ?? "",
    timezone: TIMEZONES.find((zone) => zone.value === church.timezone)?.value ?? "America/New_York",
    website: church.website ?? "",
    theme: church.theme,
    primary_color: church.primary_color,
    facebook_url: church.facebook_url ?? "",
    instagram_url: church.instagram_url ?? "",
    twitter_url: church.twitter_url ?? "",
    youtube_url: church.youtube_url ?? "",
  };
}

/** The whole church (the server clears what is left out); an empty colour means the theme's. */
export function toChurchIn(values: ChurchFormValues): Required<ChurchIn> {
  const v = trimmed(values);
  return {
    church_name: v.church_name,
    contact_name: orNull(v.contact_name),
    contact_email: orNull(v.contact_email),
    phone: orNull(v.phone),
    primary_address: orNull(v.primary_address),
    city: orNull(v.city),
    state: orNull(v.state),
    timezone: v.timezone,
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

/** The church's public page as the form's current (unsaved) values would make it. */
export function churchPreview(church: MyChurch, values: ChurchFormValues): ChurchPublic {
  const body = toChurchIn(values);
  return {
    id: church.id,
    photo: church.photo,
    city: body.city,
    state: body.state,
    primary_address: body.primary_address,
    contact_name: body.contact_name ?? church.contact_name,
    church_name: body.church_name || t`Your church`,
    website: body.website,
    denomination: body.denomination,
    about: body.about,
    theme: body.theme,
    primary_color: body.primary_color,
    facebook_url: body.facebook_url,
    instagram_url: body.instagram_url,
    twitter_url: body.twitter_url,
    youtube_url: body.youtube_url,
    contact: { email: body.contact_email, phone: body.phone },
    // The editor's preview offers no Message button.
    message_user_id: null,
    rating_average: church.rating_average,
    rating_count: church.rating_count,
  };
}
