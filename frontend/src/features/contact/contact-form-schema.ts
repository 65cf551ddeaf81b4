import { z } from "@/lib/zod";

/** Mirrors the server's rules (backend/steeple/contact/schemas.py); the server has the last word. */
export const contactFormSchema = z.object({
  name: z.string().trim().min(1, "Please enter your name").max(100, "Keep your name under 100 characters"),
  email: z.email("Enter a valid email address, like name@church.org"),
  subject: z
    .string()
    .trim()
    .min(3, "Subject must be at least 3 characters")
    .max(150, "Keep the subject under 150 characters"),
  message: z
    .string()
    .trim()
    .min(10, "Tell us a little more (at least 10 characters)")
    .max(5000, "Keep your message under 5,000 characters"),
});

export type ContactFormValues = z.infer<typeof contactFormSchema>;
