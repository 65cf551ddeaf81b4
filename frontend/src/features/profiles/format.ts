export function travelText(miles: number | null): string | null {
  if (miles === null) return null;
  if (miles === 0) return "Local engagements only";
  return `Travels up to ${miles.toLocaleString("en-US")} miles`;
}
