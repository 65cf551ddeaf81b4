import { t } from "@lingui/core/macro";
import { showToast, TOAST_DURATION } from "@/lib/toast";

/** The settings page's toast presets (spec 02 §8 and §9's durations). */
export const settingsToast = {
  updated: (message: string) => showToast("success", message, { duration: TOAST_DURATION.settingsUpdated }),
  failed: (message: string) => showToast("error", message, { duration: TOAST_DURATION.settingsError }),
  passwordChanged: () =>
    showToast("success", t`Password changed successfully`, {
      description: t`If you didn't make this change, contact support right away.`,
      duration: TOAST_DURATION.passwordChangeSuccess,
    }),
  passwordFailed: (message: string, retry: () => void) =>
    showToast("error", t`Password change failed`, {
      description: message,
      duration: TOAST_DURATION.error,
      action: { label: t`Try Again`, onClick: retry },
    }),
  /** The billing portal failed: a destructive toast titled "Error". */
  error: (message: string) => showToast("error", t`Error`, { description: message, duration: TOAST_DURATION.error }),
};
