import { FileQuestion } from "lucide-react";
import type { ReactNode } from "react";

/** Nothing here (yet), and what to do next. */
export function EmptyState({ title, hint, children }: { title: string; hint?: string; children?: ReactNode }) {
  return (
    <div className="mt-6 rounded-xl border border-dashed border-slate-300 px-6 py-12 text-center">
      <FileQuestion className="mx-auto h-8 w-8 text-slate-400" aria-hidden />
      <p className="mt-3 font-medium break-words text-slate-900">{title}</p>
      {hint && <p className="mt-1 text-sm text-slate-600">{hint}</p>}
      {children && <div className="mt-5 flex flex-wrap justify-center gap-3">{children}</div>}
    </div>
  );
}
