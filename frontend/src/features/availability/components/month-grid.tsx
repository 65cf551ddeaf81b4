import { useLingui } from "@lingui/react/macro";
import { i18n } from "@lingui/core";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import type { DayState, PartOfDay } from "../api/availability-api";
import { weeksOf, type Month } from "../month";
import { dayText, STATE_LABELS, STATE_STYLES, STATES } from "../states";

export interface GridDay {
  state: DayState;
  parts: PartOfDay[];
}

function monthName(month: Month): string {
  return new Intl.DateTimeFormat(i18n.locale || "en", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
}

function weekdayNames(): { short: string; long: string }[] {
  // January 3, 2027 is a Sunday.
  return Array.from({ length: 7 }, (_, index) => {
    const day = new Date(Date.UTC(2027, 0, 3 + index));
    const name = (weekday: "short" | "long") =>
      new Intl.DateTimeFormat(i18n.locale || "en", { weekday, timeZone: "UTC" }).format(day);
    return { short: name("short"), long: name("long") };
  });
}

/**
 * A month, Sunday to Saturday, each day in colour and in words. `extra` adds to a day's cell
 * (the talent's own view: reasons and bookings).
 */
export function MonthGrid({
  month,
  days,
  today,
  compact = false,
  extra,
}: {
  month: Month;
  days: ReadonlyMap<string, GridDay>;
  today?: string;
  compact?: boolean;
  extra?: (date: string) => ReactNode;
}) {
  const names = weekdayNames();
  return (
    <table className="w-full table-fixed border-collapse text-sm">
      <caption className={cn("mb-2 text-left font-semibold text-slate-900", compact ? "text-sm" : "text-lg")}>
        {monthName(month)}
      </caption>
      <thead>
        <tr>
          {names.map((name) => (
            <th key={name.long} scope="col" abbr={name.long} className="pb-1 text-xs font-medium text-slate-500">
              {name.short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeksOf(month).map((week) => (
          <tr key={week.find(Boolean)}>
            {week.map((date, index) => {
              if (!date) return <td key={index} className="border border-slate-100 bg-slate-50/50" />;
              const day = days.get(date);
              const number = Number(date.slice(8));
              return (
                <td
                  key={date}
                  className={cn(
                    "border border-slate-200 align-top",
                    compact ? "h-9 p-1" : "h-20 p-1.5",
                    day ? STATE_STYLES[day.state] : "bg-white",
                    date === today && "ring-2 ring-inset ring-brand-600",
                  )}
                >
                  <span className={cn("font-medium", compact && "text-xs")}>{number}</span>
                  {day && (
                    <span
                      className={cn(
                        compact
                          ? "sr-only"
                          : "mt-0.5 block text-xs leading-tight break-words max-sm:text-[10px]",
                        // On a phone an available day is the plain white cell (the key says so);
                        // screen readers still hear it.
                        !compact && day.state === "available" && "max-sm:sr-only",
                      )}
                    >
                      {dayText(day)}
                    </span>
                  )}
                  {!compact && extra?.(date)}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The colours' key. */
export function StateLegend() {
  const { t } = useLingui();
  return (
    <ul className="flex flex-wrap gap-3 text-xs text-slate-700" aria-label={t({ message: "Key", context: "legend" })}>
      {STATES.map((state) => (
        <li key={state} className="flex items-center gap-1.5">
          <span className={cn("h-3 w-3 rounded-sm border border-slate-300", STATE_STYLES[state])} aria-hidden />
          {STATE_LABELS[state]}
        </li>
      ))}
    </ul>
  );
}
