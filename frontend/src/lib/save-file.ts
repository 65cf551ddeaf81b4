/**
 * Saves a file the API answered (fetched with the signed-in user's token, which a plain link would
 * not carry) under the name its Content-Disposition gives, else `fallbackName`.
 */
export function saveResponseFile(blob: Blob, response: Response, fallbackName: string): void {
  const disposition = response.headers.get("Content-Disposition") ?? "";
  const name = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? fallbackName;
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the browser no longer needs the URL afterwards.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
