import { i18n } from "@lingui/core";
import { t } from "@lingui/core/macro";

/**
 * The browser's quick look at files chosen for a message, so an obviously wrong one is refused at
 * once instead of after an upload. The server is the real check (it reads each file's content).
 */
export const MAX_ATTACHMENTS = 5;
export const MAX_ATTACHMENT_BYTES = 10 * 1_048_576;
export const ATTACHMENT_ACCEPT = "application/pdf,image/jpeg,image/png,image/webp,.pdf,.jpg,.jpeg,.png,.webp";

const TYPES = new Set(["application/pdf", "image/jpeg", "image/png", "image/webp"]);
const EXTENSIONS = /\.(pdf|jpe?g|png|webp)$/i;

const wrongType = (name: string) => t`${name} is not a PDF, JPEG, PNG or WebP file`;
const tooLarge = (name: string) => t`${name} is larger than 10 MB`;
const emptyFile = (name: string) => t`${name} is empty`;
export const tooMany = () => t`You can attach up to ${MAX_ATTACHMENTS} files to a message`;

/** What is wrong with one file, or null when it may be sent. Some systems give no type: the name decides then. */
export function attachmentProblem(file: File): string | null {
  if (file.type ? !TYPES.has(file.type) : !EXTENSIONS.test(file.name)) return wrongType(file.name);
  if (file.size === 0) return emptyFile(file.name);
  if (file.size > MAX_ATTACHMENT_BYTES) return tooLarge(file.name);
  return null;
}

/**
 * Adds newly chosen files to those already attached: the acceptable ones while there is room
 * (the same file twice is kept once), and a message for each one left out.
 */
export function addAttachments(current: readonly File[], chosen: readonly File[]): { files: File[]; problems: string[] } {
  const files = [...current];
  const problems: string[] = [];
  const same = (a: File, b: File) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;
  let full = false;
  for (const file of chosen) {
    const problem = attachmentProblem(file);
    if (problem) problems.push(problem);
    else if (files.some((kept) => same(kept, file))) continue;
    else if (files.length >= MAX_ATTACHMENTS) full = true;
    else files.push(file);
  }
  if (full) problems.push(tooMany());
  return { files, problems };
}

/** 512 -> "512 B", 2_400 -> "2.3 KB", 3_500_000 -> "3.3 MB" (in French "2,3 Ko"). */
export function fileSize(bytes: number): string {
  const number = (value: number) =>
    new Intl.NumberFormat(i18n.locale || "en", { maximumFractionDigits: value < 10 ? 1 : 0, useGrouping: false }).format(
      value,
    );
  if (bytes < 1024) return t`${bytes} B`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < 2) {
    value /= 1024;
    unit += 1;
  }
  const size = number(value);
  if (unit === 0) return t`${size} KB`;
  return unit === 1 ? t`${size} MB` : t`${size} GB`;
}
