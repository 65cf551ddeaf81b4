const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

/** "Dayton, OH", "Dayton", "" */
export function placeText(city: string | null, state: string | null): string {
  return [city, state].filter(Boolean).join(", ");
}

/** "$200–$500", "From $200", "Up to $500", or null when no fee is given. */
export function feeText(min: number | null, max: number | null): string | null {
  if (min !== null && max !== null) return min === max ? dollars.format(min) : `${dollars.format(min)}–${dollars.format(max)}`;
  if (min !== null) return `From ${dollars.format(min)}`;
  if (max !== null) return `Up to ${dollars.format(max)}`;
  return null;
}

export function travelText(miles: number | null): string | null {
  if (miles === null) return null;
  if (miles === 0) return "Local engagements only";
  return `Travels up to ${miles.toLocaleString("en-US")} miles`;
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
