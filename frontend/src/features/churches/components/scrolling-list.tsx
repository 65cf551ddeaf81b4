import { Trans } from "@lingui/react/macro";
import { useCallback, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { cn } from "@/lib/cn";

/**
 * A list that scrolls at 15rem (spec 02 §2.5) and shows it: while rows are hidden below, the
 * bottom fades and "Scroll for more" shows beneath. The scroll area is a named region that takes
 * focus, so the keyboard scrolls it too.
 */
export function ScrollingList({ label, children }: { label: string; children: ReactNode }) {
  const area = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState({ scrolls: false, moreBelow: false });
  const measure = useCallback(() => {
    const element = area.current;
    if (!element) return;
    const scrolls = element.scrollHeight > element.clientHeight + 1;
    const moreBelow = scrolls && element.scrollTop + element.clientHeight < element.scrollHeight - 1;
    setOverflow((was) => (was.scrolls === scrolls && was.moreBelow === moreBelow ? was : { scrolls, moreBelow }));
  }, []);
  useLayoutEffect(() => {
    measure();
    const element = area.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    // Rows come and go (invitations, removals): the list inside changes size, not the area.
    const observer = new ResizeObserver(measure);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, [measure, children]);

  return (
    <div>
      <div className="relative">
        <div
          ref={area}
          role="region"
          aria-label={label}
          tabIndex={0}
          onScroll={measure}
          className="max-h-60 overflow-y-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {children}
        </div>
        {overflow.moreBelow && (
          <div aria-hidden className="pointer-events-none absolute inset-x-px bottom-px h-12 rounded-b-lg bg-gradient-to-t from-white to-transparent" />
        )}
      </div>
      {overflow.scrolls && (
        <p aria-hidden className={cn("mt-1 text-xs text-slate-500", !overflow.moreBelow && "invisible")}>
          <Trans>Scroll for more</Trans>
        </p>
      )}
    </div>
  );
}
