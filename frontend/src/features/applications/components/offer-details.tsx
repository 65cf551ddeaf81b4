import type { ReactNode } from "react";
import { calendarDay } from "@/lib/format";
import { honorariumText, travelText, type Offer } from "../offer";

/** The offer in full, as the church made it. */
export function OfferDetails({ offer }: { offer: Offer }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr]">
      <Term label="Position offered">{offer.position_title}</Term>
      <Term label="Event date">{calendarDay(offer.event_date)}</Term>
      <Term label="Honorarium">{honorariumText(offer)}</Term>
      <Term label="Travel">{travelText(offer)}</Term>
      <Term label="Lodging">{offer.lodging_provided ? "Provided" : "Not provided"}</Term>
      {offer.w9_required && <Term label="Paperwork">W-9 required before payment</Term>}
      {offer.notes && (
        <Term label="Notes">
          <span className="whitespace-pre-line">{offer.notes}</span>
        </Term>
      )}
      <Term label="Respond by">{calendarDay(offer.respond_by)}</Term>
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
