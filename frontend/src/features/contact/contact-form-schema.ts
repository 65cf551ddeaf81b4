import { t } from "@lingui/core/macro";
import { z } from "@/lib/zod";

/**
 * Mirrors the server's rules (backend/steeple/contact/schemas.py); the server has the last word.
 * Built when the form is, so its messages are in the language on screen.
 */
export function contactFormSchema() {
  return z.object({
    name: z
      .string()
      .trim()
      .min(1, t`Please enter your name`)
      .max(100, t`Keep your name under 100 characters`),
    email: z.email(t`Enter a valid email address, like name@church.org`),
    subject: z
      .string()
      .trim()
      .min(3, t`Subject must be at least 3 characters`)
      .max(150, t`Keep the subject under 150 characters`),
    message: z
      .string()
      .trim()
      .min(10, t`Tell us a little more (at least 10 characters)`)
      .max(5000, t`Keep your message under 5,000 characters`),
  });
}

export type ContactFormValues = z.infer<ReturnType<typeof contactFormSchema>>;
