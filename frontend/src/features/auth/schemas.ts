import { t } from "@lingui/core/macro";
import { z } from "@/lib/zod";
import { PASSWORD_MIN_LENGTH, isTooWeak } from "@/components/forms/password-rules";
import { splitTags, tagsTextField } from "@/lib/tags";

/**
 * Form rules, mirroring the server's (backend/steeple/auth/schemas.py, users/schemas.py); the
 * server has the last word and its per-field messages show under the same fields.
 * Schemas are built when a form mounts, so their messages are in the language on screen.
 */

/** Spec 01 §5: emails are trimmed and lowercased before they are sent. */
function emailField() {
  return z
    .string()
    .trim()
    .toLowerCase()
    .min(1, t`Enter your email address`)
    .pipe(z.email(t`Enter a valid email address, like name@church.org`));
}

function roleField() {
  return z.enum(["speaker", "musician", "church"], { error: t`Choose how you'll use Steeple` });
}

function fullNameField() {
  return z
    .string()
    .trim()
    .min(1, t`Please enter your full name`)
    .max(100, t`Keep your name under 100 characters`);
}

function churchNameField() {
  return z.string().trim().max(150, t`Keep the church name under 150 characters`);
}

function cityField() {
  return z.string().trim().min(1, t`Please enter your city`).max(100, t`Keep the city under 100 characters`);
}

function stateField() {
  return z.string().trim().min(1, t`Please enter your state`).max(100, t`Keep the state under 100 characters`);
}

export const churchNameRequired = () => t`Church name is required for churches`;
export const passwordsDoNotMatch = () => t`Passwords do not match`;
export const passwordTooShort = () => t`Password must be at least ${PASSWORD_MIN_LENGTH} characters long`;
const passwordTooWeak = () => t`Password is too weak: meet more of the requirements below`;

/** A new password: at least 8 characters and no more than 2 checklist items missing. */
function newPasswordField() {
  return z
    .string()
    .min(PASSWORD_MIN_LENGTH, passwordTooShort())
    .max(128, t`Password must be at most 128 characters long`)
    .refine((password) => !isTooWeak(password), passwordTooWeak());
}

export function signupSchema() {
  return z
    .object({
      role: roleField(),
      full_name: fullNameField(),
      church_name: churchNameField(),
      email: emailField(),
      password: newPasswordField(),
    })
    .check((ctx) => {
      if (ctx.value.role === "church" && !ctx.value.church_name) {
        ctx.issues.push({
          code: "custom",
          input: ctx.value.church_name,
          path: ["church_name"],
          message: churchNameRequired(),
        });
      }
    });
}

export type SignupFormInput = z.input<ReturnType<typeof signupSchema>>;
export type SignupFormValues = z.output<ReturnType<typeof signupSchema>>;

export function loginSchema() {
  return z.object({
    email: emailField(),
    password: z.string().min(1, t`Enter your password`),
  });
}

export type LoginFormInput = z.input<ReturnType<typeof loginSchema>>;
export type LoginFormValues = z.output<ReturnType<typeof loginSchema>>;

export function emailOnlySchema() {
  return z.object({ email: emailField() });
}

export type EmailOnlyInput = z.input<ReturnType<typeof emailOnlySchema>>;
export type EmailOnlyValues = z.output<ReturnType<typeof emailOnlySchema>>;

/** Spec 01 §5: on reset, new and confirm must match ('Passwords do not match'). */
export function newPasswordSchema() {
  return z
    .object({
      password: newPasswordField(),
      confirm_password: z.string().min(1, t`Please confirm your new password`),
    })
    .check((ctx) => {
      const { password, confirm_password } = ctx.value;
      if (confirm_password && password !== confirm_password) {
        ctx.issues.push({
          code: "custom",
          input: confirm_password,
          path: ["confirm_password"],
          message: passwordsDoNotMatch(),
        });
      }
    });
}

export type NewPasswordInput = z.input<ReturnType<typeof newPasswordSchema>>;
export type NewPasswordValues = z.output<ReturnType<typeof newPasswordSchema>>;

/**
 * Onboarding: the role is asked only when the account has none (`needsRole`, otherwise `role`
 * carries the account's role); the church name is required for churches, a topic for speakers
 * and an instrument for musicians (the talent basics).
 */
export function onboardingSchema({ needsRole }: { needsRole: boolean }) {
  return z
    .object({
      role: needsRole ? roleField() : roleField().optional(),
      full_name: fullNameField(),
      city: cityField(),
      state: stateField(),
      church_name: churchNameField(),
      topics: tagsTextField,
      instruments: tagsTextField,
      genres: tagsTextField,
    })
    .check((ctx) => {
      const require = (field: "church_name" | "topics" | "instruments", message: string) =>
        ctx.issues.push({ code: "custom", input: ctx.value[field], path: [field], message });
      if (ctx.value.role === "church" && !ctx.value.church_name) {
        require("church_name", churchNameRequired());
      }
      if (ctx.value.role === "speaker" && splitTags(ctx.value.topics).length === 0) {
        require("topics", t`Add at least one topic you speak on`);
      }
      if (ctx.value.role === "musician" && splitTags(ctx.value.instruments).length === 0) {
        require("instruments", t`Add at least one instrument (or voice)`);
      }
    });
}

export type OnboardingFormInput = z.input<ReturnType<typeof onboardingSchema>>;
export type OnboardingFormValues = z.output<ReturnType<typeof onboardingSchema>>;
