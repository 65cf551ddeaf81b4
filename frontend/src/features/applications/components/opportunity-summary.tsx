import { Trans, useLingui } from "@lingui/react/macro";
import { CalendarDays, Church, MapPin } from "lucide-react";
import { Link } from "react-router";
import { eventDates, placeText } from "@/lib/format";
import type { Application } from "../api/applications-api";

type OpportunityCard = Application["opportunity"];

/** The opportunity applied to: its title (to its page), church, dates in its timezone, place. */
export function OpportunitySummary({ opportunity }: { opportunity: OpportunityCard }) {
  const { t } = useLingui();
  const place = opportunity.online ? t`Online` : placeText(opportunity.city, opportunity.state);
  return (
    <section aria-labelledby="opportunity-title" className="rounded-xl border border-slate-200 bg-white p-5">
      <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">
        <Trans>Opportunity</Trans>
      </p>
      <h2 id="opportunity-title" className="mt-1 text-lg font-semibold break-words text-slate-900">
        <Link to={`/opportunities/${opportunity.id}`} className="text-brand-800 hover:underline">
          {opportunity.title}
        </Link>
      </h2>
      <ul className="mt-3 space-y-2 text-sm text-slate-700">
        <li className="flex gap-2">
          <Church className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden />
          <span>
            <span className="sr-only">
              <Trans>Church:</Trans>{" "}
            </span>
            <Link to={`/churches/${opportunity.church.id}`} className="hover:underline">
              {opportunity.church.church_name}
            </Link>
          </span>
        </li>
        <li className="flex gap-2">
          <CalendarDays className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden />
          <span>
            <span className="sr-only">
              <Trans>When:</Trans>{" "}
            </span>
            {eventDates(opportunity.starts_at, opportunity.ends_at, opportunity.timezone)}
          </span>
        </li>
        {place && (
          <li className="flex gap-2">
            <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden />
            <span>
              <span className="sr-only">
                <Trans>Where:</Trans>{" "}
              </span>
              {place}
            </span>
          </li>
        )}
      </ul>
    </section>
  );
}
