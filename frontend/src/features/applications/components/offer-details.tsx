import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { calendarDay } from "@/lib/format";
import { honorariumText, travelText, type Offer } from "../offer";

/** The offer in full, as the church made it. */
export function OfferDetails({ offer }: { offer: Offer }) {
  const { t } = useLingui();
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr]">
      <Term label={t`Position offered`}>{offer.position_title}</Term>
      <Term label={t`Event date`}>{calendarDay(offer.event_date)}</Term>
      <Term label={t`Honorarium`}>{honorariumText(offer)}</Term>
      <Term label={t({ message: "Travel", context: "travel costs" })}>{travelText(offer)}</Term>
      <Term label={t`Lodging`}>{offer.lodging_provided ? t`Provided` : t`Not provided`}</Term>
      {offer.w9_required && (
        <Term label={t`Paperwork`}>
          <Trans>W-9 required before payment</Trans>
        </Term>
      )}
      {offer.notes && (
        <Term label={t`Notes`}>
          <span className="whitespace-pre-line">{offer.notes}</span>
        </Term>
      )}
      <Term label={t`Respond by`}>{calendarDay(offer.respond_by)}</Term>
    </dl>
  );
}

function Term({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-slate-500">{label}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </>
  );
}
