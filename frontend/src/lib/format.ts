// Cents only when there are some: "$49", "$19.50".
const usd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  trailingZeroDisplay: "stripIfInteger",
});

/** 4900 -> "$49"; 1950 -> "$19.50". */
export function formatPrice(cents: number): string {
  return usd.format(cents / 100);
}

/** Whole US dollars: 1200 -> "$1,200". */
export function dollars(amount: number): string {
  return usd.format(amount);
}

/**
 * A speaker's or musician's usual fee, on their profile and in their applications alike:
 * "$750–$2,000", "From $750", "Up to $2,000", "$500, or a love offering", "Love offering", or null.
 */
export function feeRange(min: number | null, max: number | null, loveOffering: boolean): string | null {
  let range: string | null = null;
  if (min !== null && max !== null) range = min === max ? dollars(min) : `${dollars(min)}–${dollars(max)}`;
  else if (min !== null) range = `From ${dollars(min)}`;
  else if (max !== null) range = `Up to ${dollars(max)}`;
  if (loveOffering) return range ? `${range}, or a love offering` : "Love offering";
  return range;
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
