import { describe, expect, it } from "vitest";
import { checkPhotoFile, looksLikePhoto, MAX_PHOTO_BYTES } from "./photo-file";

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0];
const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const WEBP = [0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50];

function file(bytes: number[], name: string, type: string) {
  return new File([new Uint8Array(bytes)], name, { type });
}

describe("photo file check", () => {
  it("accepts JPEG, PNG and WebP by type and content", async () => {
    expect(await checkPhotoFile(file(PNG, "me.png", "image/png"))).toBeNull();
    expect(await checkPhotoFile(file(JPEG, "me.jpg", "image/jpeg"))).toBeNull();
    expect(await checkPhotoFile(file(WEBP, "me.webp", "image/webp"))).toBeNull();
    // No type reported: the extension and content decide.
    expect(await checkPhotoFile(file(PNG, "me.png", ""))).toBeNull();
  });

  it("refuses other types, and files whose content is not an image", async () => {
    expect(await checkPhotoFile(file(PNG, "me.gif", "image/gif"))).toBe("Choose a JPEG, PNG or WebP image");
    expect(await checkPhotoFile(file([37, 80, 68, 70], "cv.pdf", "application/pdf"))).toBe("Choose a JPEG, PNG or WebP image");
    expect(await checkPhotoFile(file([60, 104, 116, 109, 108], "me.png", "image/png"))).toBe("Choose a JPEG, PNG or WebP image");
    expect(await checkPhotoFile(file(PNG, "me.exe", ""))).toBe("Choose a JPEG, PNG or WebP image");
  });

  it("refuses empty files and files over 5 MB", async () => {
    expect(await checkPhotoFile(file([], "me.png", "image/png"))).toBe("That file is empty: choose another photo");
    const big = new File([new Uint8Array(MAX_PHOTO_BYTES + 1)], "big.jpg", { type: "image/jpeg" });
    expect(await checkPhotoFile(big)).toBe("The photo is larger than 5 MB: choose a smaller one");
  });

  it("recognises signatures", () => {
    expect(looksLikePhoto(new Uint8Array(WEBP))).toBe(true);
    expect(looksLikePhoto(new Uint8Array([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x41, 0x56, 0x49, 0x20]))).toBe(false);
  });
});
