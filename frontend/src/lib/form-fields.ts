import { i18n } from "@lingui/core";
import { t } from "@lingui/core/macro";
import { z } from "@/lib/zod";

/**
 * Field rules the editors share (talent profile, church), mirroring the server's text and web
 * address types (backend/steeple/profiles/schemas.py). Inputs hold text; these helpers turn it into
 * what the API takes. Their messages are written when a value is checked, in the language on screen.
 */

export const webAddressMessage = () => t`Enter a web address, like https://example.org`;
const emailMessage = () => t`Enter a valid email address, like office@church.org`;

/** "Use at most 1,000 characters", in the language on screen. */
export const limit = (max: number) => {
  const most = max.toLocaleString(i18n.locale);
  return t`Use at most ${most} characters`;
};

/** Optional text of at most `max` characters (empty means not given). */
export const text = (max: number) => z.string().trim().max(max, { error: () => limit(max) });

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

/** An optional web address; "example.org" is accepted and sent with https://. */
export const webAddress = z
  .string()
  .trim()
  .max(500, { error: () => t`The web address must be at most 500 characters` })
  .refine((value) => value === "" || isWebAddress(value), { error: webAddressMessage });

export const optionalEmail = z
  .string()
  .trim()
  .refine((value) => value === "" || z.email().safeParse(value).success, { error: emailMessage });

export const orNull = (value: string) => (value === "" ? null : value);

export const addressOrNull = (value: string) =>
  value !== "" && isWebAddress(value) ? withScheme(value) : null;

/** Trims like the schemas do, for values that have not been through the resolver. */
export function trimmed<T extends Record<string, unknown>>(values: T): T {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, typeof value === "string" ? value.trim() : value]),
  ) as T;
}
