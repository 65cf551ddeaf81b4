import { t } from "@lingui/core/macro";
import type { components } from "@/lib/api/schema";

export type CredentialKind = components["schemas"]["CredentialKind"];
export type Badge = components["schemas"]["BadgeOut"];

export const CREDENTIAL_KINDS: readonly CredentialKind[] = [
  "background_check",
  "safeguarding_training",
  "ordination",
  "licence",
  "reference",
];

export function credentialKindName(kind: CredentialKind): string {
  return {
    background_check: t`Background check`,
    safeguarding_training: t`Safeguarding training`,
    ordination: t`Ordination`,
    licence: t`Licence`,
    reference: t`Reference`,
  }[kind];
}

/** "March 2026": the month a credential was verified, in the reader's language. */
export function monthOf(instant: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(instant));
}

/** "Mar 10, 2029": a calendar day as written, whatever the reader's time zone. */
export function dayOf(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
}

export type Requirement = components["schemas"]["CredentialRequirement"];

/** "Background check, issued within 24 months": what an opportunity asks for. */
export function requirementText(requirement: Requirement): string {
  const kind = credentialKindName(requirement.kind);
  const months = requirement.within_months;
  return months ? t`${kind}, issued within ${months} months` : kind;
}
