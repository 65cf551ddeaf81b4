import { toast } from "sonner";
import { TOAST_DURATION } from "@/lib/toast";

/** The settings page's toast presets (spec 02 §8 and §9's durations). */
export const settingsToast = {
  updated: (message: string) => toast.success(message, { duration: TOAST_DURATION.settingsUpdated }),
  failed: (message: string) => toast.error(message, { duration: TOAST_DURATION.settingsError }),
  passwordChanged: () =>
    toast.success("Password changed successfully", {
      description: "If you didn't make this change, contact support right away.",
      duration: TOAST_DURATION.passwordChangeSuccess,
    }),
  passwordFailed: (message: string, retry: () => void) =>
    toast.error("Password change failed", {
      description: message,
      duration: TOAST_DURATION.error,
      action: { label: "Try Again", onClick: retry },
    }),
  /** The billing portal failed: a destructive toast titled "Error". */
  error: (message: string) => toast.error("Error", { description: message, duration: TOAST_DURATION.error }),
};
