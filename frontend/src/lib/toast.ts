import { t } from "@lingui/core/macro";
import { toast, type ExternalToast } from "sonner";
import { mountToaster } from "./toaster";

/** Display times from the spec (ms). Sonner shows them bottom-right, 3 at a time. */
export const TOAST_DURATION = {
  success: 4000,
  error: 6000,
  info: 4000,
  warning: 5000,
  authSuccess: 3000,
  profileUpdated: 3000,
  uploadSuccess: 3000,
  passwordChangeSuccess: 6000,
  securityEmailInfo: 4000,
  securityWarning: 8000,
  settingsUpdated: 3000,
  settingsError: 5000,
} as const;

/** Raises a toast, mounting the Toaster with the first one (see lib/toaster). */
export function showToast(kind: "success" | "error" | "info" | "warning", message: string, options: ExternalToast) {
  mountToaster();
  return toast[kind](message, options);
}

export const notify = {
  success: (message: string, description?: string) =>
    showToast("success", message, { description, duration: TOAST_DURATION.success }),
  error: (message: string, description?: string) =>
    showToast("error", message, { description, duration: TOAST_DURATION.error }),
  info: (message: string, description?: string) =>
    showToast("info", message, { description, duration: TOAST_DURATION.info }),
  warning: (message: string, description?: string) =>
    showToast("warning", message, { description, duration: TOAST_DURATION.warning }),
  /** Spec 02 §8's auth error preset: a sign-in the server refused for wrong credentials. */
  authError: () =>
    showToast("error", t`Authentication error`, {
      description: t`Please check your credentials and try again.`,
      duration: TOAST_DURATION.error,
    }),
};
