import { useLingui } from "@lingui/react/macro";
import { BadgeCheck, CircleDashed, History } from "lucide-react";
import { cn } from "@/lib/cn";
import { credentialKindName, dayOf, monthOf, type Badge } from "./kinds";

/**
 * A speaker's or musician's credentials as anyone sees them: verified ones say who verified them,
 * the month and "valid until"; unverified ones read "self-reported"; expired ones are greyed out.
 * `compact` (a directory card) shows the kinds only, with the details in the accessible name.
 */
export function CredentialBadges({ badges, compact = false }: { badges: readonly Badge[]; compact?: boolean }) {
  const { t, i18n } = useLingui();
  if (badges.length === 0) return null;
  /** What vouches for it: "verified by Steeple staff, March 2026; valid until Mar 10, 2029". */
  const detailOf = (badge: Badge): string => {
    const until = badge.valid_until ? dayOf(badge.valid_until, i18n.locale) : null;
    if (badge.standing === "self_reported") return t`self-reported`;
    if (badge.standing === "expired") return until ? t`expired ${until}` : t`expired`;
    const by = badge.verified_by ?? "";
    const month = badge.verified_at ? monthOf(badge.verified_at, i18n.locale) : "";
    return until ? t`verified by ${by}, ${month}; valid until ${until}` : t`verified by ${by}, ${month}`;
  };
  return (
    <ul className={cn("flex flex-wrap gap-2", compact && "gap-1.5")} aria-label={t`Credentials`}>
      {badges.map((badge, index) => {
        const Icon = badge.standing === "verified" ? BadgeCheck : badge.standing === "expired" ? History : CircleDashed;
        const kind = credentialKindName(badge.kind);
        const detail = detailOf(badge);
        const text = t`${kind}: ${detail}`;
        return (
          <li
            key={`${badge.kind}-${index}`}
            aria-label={text}
            title={text}
            className={cn(
              "inline-flex items-start gap-1.5 rounded-md border px-2 py-1 text-xs",
              badge.standing === "verified" && "border-emerald-200 bg-emerald-50 text-emerald-900",
              badge.standing === "self_reported" && "border-slate-200 bg-white text-slate-700",
              badge.standing === "expired" && "border-slate-200 bg-slate-100 text-slate-500 opacity-80",
            )}
          >
            <Icon className="mt-px h-3.5 w-3.5 shrink-0" aria-hidden />
            {compact ? (
              <span>{kind}</span>
            ) : (
              <span>
                <span className="font-medium">{kind}</span>
                <span className="block text-[0.7rem] leading-snug">{detail}</span>
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
