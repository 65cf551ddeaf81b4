import { SlidersHorizontal } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/** A search page's box of inputs: a search landmark that searches on Enter or its button. */
export function SearchForm({
  label,
  onSubmit,
  className,
  children,
}: {
  label: string;
  onSubmit: () => void;
  /** The layout of the inputs inside. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      className={cn("mt-8 rounded-xl border border-slate-200 bg-slate-50 p-4", className)}
    >
      {children}
    </form>
  );
}

/**
 * Phones only: shows or hides the filters in `controls` (md and up always show them). `active`
 * counts the hidden filters in force, so a folded search still says it is filtered.
 */
export function FiltersToggle({
  open,
  onToggle,
  controls,
  active,
  showLabel,
  hideLabel,
}: {
  open: boolean;
  onToggle: () => void;
  controls: string;
  active: number;
  showLabel: string;
  hideLabel: string;
}) {
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
      className="inline-flex items-center gap-2 rounded-md px-2 py-1.5 text-sm font-medium text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 md:hidden"
    >
      <SlidersHorizontal className="h-4 w-4" aria-hidden />
      {open ? hideLabel : showLabel}
      {active > 0 && ` (${active})`}
    </button>
  );
}
