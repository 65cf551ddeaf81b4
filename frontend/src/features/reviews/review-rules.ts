import { z } from "@/lib/zod";

/** A review and a reply: the API takes 1 to 2,000 characters. */
export const REVIEW_TEXT_MAX = 2000;

export const reviewFormSchema = z.object({
  // null until a star is chosen.
  rating: z
    .number()
    .int()
    .min(1, "Choose a rating from 1 to 5 stars.")
    .max(5, "Choose a rating from 1 to 5 stars.")
    .nullable()
    .refine((value) => value !== null, "Choose a rating from 1 to 5 stars."),
  text: z
    .string()
    .trim()
    .min(1, "Write a few words about how it went.")
    .max(REVIEW_TEXT_MAX, `Use at most ${REVIEW_TEXT_MAX.toLocaleString("en-US")} characters.`),
});

export type ReviewFormInput = z.input<typeof reviewFormSchema>;
