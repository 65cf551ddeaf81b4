import { t } from "@lingui/core/macro";
import { z } from "@/lib/zod";

/** Topics, instruments, genres and skills: the server takes at most 20, each at most 40 characters. */
export const MAX_TAGS = 20;
export const MAX_TAG_LENGTH = 40;
export const tagsMessage = () => t`Up to 20, each at most 40 characters, separated by commas`;

/** "Youth, leadership ,youth" -> ["Youth", "leadership"]: trimmed, no repeats ignoring case. */
export function splitTags(text: string): string[] {
  const seen = new Set<string>();
  return text
    .split(",")
    .map((tag) => tag.trim())
    .filter((tag) => tag && !seen.has(tag.toLowerCase()) && seen.add(tag.toLowerCase()));
}

/** ["Youth", "Leadership"] -> "Youth, Leadership": the text a tags input starts with. */
export function joinTags(tags: readonly string[]): string {
  return tags.join(", ");
}

/** A comma-separated tags input, checked against the server's limits. */
export const tagsTextField = z.string().refine((text) => {
  const tags = splitTags(text);
  return tags.length <= MAX_TAGS && tags.every((tag) => tag.length <= MAX_TAG_LENGTH);
}, { error: tagsMessage });
