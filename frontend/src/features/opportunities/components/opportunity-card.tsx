import { Trans, useLingui } from "@lingui/react/macro";
import { CalendarDays, Clock, HandCoins, MapPin, Star, Users } from "lucide-react";
import { FitSummary } from "@/components/fit/fit-summary";
import { distanceText } from "@/lib/places";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { OpportunityCard } from "../api/opportunities-api";
import { calendarDay, eventDates, placeLine, positionsText } from "@/lib/format";
import { compensationParts, eventTypeLabel } from "../format";

export function FeaturedBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
      <Star className="h-3 w-3 fill-current" aria-hidden />
      <Trans>Featured</Trans>
    </span>
  );
}

/** One line of a card or page: an icon and its text, named for screen readers. */
export function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="mt-0.5 shrink-0 text-slate-400">
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

const icon = "h-4 w-4";

/** An opportunity in the list: its church's colour down the left edge. */
export function OpportunityCardView({ card }: { card: OpportunityCard }) {
  const { t } = useLingui();
  const deadline = calendarDay(card.application_deadline);
  return (
    <article
      className="relative h-full overflow-hidden rounded-xl border border-slate-200 bg-white p-5 pl-6 shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md"
    >
      <span aria-hidden className="absolute inset-y-0 left-0 w-1.5" style={{ backgroundColor: card.church.primary_color }} />
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-xs font-medium tracking-wide text-slate-500 uppercase">{eventTypeLabel(card.event_type)}</span>
        {card.featured && <FeaturedBadge />}
      </div>
      <h3 className="mt-1 text-lg font-semibold break-words text-slate-900">
        <Link to={`/opportunities/${card.id}`} className="hover:underline focus-visible:underline focus-visible:outline-none">
          {/* The whole card is the link's target area. */}
          <span aria-hidden className="absolute inset-0" />
          {card.title}
        </Link>
      </h3>
      <p className="mt-0.5 flex items-center gap-2 text-sm font-medium text-slate-700">
        <span aria-hidden className="h-2.5 w-2.5 shrink-0 rounded-full" style={{ backgroundColor: card.church.primary_color }} />
        {card.church.church_name}
      </p>
      <dl className="mt-4 space-y-1.5 text-sm text-slate-700">
        <Fact icon={<CalendarDays className={icon} aria-hidden />} label={t`When`}>
          {eventDates(card.starts_at, card.ends_at, card.timezone)}
        </Fact>
        <Fact icon={<MapPin className={icon} aria-hidden />} label={t`Where`}>
          {placeLine(card)}
          {card.distance_miles != null && ` · ${distanceText(card.distance_miles)}`}
        </Fact>
        <Fact icon={<Users className={icon} aria-hidden />} label={t`Positions`}>
          {positionsText(card.positions)}
        </Fact>
        <Fact icon={<HandCoins className={icon} aria-hidden />} label={t`Compensation`}>
          {compensationParts(card).join(" · ")}
        </Fact>
        <Fact icon={<Clock className={icon} aria-hidden />} label={t`Deadline`}>
          <Trans>Apply by {deadline}</Trans>
        </Fact>
      </dl>
      {card.fit && <FitSummary fit={card.fit} className="mt-4" />}
    </article>
  );
}

export function OpportunityCardSkeleton() {
  return (
    <div aria-hidden className="h-full rounded-xl border border-slate-200 bg-white p-5 pl-6">
      <div className="h-4 w-24 animate-pulse rounded bg-slate-200" />
      <div className="mt-2 h-6 w-3/4 animate-pulse rounded bg-slate-200" />
      <div className="mt-1.5 h-5 w-1/2 animate-pulse rounded bg-slate-200" />
      <div className="mt-4 space-y-2">
        {Array.from({ length: 5 }, (_, index) => (
          <div key={index} className="h-5 w-5/6 animate-pulse rounded bg-slate-100" />
        ))}
      </div>
    </div>
  );
}
