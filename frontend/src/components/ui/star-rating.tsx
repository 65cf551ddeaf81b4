import { i18n } from "@lingui/core";
import { plural, t } from "@lingui/core/macro";
import { Star } from "lucide-react";
import { cn } from "@/lib/cn";

/** Five stars filled to `value` (halves and all): drawn only, the caller names it. */
export function Stars({ value, className }: { value: number; className?: string }) {
  return (
    <span aria-hidden className={cn("inline-flex shrink-0", className)}>
      {[0, 1, 2, 3, 4].map((index) => {
        // How much of this star is gold, 0..100%.
        const fill = Math.max(0, Math.min(1, value - index)) * 100;
        return (
          <span key={index} className="relative inline-block h-[1em] w-[1em]">
            <Star className="absolute inset-0 h-full w-full fill-slate-200 text-slate-300" strokeWidth={1.5} />
            {fill > 0 && (
              <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill}%` }}>
                <Star className="h-[1em] w-[1em] fill-amber-400 text-amber-500" strokeWidth={1.5} />
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}

/**
 * An average with its count, for cards and profile headers: one image named "4.5 out of 5 stars,
 * 12 reviews". Nothing is drawn when there are no reviews, unless `emptyText` says what to show.
 */
export function RatingSummary({
  average,
  count,
  emptyText,
  className,
}: {
  average: number | null | undefined;
  count: number | null | undefined;
  emptyText?: string;
  className?: string;
}) {
  if (!count || average === null || average === undefined) {
    return emptyText ? <p className={cn("text-sm text-slate-500", className)}>{emptyText}</p> : null;
  }
  return (
    <p role="img" aria-label={ratingLabel(average, count)} className={cn("flex items-center gap-1.5 text-sm", className)}>
      <Stars value={average} className="text-base" />
      <span aria-hidden className="font-semibold text-slate-900">
        {ratingText(average)}
      </span>
      <span aria-hidden className="text-slate-600">({reviewsText(count)})</span>
    </p>
  );
}

/** One review's stars: "4 out of 5 stars". */
export function ReviewStars({ rating, className }: { rating: number; className?: string }) {
  return (
    <span role="img" aria-label={t`${rating} out of 5 stars`} className={cn("inline-flex", className)}>
      <Stars value={rating} />
    </span>
  );
}

/** "4.5": one decimal, without a trailing ".0" (4, not 4.0). */
function ratingText(value: number): string {
  return (Math.round(value * 10) / 10).toLocaleString(i18n.locale, { maximumFractionDigits: 1 });
}

function reviewsText(count: number): string {
  return plural(count, { one: "# review", other: "# reviews" });
}

/** What a screen reader hears for an average: "4.5 out of 5 stars, 12 reviews". */
function ratingLabel(average: number, count: number): string {
  const rating = ratingText(average);
  const reviews = reviewsText(count);
  return t`${rating} out of 5 stars, ${reviews}`;
}
