import { Trans, useLingui } from "@lingui/react/macro";
import { Check, X } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { cn } from "@/lib/cn";
import { errorMessage } from "@/lib/form-errors";
import { notify } from "@/lib/toast";
import { useApplicationMove, type Application } from "../api/applications-api";
import { positionLabel } from "../position-label";

type Outcome = { ok: boolean; text: string };

/** Spec 02 §4 "Offer handling", the applicant's side: Accept Offer or Decline Offer (which asks
 * first), then the spec's confirmation, on the page (a live region) and as a toast. */
export function OfferResponse({ application }: { application: Application }) {
  const { t } = useLingui();
  const accept = useApplicationMove("accept");
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the move's name, not words
  const decline = useApplicationMove("declineOffer");
  const [confirmingDecline, setConfirmingDecline] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const role = positionLabel(application.offer?.position_title);
  const busy = accept.isPending || decline.isPending;

  const respond = async (accepting: boolean) => {
    setConfirmingDecline(false);
    setOutcome(null);
    let next: Outcome;
    try {
      await (accepting ? accept : decline).mutateAsync({ id: application.id });
      next = {
        ok: true,
        text: accepting
          ? t`Position accepted! You have confirmed your role as ${role}. The church has been notified.`
          : t`Position declined. The church has been notified that you declined the role as ${role}.`,
      };
      notify.success(next.text);
    } catch (error) {
      const reason = errorMessage(error, t`Please try again.`);
      next = { ok: false, text: accepting ? t`Failed to accept offer: ${reason}` : t`Failed to decline offer: ${reason}` };
      notify.error(next.text);
    }
    setOutcome(next);
    // The buttons leave once answered: focus moves to what happened rather than to the page.
    requestAnimationFrame(() => outcomeRef.current?.focus());
  };

  return (
    <div className="space-y-4">
      <div ref={outcomeRef} tabIndex={-1} className="focus:outline-none">
        <p role="status" className={cn(outcome?.ok && "rounded-md border border-green-200 bg-green-50 px-3 py-2.5 text-sm text-green-800")}>
          {outcome?.ok ? outcome.text : ""}
        </p>
        <p role="alert" className={cn(outcome && !outcome.ok && "rounded-md border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-800")}>
          {outcome && !outcome.ok ? outcome.text : ""}
        </p>
      </div>
      {application.can_respond && (
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button onClick={() => void respond(true)} disabled={busy} aria-busy={accept.isPending}>
            <Check className="h-4 w-4" aria-hidden />
            {accept.isPending ? <Trans>Accepting…</Trans> : <Trans>Accept Offer</Trans>}
          </Button>
          <Button variant="secondary" onClick={() => setConfirmingDecline(true)} disabled={busy} aria-busy={decline.isPending}>
            <X className="h-4 w-4" aria-hidden />
            {decline.isPending ? <Trans>Declining…</Trans> : <Trans>Decline Offer</Trans>}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirmingDecline}
        title={t`Decline this offer?`}
        description={t`The church will be told that you declined the role as ${role}. You cannot accept it afterwards.`}
        confirmLabel={t`Decline Offer`}
        cancelLabel={t`Keep the offer`}
        destructive
        onConfirm={() => void respond(false)}
        onCancel={() => setConfirmingDecline(false)}
      />
    </div>
  );
}
