import { t } from "@lingui/core/macro";
import { PASSWORD_MIN_LENGTH } from "@/components/forms/password-rules";
import { ApiError } from "@/lib/api/client";
import { z } from "@/lib/zod";

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

/** Spec 02 §5's checks of the Change Password form, in the order the form makes them, in the
 * language on screen (built when the form is). */
export function passwordChangeSchema() {
  const minimum = PASSWORD_MIN_LENGTH;
  return z
    .object({
      current_password: z.string().min(1, t`Current password is required`),
      new_password: z.string(),
      confirm_password: z.string(),
    })
    .superRefine((values, ctx) => {
      // Counted in code points, as the server counts them.
      if ([...values.new_password].length < PASSWORD_MIN_LENGTH) {
        ctx.addIssue({ code: "custom", path: ["new_password"], message: t`New password must be at least ${minimum} characters long` });
      } else if (values.current_password && values.new_password === values.current_password) {
        ctx.addIssue({ code: "custom", path: ["new_password"], message: t`New password must be different from current password` });
      }
      if (values.confirm_password !== values.new_password) {
        ctx.addIssue({ code: "custom", path: ["confirm_password"], message: t`New passwords do not match` });
      }
    });
}

/**
 * Spec 02 §8 "Password update": the server's refusal in the spec's words (a reused password, a
 * password the rules refuse, a wrong current password), else the server's own message, else
 * "Failed to update password"; a failure without an answer (offline) is "Failed to change password".
 */
export function passwordChangeError(error: unknown): string {
  if (!(error instanceof ApiError)) return t`Failed to change password`;
  if (error.code === "password_unchanged") return t`New password must be different from your current password`;
  if (error.code === "invalid_current_password") return t`Current password is incorrect`;
  if (error.status === 422 && "new_password" in error.fields) return t`Password does not meet security requirements`;
  if (error.status >= 500) return t`Failed to update password`;
  return error.message || t`Failed to update password`;
}
