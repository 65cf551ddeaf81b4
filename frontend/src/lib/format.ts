const usd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 0,
});

/** 4900 -> "$49"; 1950 -> "$19.50". */
export function formatPrice(cents: number): string {
  return usd.format(cents / 100);
}

/** "Dayton, OH", "Dayton", "" */
export function placeText(city: string | null, state: string | null): string {
  return [city, state].filter(Boolean).join(", ");
}

/** "https://www.youtube.com/watch?v=1" -> "youtube.com" */
export function hostOf(address: string): string {
  try {
    return new URL(address).hostname.replace(/^www\./, "");
  } catch {
    return address;
  }
}

/** A short plain description for sharing: the first sentence-ish 160 characters. */
export function excerpt(text: string | null | undefined, length = 160): string | undefined {
  const plain = text?.replace(/\s+/g, " ").trim();
  if (!plain) return undefined;
  return plain.length <= length ? plain : `${plain.slice(0, length - 1).trimEnd()}…`;
}
