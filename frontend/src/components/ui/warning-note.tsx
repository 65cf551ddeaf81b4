import { TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";

/** Advice that asks for a second look but blocks nothing (a date the talent is away, say),
 * announced when it appears. */
export function WarningNote({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2.5 text-sm text-amber-950">
      <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <p>{children}</p>
    </div>
  );
}
