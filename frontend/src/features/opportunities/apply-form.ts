import { limit } from "@/lib/form-fields";
import { z } from "@/lib/zod";
import type { ApplicationIn } from "./api/opportunities-api";

/** The Apply dialog's rules, mirroring the server's ApplicationIn; the server has the last word. */

export const AVAILABLE_MESSAGE = "Confirm that you are available on the event's date";
export const MAX_FEE = 100_000;

/** Whole US dollars, or empty. */
export const dollarsText = z
  .string()
  .trim()
  .refine((value) => value === "" || /^\d+$/.test(value), "Enter whole dollars, like 400")
  .refine((value) => !/^\d+$/.test(value) || Number(value) <= MAX_FEE, `Enter at most $${MAX_FEE.toLocaleString("en-US")}`);

export const applyFormSchema = z.object({
  position_id: z.string().min(1, "Choose a position"),
  cover_message: z.string().trim().min(1, "Write a message to the church").max(5000, limit(5000)),
  proposed_fee: dollarsText,
  available: z.boolean().refine((value) => value, AVAILABLE_MESSAGE),
});

export type ApplyFormValues = z.input<typeof applyFormSchema>;
export const APPLY_FIELDS = Object.keys(applyFormSchema.shape) as (keyof ApplyFormValues)[];

export function toApplicationIn(values: ApplyFormValues): ApplicationIn {
  const fee = values.proposed_fee.trim();
  return {
    position_id: values.position_id,
    cover_message: values.cover_message.trim(),
    proposed_fee: fee === "" ? null : Number(fee),
    available: values.available,
  };
}
