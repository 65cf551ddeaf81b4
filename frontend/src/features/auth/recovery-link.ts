/** A recovery link's token, when the URL is one (`?token_hash=…&type=recovery`, spec 01 §4). */
export function recoveryTokenFromUrl(search: string): string | null {
  const params = new URLSearchParams(search);
  if (params.get("type") !== "recovery") return null;
  // A recovery link without its token still counts as a link: an empty token fails the check.
  return params.get("token_hash") ?? "";
}
