import type { ReactNode } from "react";

/** A billing page's heading and column. */
export function PageFrame({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      {intro && <p className="mt-2 text-slate-600">{intro}</p>}
      <div className="mt-8 space-y-6">{children}</div>
    </div>
  );
}

/** A plain panel saying how things stand, with a way on. */
export function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 p-6 sm:p-8">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <div className="mt-2 space-y-4 text-slate-600">{children}</div>
    </section>
  );
}
