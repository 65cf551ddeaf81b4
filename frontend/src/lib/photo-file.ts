import { t } from "@lingui/core/macro";

/**
 * The client's first look at a chosen photo, so an obviously wrong file is refused before it is
 * uploaded. The server decides (it reads the content, re-encodes it and limits the size).
 */
export const MAX_PHOTO_BYTES = 5 * 1_048_576;
export const PHOTO_ACCEPT = "image/jpeg,image/png,image/webp";

const TYPES = new Set(["image/jpeg", "image/png", "image/webp"]);
const EXTENSIONS = /\.(jpe?g|png|webp)$/i;

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

/** JPEG, PNG or WebP by the file's first bytes. */
export function looksLikePhoto(bytes: Uint8Array): boolean {
  const jpeg = startsWith(bytes, [0xff, 0xd8, 0xff]);
  const png = startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const webp = startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8);
  return jpeg || png || webp;
}

async function firstBytes(file: Blob, count: number): Promise<Uint8Array> {
  const slice = file.slice(0, count);
  if (typeof slice.arrayBuffer === "function") return new Uint8Array(await slice.arrayBuffer());
  // Older engines (and jsdom) without Blob.arrayBuffer.
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error("read failed"));
    reader.readAsArrayBuffer(slice);
  });
}

/** A message saying what is wrong with the file (in the language on screen), or null when it may be uploaded. */
export async function checkPhotoFile(file: File): Promise<string | null> {
  const wrongType = () => t`Choose a JPEG, PNG or WebP image`;
  // Some systems report no type at all; the name and the content decide then.
  if (file.type ? !TYPES.has(file.type) : !EXTENSIONS.test(file.name)) return wrongType();
  if (file.size === 0) return t`That file is empty: choose another photo`;
  if (file.size > MAX_PHOTO_BYTES) return t`The photo is larger than 5 MB: choose a smaller one`;
  try {
    return looksLikePhoto(await firstBytes(file, 12)) ? null : wrongType();
  } catch {
    // Unreadable here: let the server look at it.
    return null;
  }
}
