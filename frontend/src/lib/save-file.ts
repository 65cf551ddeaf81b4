/** Saves `blob` as a file named `name`: the browser downloads it from a link to it. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  // Older Firefox follows only links that are in the document.
  document.body.append(link);
  link.click();
  link.remove();
  // Kept a little while: a browser may still be reading it after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Saves a file the API answered (fetched with the signed-in user's token, which a plain link would
 * not carry) under the name its Content-Disposition gives, else `fallbackName`.
 */
export function saveResponseFile(blob: Blob, response: Response, fallbackName: string): void {
  const disposition = response.headers.get("Content-Disposition") ?? "";
  saveBlob(blob, /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? fallbackName);
}
