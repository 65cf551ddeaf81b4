import { useLingui } from "@lingui/react/macro";
import { Loader2 } from "lucide-react";

export function PageLoading({ label: given, detail }: { label?: string; detail?: string }) {
  const { t } = useLingui();
  const label = given ?? t`Loading…`;
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
  const { t } = useLingui();
  return <PageLoading label={t`Checking access...`} detail={t`Please wait while we verify your subscription.`} />;
}
