import { i18n } from "@lingui/core";
import { t } from "@lingui/core/macro";

export function travelText(miles: number | null): string | null {
  if (miles === null) return null;
  if (miles === 0) return t`Local engagements only`;
  const distance = miles.toLocaleString(i18n.locale || "en");
  return t`Travels up to ${distance} miles`;
}
