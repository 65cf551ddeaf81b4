import { i18n } from "@lingui/core";
import { t } from "@lingui/core/macro";
import { z } from "@/lib/zod";

/** A review and a reply: the API takes 1 to 2,000 characters. */
export const REVIEW_TEXT_MAX = 2000;

/** Built when the form is, so its messages are in the language on screen. */
export function reviewFormSchema() {
  const chooseRating = t`Choose a rating from 1 to 5 stars.`;
  const max = REVIEW_TEXT_MAX.toLocaleString(i18n.locale);
  return z.object({
    // null until a star is chosen.
    rating: z
      .number()
      .int()
      .min(1, chooseRating)
      .max(5, chooseRating)
      .nullable()
      .refine((value) => value !== null, chooseRating),
    text: z
      .string()
      .trim()
      .min(1, t`Write a few words about how it went.`)
      .max(REVIEW_TEXT_MAX, t`Use at most ${max} characters.`),
  });
}

export type ReviewFormInput = z.input<ReturnType<typeof reviewFormSchema>>;
