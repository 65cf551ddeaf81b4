import { Loader2 } from "lucide-react";

export function PageLoading({ label = "Loading…", detail }: { label?: string; detail?: string }) {
  return (
    <div role="status" className="flex min-h-[60vh] flex-col items-center justify-center gap-3 px-6 text-center">
      <Loader2 className="h-8 w-8 animate-spin text-brand-700" aria-hidden />
      <span className="text-sm text-slate-600">
        {detail ? <strong className="block text-base font-medium text-slate-900">{label}</strong> : label}
        {detail}
      </span>
    </div>
  );
}

/** Spec 01 §2: the premium gate while it asks the server about the plan. */
export function CheckingAccess() {
  return <PageLoading label="Checking access..." detail="Please wait while we verify your subscription." />;
}
