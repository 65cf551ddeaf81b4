import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowRight, MapPin } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Link } from "react-router";
import { CredentialBadges } from "@/components/credentials/credential-badges";
import { RatingSummary } from "@/components/ui/star-rating";
import { Avatar } from "@/components/ui/avatar";
import { ProBadge } from "@/components/ui/pro-badge";
import { RoleBadge } from "@/components/ui/role-badge";
import { initialsOf } from "@/lib/initials";
import type { TalentCard as Talent } from "../api/directory-api";
import { FitSummary } from "@/components/fit/fit-summary";
import { distanceText } from "@/lib/places";
import { cardName, placeOf, profilePath, tagGroups } from "../talent";

/** Tags shown per group before "+N more" (the profile shows them all). */
const TAGS_SHOWN = 5;

// Shared by the card and its skeleton so both take the same room.
const CARD_CLASS = "flex h-full flex-col sm:min-h-72 rounded-xl border border-slate-200 bg-white p-5 shadow-sm";

/** A speaker or musician in the directory: who, where, what they offer, and a way to their profile. */
export function TalentCardView({
  card,
  showRole = false,
  action,
}: {
  card: Talent;
  showRole?: boolean;
  /** Something to do with this person beside "View profile" (asking them to apply). */
  action?: ReactNode;
}) {
  const { t } = useLingui();
  const titleId = useId();
  const name = cardName(card);
  const place = placeOf(card);
  const groups = tagGroups(card);
  return (
    <article aria-labelledby={titleId} className={CARD_CLASS}>
      <div className="flex items-start gap-4">
        <Avatar photo={card.photo} initials={initialsOf(name)} className="h-14 w-14 text-lg" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h3 id={titleId} className="text-lg leading-snug font-semibold break-words text-slate-900">
              {name}
            </h3>
            {card.is_pro && <ProBadge />}
          </div>
          {place && (
            <p className="mt-1 flex items-center gap-1 text-sm text-slate-600">
              <MapPin className="h-3.5 w-3.5 shrink-0" aria-hidden />
              <span className="sr-only">
                <Trans>Location:</Trans>{" "}
              </span>
              <span>
                {place}
                {card.distance_miles != null && ` · ${distanceText(card.distance_miles)}`}
              </span>
            </p>
          )}
          <RatingSummary average={card.rating_average} count={card.rating_count} className="mt-1" />
          {showRole && <RoleBadge role={card.role} className="mt-2 inline-block" />}
        </div>
      </div>

      {card.headline && <p className="mt-3 line-clamp-2 text-sm text-slate-700">{card.headline}</p>}
      {card.badges.length > 0 && (
        <div className="mt-3">
          <CredentialBadges badges={card.badges} compact />
        </div>
      )}
      {card.fit && <FitSummary fit={card.fit} className="mt-3" />}

      {groups.length > 0 && (
        <dl className="mt-4 space-y-3">
          {groups.map(([label, tags]) => (
            <div key={label}>
              <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
              <dd className="mt-1">
                <ul className="flex flex-wrap gap-1.5">
                  {tags.slice(0, TAGS_SHOWN).map((tag) => (
                    <li key={tag} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-700">
                      {tag}
                    </li>
                  ))}
                  {tags.length > TAGS_SHOWN && (
                    <li className="px-1 py-0.5 text-xs text-slate-500">
                      <MoreTags count={tags.length - TAGS_SHOWN} />
                    </li>
                  )}
                </ul>
              </dd>
            </div>
          ))}
        </dl>
      )}

      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-5">
        <Link
          to={profilePath(card)}
          // Every card has one; the name tells them apart (and starts with the visible text).
          aria-label={t`View profile of ${name}`}
          className="inline-flex items-center gap-1 rounded-md text-sm font-medium text-brand-800 hover:text-brand-900 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <Trans>View profile</Trans>
          <ArrowRight className="h-4 w-4" aria-hidden />
        </Link>
        {action}
      </div>
    </article>
  );
}

/** "+3 more": the tags a card leaves out. */
function MoreTags({ count }: { count: number }) {
  return <Trans>+{count} more</Trans>;
}

/** A placeholder with the card's shape while results load. */
export function TalentCardSkeleton() {
  return (
    <div aria-hidden className={CARD_CLASS}>
      <div className="flex animate-pulse items-start gap-4">
        <div className="h-14 w-14 shrink-0 rounded-full bg-slate-200" />
        <div className="flex-1 space-y-2 pt-1">
          <div className="h-5 w-2/3 rounded bg-slate-200" />
          <div className="h-4 w-1/3 rounded bg-slate-100" />
        </div>
      </div>
      <div className="mt-4 animate-pulse space-y-2">
        <div className="h-4 w-full rounded bg-slate-100" />
        <div className="h-4 w-4/5 rounded bg-slate-100" />
      </div>
      <div className="mt-5 flex animate-pulse flex-wrap gap-1.5">
        {["w-16", "w-20", "w-12", "w-18"].map((width) => (
          <div key={width} className={`h-5 rounded-full bg-slate-100 ${width}`} />
        ))}
      </div>
      <div className="mt-auto pt-5">
        <div className="h-5 w-28 animate-pulse rounded bg-slate-200" />
      </div>
    </div>
  );
}
