import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, Info, Loader2, X } from "lucide-react";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { useSubscription } from "@/features/billing/api/subscription";
import { cn } from "@/lib/cn";
import { queryKeys } from "@/lib/query-keys";

/** The parameters a checkout returns to the dashboard with (spec 02 §7.6). */
const PARAMS = ["payment", "boost", "posting_pack", "session_id", "opportunity_id"];

type Outcome = { kind: "payment" | "boost" | "posting_pack"; success: boolean };

type Texts = [title: MessageDescriptor, text: MessageDescriptor];

const TEXTS: Record<Outcome["kind"], { success: Texts; cancelled: Texts }> = {
  payment: {
    success: [msg`Payment successful`, msg`Thank you! Your plan is active.`],
    cancelled: [msg`Payment cancelled`, msg`You haven't been charged. You can upgrade whenever you're ready.`],
  },
  boost: {
    success: [msg`Featured boost purchased`, msg`Your opportunity is featured at the top of lists for 14 days.`],
    cancelled: [msg`Featured boost cancelled`, msg`You haven't been charged.`],
  },
  posting_pack: {
    success: [msg`Posting pack purchased`, msg`3 more postings are yours to use over the next 12 months.`],
    cancelled: [msg`Posting pack cancelled`, msg`You haven't been charged.`],
  },
};

function outcomeOf(params: URLSearchParams): Outcome | null {
  for (const kind of ["payment", "boost", "posting_pack"] as const) {
    const value = params.get(kind);
    if (value === "success" || value === "cancelled") return { kind, success: value === "success" };
  }
  return null;
}

/** A checkout's outcome above the dashboard, until dismissed (which tidies the address too). */
export function PaymentBanner({ userId }: { userId: string }) {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const outcome = outcomeOf(params);
  if (!outcome) return null;
  const dismiss = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of PARAMS) next.delete(name);
        return next;
      },
      { replace: true },
    );
  return outcome.success ? (
    <SuccessBanner userId={userId} kind={outcome.kind} onDismiss={dismiss} />
  ) : (
    <Banner tone="info" title={t(TEXTS[outcome.kind].cancelled[0])} text={t(TEXTS[outcome.kind].cancelled[1])} onDismiss={dismiss} />
  );
}

/**
 * A plan bought: waits (up to 20 s) for the provider's word to make it premium, then the session
 * and dashboard show it. A boost or pack bought: the opportunities and quota are asked again.
 */
function SuccessBanner({ userId, kind, onDismiss }: { userId: string; kind: Outcome["kind"]; onDismiss: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { waiting } = useSubscription(userId, kind === "payment");
  useEffect(() => {
    if (kind !== "payment") void queryClient.invalidateQueries({ queryKey: queryKeys.opportunities.all });
  }, [kind, queryClient]);
  const [title, text] = TEXTS[kind].success;
  return (
    <Banner
      tone="success"
      title={t(title)}
      text={waiting ? t`Activating your plan…` : t(text)}
      busy={waiting}
      onDismiss={onDismiss}
    />
  );
}

function Banner({
  tone,
  title,
  text,
  busy = false,
  onDismiss,
}: {
  tone: "success" | "info";
  title: string;
  text: string;
  busy?: boolean;
  onDismiss: () => void;
}) {
  const { t } = useLingui();
  const Icon = busy ? Loader2 : tone === "success" ? CheckCircle2 : Info;
  return (
    <div
      role="status"
      className={cn(
        "mt-6 flex items-start gap-3 rounded-xl border px-4 py-3",
        tone === "success" ? "border-green-200 bg-green-50 text-green-900" : "border-slate-200 bg-slate-50 text-slate-800",
      )}
    >
      <Icon className={cn("mt-0.5 h-5 w-5 shrink-0", busy && "animate-spin")} aria-hidden />
      <div className="flex-1">
        <p className="font-semibold">{title}</p>
        <p className="text-sm">{text}</p>
      </div>
      <Button size="icon-sm" variant="ghost" className="shrink-0" aria-label={t`Dismiss`} onClick={onDismiss}>
        <X className="h-4 w-4" aria-hidden />
      </Button>
    </div>
  );
}
