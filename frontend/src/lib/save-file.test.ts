import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { saveBlob, saveResponseFile } from "./save-file";

/** jsdom has no object URLs: these record what was made and revoked. */
const made: Blob[] = [];
const revoked: string[] = [];

describe("saving files", () => {
  let clicks: { href: string; download: string; inDocument: boolean }[];

  beforeEach(() => {
    made.length = 0;
    revoked.length = 0;
    clicks = [];
    vi.stubGlobal(
      "URL",
      class extends URL {
        static createObjectURL = (blob: Blob) => `blob:file-${made.push(blob)}`;
        static revokeObjectURL = (url: string) => void revoked.push(url);
      },
    );
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ href: this.href, download: this.download, inDocument: this.isConnected });
    });
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("downloads the blob under its name from a link in the document, then lets the URL go", async () => {
    const blob = new Blob(["codes"], { type: "text/plain" });
    saveBlob(blob, "steeple-recovery-codes.txt");
    expect(made).toEqual([blob]);
    expect(clicks).toEqual([{ href: "blob:file-1", download: "steeple-recovery-codes.txt", inDocument: true }]);
    expect(document.querySelector("a")).toBeNull();
    // Not at once: the browser may still be reading it.
    expect(revoked).toEqual([]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(revoked).toEqual(["blob:file-1"]);
  });

  it("names an API's file as its Content-Disposition says, else by the fallback", () => {
    const blob = new Blob(["{}"]);
    const named = new Response(null, { headers: { "Content-Disposition": 'attachment; filename="steeple-data-2026-11-23.json"' } });
    saveResponseFile(blob, named, "steeple-data.json");
    saveResponseFile(blob, new Response(null), "steeple-data.json");
    expect(clicks.map((click) => click.download)).toEqual(["steeple-data-2026-11-23.json", "steeple-data.json"]);
  });
});
