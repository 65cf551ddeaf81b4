import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/**
 * What a profile editor (/profile/edit, /church-profile-completion) shows while its code, the
 * session or the profile loads: the editor's own frame (heading, form cards, preview card) in
 * grey, about as tall as the form. The page keeps its size from the first paint to the loaded
 * form, so nothing below it (the footer) jumps: loading used to cost the page a CLS of 0.3.
 */
export function EditorSkeleton({ label: given }: { label?: string }) {
  const { t } = useLingui();
  const label = given ?? t`Loading your profile…`;
  return (
    <div role="status" aria-label={label} className="bg-slate-50" data-testid="editor-skeleton">
      <span className="sr-only">{label}</span>
      <div aria-hidden className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
        {/* EditorLayout's heading row: eyebrow, title, description, and the two buttons. */}
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <Bar className="h-5 w-28" />
            <Bar className="mt-1 h-9 w-56" />
            {/* Two lines on a phone, one from the small breakpoint up. */}
            <Bar className="mt-2 h-12 w-[36rem] max-w-full sm:h-6" />
          </div>
          <div className="flex flex-wrap gap-2">
            <Bar className="h-10 w-48" />
            <Bar className="h-10 w-44" />
          </div>
        </div>
        <div className="mt-8 grid gap-6 lg:grid-cols-3">
          <div className="space-y-6 lg:col-span-2">
            <Card>
              <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
                <Bar className="h-24 w-24 shrink-0 rounded-full" />
                <div className="space-y-2">
                  <Bar className="h-5 w-24" />
                  <Bar className="h-10 w-36" />
                  <Bar className="h-4 w-96 max-w-full" />
                </div>
              </div>
            </Card>
            <Card>
              <Pair />
              <Field hint />
              <Pair />
              <Field hint control="h-48" />
            </Card>
            <Card description>
              <Field hint />
              <Field hint />
            </Card>
            <Card>
              <Pair />
            </Card>
            <Card description>
              <Pair />
              <Bar className="h-5 w-44" />
              <Pair />
              <Field hint control="h-20" />
            </Card>
            <Card description>
              <Field />
              <Field />
              <Field />
            </Card>
            {/* The save bar. */}
            <Bar className="h-16 w-full rounded-xl" />
          </div>
          <div>
            <Bar className="h-5 w-16" />
            <Bar className="mt-1 h-4 w-56" />
            <div className="mt-3 overflow-hidden rounded-xl border border-slate-200 bg-white">
              <div className="h-16 bg-slate-200" />
              <div className="px-5 pb-5">
                <div className="-mt-8 h-16 w-16 rounded-full border-4 border-white bg-slate-200" />
                <Bar className="mt-2 h-7 w-40" />
                <Bar className="mt-1 h-4 w-20" />
                <Bar className="mt-2 h-5 w-52" />
                <Bar className="mt-1 h-5 w-32" />
              </div>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}

/** The church editor's frame while its code, the session or the church loads. */
export function ChurchEditorSkeleton() {
  const { t } = useLingui();
  return <EditorSkeleton label={t`Loading your church…`} />;
}

function Bar({ className }: { className?: string }) {
  return <div className={cn("skeleton", className)} />;
}

/** FormSection's card: title, optional description, then its fields. */
function Card({ description = false, children }: { description?: boolean; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
      <Bar className="h-6 w-32" />
      {description && <Bar className="mt-1 h-5 w-full max-w-md" />}
      <div className="mt-5 space-y-5">{children}</div>
    </div>
  );
}

/** FormField: label, control and (often) a hint. */
function Field({ hint = false, control = "h-10" }: { hint?: boolean; control?: string }) {
  return (
    <div className="space-y-1.5">
      <Bar className="h-5 w-24" />
      <Bar className={cn("w-full", control)} />
      {hint && <Bar className="h-4 w-2/3" />}
    </div>
  );
}

/** Two fields side by side from the small breakpoint up. */
function Pair() {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field />
      <Field hint />
    </div>
  );
}
