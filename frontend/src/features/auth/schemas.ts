import { z } from "@/lib/zod";
import { PASSWORD_MIN_LENGTH, isTooWeak } from "@/components/forms/password-rules";
import { splitTags, tagsTextField } from "@/lib/tags";

/**
 * Form rules, mirroring the server's (backend/steeple/auth/schemas.py, users/schemas.py); the
 * server has the last word and its per-field messages show under the same fields.
 */

/** Spec 01 §5: emails are trimmed and lowercased before they are sent. */
export const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, "Enter your email address")
  .pipe(z.email("Enter a valid email address, like name@church.org"));

const roleField = z.enum(["speaker", "musician", "church"], {
  error: "Choose how you'll use Steeple",
});

const fullNameField = z
  .string()
  .trim()
  .min(1, "Please enter your full name")
  .max(100, "Keep your name under 100 characters");

const churchNameField = z.string().trim().max(150, "Keep the church name under 150 characters");

const placeField = (what: string) =>
  z.string().trim().min(1, `Please enter your ${what}`).max(100, `Keep the ${what} under 100 characters`);

export const CHURCH_NAME_REQUIRED = "Church name is required for churches";
export const PASSWORDS_DO_NOT_MATCH = "Passwords do not match";
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`;
export const PASSWORD_TOO_WEAK = "Password is too weak: meet more of the requirements below";

/** A new password: at least 8 characters and no more than 2 checklist items missing. */
export const newPasswordField = z
  .string()
  .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
  .max(128, "Password must be at most 128 characters long")
  .refine((password) => !isTooWeak(password), PASSWORD_TOO_WEAK);

export const signupSchema = z
  .object({
    role: roleField,
    full_name: fullNameField,
    church_name: churchNameField,
    email: emailField,
    password: newPasswordField,
  })
  .check((ctx) => {
    if (ctx.value.role === "church" && !ctx.value.church_name) {
      ctx.issues.push({
        code: "custom",
        input: ctx.value.church_name,
        path: ["church_name"],
        message: CHURCH_NAME_REQUIRED,
      });
    }
  });

export type SignupFormInput = z.input<typeof signupSchema>;
export type SignupFormValues = z.output<typeof signupSchema>;

export const loginSchema = z.object({
  email: emailField,
  password: z.string().min(1, "Enter your password"),
});

export type LoginFormInput = z.input<typeof loginSchema>;
export type LoginFormValues = z.output<typeof loginSchema>;

export const emailOnlySchema = z.object({ email: emailField });

export type EmailOnlyInput = z.input<typeof emailOnlySchema>;
export type EmailOnlyValues = z.output<typeof emailOnlySchema>;

/** Spec 01 §5: on reset, new and confirm must match ('Passwords do not match'). */
export const newPasswordSchema = z
  .object({
    password: newPasswordField,
    confirm_password: z.string().min(1, "Please confirm your new password"),
  })
  .check((ctx) => {
    const { password, confirm_password } = ctx.value;
    if (confirm_password && password !== confirm_password) {
      ctx.issues.push({
        code: "custom",
        input: confirm_password,
        path: ["confirm_password"],
        message: PASSWORDS_DO_NOT_MATCH,
      });
    }
  });

export type NewPasswordInput = z.input<typeof newPasswordSchema>;
export type NewPasswordValues = z.output<typeof newPasswordSchema>;

/**
 * Onboarding: the role is asked only when the account has none (`needsRole`, otherwise `role`
 * carries the account's role); the church name is required for churches, a topic for speakers
 * and an instrument for musicians (the talent basics).
 */
export function onboardingSchema({ needsRole }: { needsRole: boolean }) {
  return z
    .object({
      role: needsRole ? roleField : roleField.optional(),
      full_name: fullNameField,
      city: placeField("city"),
      state: placeField("state"),
      church_name: churchNameField,
      topics: tagsTextField,
      instruments: tagsTextField,
      genres: tagsTextField,
    })
    .check((ctx) => {
      const require = (field: "church_name" | "topics" | "instruments", message: string) =>
        ctx.issues.push({ code: "custom", input: ctx.value[field], path: [field], message });
      if (ctx.value.role === "church" && !ctx.value.church_name) {
        require("church_name", CHURCH_NAME_REQUIRED);
      }
      if (ctx.value.role === "speaker" && splitTags(ctx.value.topics).length === 0) {
        require("topics", "Add at least one topic you speak on");
      }
      if (ctx.value.role === "musician" && splitTags(ctx.value.instruments).length === 0) {
        require("instruments", "Add at least one instrument (or voice)");
      }
    });
}

export type OnboardingFormInput = z.input<ReturnType<typeof onboardingSchema>>;
export type OnboardingFormValues = z.output<ReturnType<typeof onboardingSchema>>;
