import { PASSWORD_MIN_LENGTH } from "@/components/forms/password-rules";
import { ApiError } from "@/lib/api/client";
import { z } from "@/lib/zod";

/** Spec 02 §5's checks of the Change Password form, in the order the form makes them. */
export const PASSWORD_TEXTS = {
  currentRequired: "Current password is required",
  mismatch: "New passwords do not match",
  tooShort: `New password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  unchanged: "New password must be different from current password",
} as const;

export type PasswordChangeValues = {
  current_password: string;
  new_password: string;
  confirm_password: string;
};

export const EMPTY_PASSWORD_FORM: PasswordChangeValues = {
  current_password: "",
  new_password: "",
  confirm_password: "",
};

export const passwordChangeSchema = z
  .object({
    current_password: z.string().min(1, PASSWORD_TEXTS.currentRequired),
    new_password: z.string(),
    confirm_password: z.string(),
  })
  .superRefine((values, ctx) => {
    // Counted in code points, as the server counts them.
    if ([...values.new_password].length < PASSWORD_MIN_LENGTH) {
      ctx.addIssue({ code: "custom", path: ["new_password"], message: PASSWORD_TEXTS.tooShort });
    } else if (values.current_password && values.new_password === values.current_password) {
      ctx.addIssue({ code: "custom", path: ["new_password"], message: PASSWORD_TEXTS.unchanged });
    }
    if (values.confirm_password !== values.new_password) {
      ctx.addIssue({ code: "custom", path: ["confirm_password"], message: PASSWORD_TEXTS.mismatch });
    }
  });

/**
 * Spec 02 §8 "Password update": the server's refusal in the spec's words (a reused password, a
 * password the rules refuse, a wrong current password), else the server's own message, else
 * "Failed to update password"; a failure without an answer (offline) is "Failed to change password".
 */
export function passwordChangeError(error: unknown): string {
  if (!(error instanceof ApiError)) return "Failed to change password";
  if (error.code === "password_unchanged") return "New password must be different from your current password";
  if (error.code === "invalid_current_password") return "Current password is incorrect";
  if (error.status === 422 && "new_password" in error.fields) return "Password does not meet security requirements";
  if (error.status >= 500) return "Failed to update password";
  return error.message || "Failed to update password";
}
