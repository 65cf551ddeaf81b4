import { t } from "@lingui/core/macro";
import { limit } from "@/lib/form-fields";
import { dollars } from "@/lib/format";
import { z } from "@/lib/zod";
import type { ApplicationIn } from "./api/opportunities-api";

/**
 * The Apply dialog's rules, mirroring the server's ApplicationIn; the server has the last word.
 * Built with their form, so the messages are in the language on screen.
 */

export const MAX_FEE = 100_000;

/** Whole US dollars, or empty. */
export function dollarsText() {
  const most = dollars(MAX_FEE);
  return z
    .string()
    .trim()
    .refine((value) => value === "" || /^\d+$/.test(value), t`Enter whole dollars, like 400`)
    .refine((value) => !/^\d+$/.test(value) || Number(value) <= MAX_FEE, t`Enter at most ${most}`);
}

export function applyFormSchema() {
  return z.object({
    position_id: z.string().min(1, t`Choose a position`),
    cover_message: z.string().trim().min(1, t`Write a message to the church`).max(5000, limit(5000)),
    proposed_fee: dollarsText(),
    available: z.boolean().refine((value) => value, t`Confirm that you are available on the event's date`),
  });
}

export type ApplyFormValues = z.input<ReturnType<typeof applyFormSchema>>;

/** The form's fields in their order on the page (server errors focus the first one). */
export const APPLY_FIELDS = ["position_id", "cover_message", "proposed_fee", "available"] as const satisfies ReadonlyArray<
  keyof ApplyFormValues
>;

export function toApplicationIn(values: ApplyFormValues): ApplicationIn {
  const fee = values.proposed_fee.trim();
  return {
    position_id: values.position_id,
    cover_message: values.cover_message.trim(),
    proposed_fee: fee === "" ? null : Number(fee),
    available: values.available,
  };
}
