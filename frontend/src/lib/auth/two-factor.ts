import { t } from "@lingui/core/macro";

/** Spec 02 §9: two-factor and recovery codes are 6 characters. */
export const CODE_LENGTH = 6;

/** Spec 02 §8, for a wrong code wherever one is asked (setup, sign-in, disable). */
export const invalidCodeMessage = () => t`Invalid verification code. Please try again.`;

/**
 * A code as people type or paste it: "123 456", "abc-123" or " 123456 " become "123456" and
 * "ABC123" (recovery codes are uppercase; the server ignores case too), cut at 6 characters.
 */
export function normalizeCode(text: string): string {
  return text
    .replace(/[\s-]/g, "")
    .toUpperCase()
    .slice(0, CODE_LENGTH);
}
