import { i18n, type MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/**
 * The password strength checklist of spec 02 §5, mirroring the server's rules
 * (backend/steeple/auth/passwords.py): the server refuses passwords shorter than 8 characters and
 * passwords missing 3 or more of the checks; the meter and the forms use the same rules.
 */

export const PASSWORD_MIN_LENGTH = 8;

/** The fixed set of characters that count as "special" (the same set as the server's). */
export const SPECIAL_CHARACTERS = "!@#$%^&*()_+-=[]{};':\"\\|,.<>/?`~";

export type PasswordStrengthLabel = "strong" | "fair" | "weak";

export interface PasswordCheck {
  id: "length" | "uppercase" | "lowercase" | "number" | "special";
  label: string;
  met: boolean;
}

export interface PasswordStrength {
  /** Labels of the checklist items the password does not meet, in checklist order. */
  missing: string[];
  label: PasswordStrengthLabel;
}

/** With this many items missing the password is Weak, the server refuses it and submit is disabled. */
export const WEAK_MISSING_COUNT = 3;

const RULES: ReadonlyArray<{ id: PasswordCheck["id"]; label: MessageDescriptor; test: (password: string) => boolean }> = [
  {
    id: "length",
    label: msg`At least ${PASSWORD_MIN_LENGTH} characters`,
    // Counted in code points, as the server (Python's len) counts them.
    test: (password) => [...password].length >= PASSWORD_MIN_LENGTH,
  },
  { id: "uppercase", label: msg`One uppercase letter`, test: (password) => /[A-Z]/.test(password) },
  { id: "lowercase", label: msg`One lowercase letter`, test: (password) => /[a-z]/.test(password) },
  { id: "number", label: msg`One number`, test: (password) => /[0-9]/.test(password) },
  {
    id: "special",
    label: msg`One special character`,
    test: (password) => [...password].some((character) => SPECIAL_CHARACTERS.includes(character)),
  },
];

/** Every checklist item, named in the language on screen, with whether the password meets it. */
export function passwordChecks(password: string): PasswordCheck[] {
  return RULES.map(({ id, label, test }) => ({ id, label: i18n._(label), met: test(password) }));
}

/** Strong with nothing missing, Fair with 1–2 missing, Weak with 3 or more. */
export function passwordStrength(password: string): PasswordStrength {
  const missing = passwordChecks(password)
    .filter((check) => !check.met)
    .map((check) => check.label);
  const label: PasswordStrengthLabel =
    missing.length === 0 ? "strong" : missing.length < WEAK_MISSING_COUNT ? "fair" : "weak";
  return { missing, label };
}

/** True when the password is too weak to submit (the server would refuse it). */
export function isTooWeak(password: string): boolean {
  return passwordStrength(password).missing.length >= WEAK_MISSING_COUNT;
}
