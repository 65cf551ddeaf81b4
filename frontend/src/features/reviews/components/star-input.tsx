import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Star } from "lucide-react";
import { useId, useState } from "react";
import { cn } from "@/lib/cn";

const RATINGS = [1, 2, 3, 4, 5] as const;

/**
 * Choose 1 to 5 stars: a radio group named "Rating" over native radios, so the keyboard works as
 * everywhere (Tab in, arrows move and choose) and each star is named "3 stars". The radios are
 * hidden; the stars are their labels, lit up to the choice (or to the star under the pointer).
 */
export function StarInput({
  value,
  onChange,
  error,
  name,
  legend,
}: {
  value: number | null;
  onChange: (rating: number) => void;
  error?: string;
  name?: string;
  legend?: string;
}) {
  const { t } = useLingui();
  const generated = useId();
  const group = name ?? generated;
  const errorId = `${generated}-error`;
  const [hover, setHover] = useState<number | null>(null);
  const lit = hover ?? value ?? 0;
  return (
    <fieldset
      role="radiogroup"
      aria-labelledby={`${generated}-legend`}
      // The choice as a whole is invalid (ARIA puts aria-invalid on the group, not on a radio).
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend id={`${generated}-legend`} className="text-sm font-medium text-slate-800">
        {legend ?? t`Rating`}
      </legend>
      <div className="mt-1.5 flex items-center gap-0.5" onMouseLeave={() => setHover(null)}>
        {RATINGS.map((rating) => {
          const id = `${generated}-${rating}`;
          return (
            <span key={rating} className="relative">
              <input
                id={id}
                type="radio"
                name={group}
                value={rating}
                checked={value === rating}
                onChange={() => onChange(rating)}
                className="peer sr-only"
              />
              <label
                htmlFor={id}
                onMouseEnter={() => setHover(rating)}
                className="block cursor-pointer rounded-md p-1 peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600"
              >
                <Star
                  aria-hidden
                  strokeWidth={1.5}
                  className={cn(
                    "h-8 w-8 transition-colors",
                    rating <= lit ? "fill-amber-400 text-amber-500" : "fill-white text-slate-400",
                  )}
                />
                <span className="sr-only">
                  <Plural value={rating} one="# star" other="# stars" />
                </span>
              </label>
            </span>
          );
        })}
        {value !== null && (
          <span aria-hidden className="ml-2 text-sm text-slate-600">
            <Trans>{value} of 5</Trans>
          </span>
        )}
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
