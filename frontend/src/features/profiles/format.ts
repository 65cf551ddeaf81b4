const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

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
