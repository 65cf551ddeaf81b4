import { Trans, useLingui } from "@lingui/react/macro";
import { Check, X } from "lucide-react";
import { Suspense, useContext, useState, type RefObject } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { ConfirmDialog, Modal } from "@/components/ui/dialog";
import { errorMessage } from "@/lib/form-errors";
import { notify } from "@/lib/toast";
import { useOfferAnswer } from "../api/notifications-api";
import { relativeTime } from "@/lib/format";
import { absoluteTime } from "../format";
import {
  actionsFor,
  additionalInformation,
  offerOutcomeText,
  positionLabel,
  roleOf,
  senderName,
  type Notification,
} from "../notification";
import { OfferTermsSlot } from "../offer-terms-slot";
import { SenderAvatar, TypeBadge } from "./notification-row";

/**
 * The detail dialog (spec 02 §2.4): subject, Position, sender and when, the full text, Additional
 * Information, and the buttons for its type (§4). Focus is trapped; Escape closes it.
 */
export function NotificationDialog({
  notification,
  onClose,
  returnFocusTo,
}: {
  notification: Notification | null;
  onClose: () => void;
  /** What opened it (the bell, a row): focus goes back there on close. The dialog has no Radix
   * trigger of its own to return to. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const close = () => {
    onClose();
    const target = returnFocusTo?.current;
    // After Radix has finished closing (it would otherwise leave focus on the page's body).
    if (target) setTimeout(() => target.isConnected && target.focus(), 0);
  };
  return (
    <Modal open={notification !== null} onOpenChange={(open) => !open && close()} title={notification?.subject ?? ""}>
      {notification && <Details notification={notification} onClose={close} />}
    </Modal>
  );
}

function Details({ notification, onClose }: { notification: Notification; onClose: () => void }) {
  const role = roleOf(notification);
  const information = additionalInformation(notification);
  const actions = actionsFor(notification);
  const offerTerms = useContext(OfferTermsSlot);
  const offeredApplication = actions.offer?.applicationId;

  return (
    <div className="space-y-4 px-5 py-4">
      {role && (
        <p className="text-sm text-slate-700">
          <span className="font-medium text-slate-900">
            <Trans>Position:</Trans>
          </span>{" "}
          {positionLabel(role)}
        </p>
      )}
      <div className="flex items-center gap-3">
        <SenderAvatar notification={notification} />
        <div className="min-w-0 text-sm">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-medium text-slate-900">{senderName(notification)}</span>
            <TypeBadge notification={notification} />
          </p>
          <p className="text-slate-600">
            <time dateTime={notification.created_at}>{relativeTime(notification.created_at)}</time>
            <span aria-hidden> · </span>
            <span>{absoluteTime(notification.created_at)}</span>
          </p>
        </div>
      </div>
      <p className="text-sm whitespace-pre-wrap break-words text-slate-800">{notification.message}</p>
      {information.length > 0 && (
        <section aria-labelledby="notification-additional" className="rounded-lg border border-slate-200 bg-slate-50 p-3">
          <h3 id="notification-additional" className="text-sm font-semibold text-slate-900">
            <Trans>Additional Information</Trans>
          </h3>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            {information.map((line) => (
              <div key={line.label} className="contents">
                <dt className="text-slate-600">{line.label}:</dt>
                <dd className="break-words text-slate-900">{line.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {offeredApplication && offerTerms && (
        <section aria-labelledby="notification-offer-terms" className="rounded-lg border border-slate-200 p-3">
          <h3 id="notification-offer-terms" className="mb-2 text-sm font-semibold text-slate-900">
            <Trans>Offer terms</Trans>
          </h3>
          <Suspense
            fallback={
              <p className="text-sm text-slate-600">
                <Trans>Loading the offer's terms…</Trans>
              </p>
            }
          >
            {offerTerms(offeredApplication)}
          </Suspense>
        </section>
      )}
      {(actions.offer || actions.links.length > 0) && (
        <div className="flex flex-col gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:flex-wrap">
          {actions.offer && (
            <OfferButtons applicationId={actions.offer.applicationId} role={positionLabel(role)} onDone={onClose} />
          )}
          {actions.links.map((link, index) => (
            <Button
              key={link.label}
              asChild
              variant={actions.offer || index > 0 ? "secondary" : "primary"}
              onClick={onClose}
            >
              <Link to={link.to}>{link.label}</Link>
            </Button>
          ))}
        </div>
      )}
    </div>
  );
}

/** Accept Offer / Decline Offer, each asking once to confirm (the terms are shown above); the
 * dialog closes after either, and a toast says what happened (spec 02 §4, §5, §8). */
function OfferButtons({
  applicationId,
  role,
  onDone,
}: {
  applicationId: string | null;
  role: string;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const answer = useOfferAnswer();
  const [confirming, setConfirming] = useState<"accept" | "decline" | null>(null);
  const accepting = answer.isPending && answer.variables?.accept === true;
  const declining = answer.isPending && answer.variables?.accept === false;

  const respond = async (accept: boolean) => {
    setConfirming(null);
    if (!applicationId) {
      notify.error(
        accept
          ? t`Unable to accept offer - missing application information.`
          : t`Unable to decline offer - missing application information.`,
      );
      onDone();
      return;
    }
    try {
      await answer.mutateAsync({ applicationId, accept });
      notify.success(offerOutcomeText(accept, role));
    } catch (error) {
      const reason = errorMessage(error, t`Please try again.`);
      notify.error(accept ? t`Failed to accept offer: ${reason}` : t`Failed to decline offer: ${reason}`);
    }
    onDone();
  };
  // Without an application there is nothing to confirm: the spec's "missing" message at once.
  const ask = (accept: boolean) => (applicationId ? setConfirming(accept ? "accept" : "decline") : void respond(accept));

  return (
    <>
      <Button onClick={() => ask(true)} disabled={answer.isPending} aria-busy={accepting}>
        <Check className="h-4 w-4" aria-hidden />
        {accepting ? <Trans>Accepting…</Trans> : <Trans>Accept Offer</Trans>}
      </Button>
      <Button variant="secondary" onClick={() => ask(false)} disabled={answer.isPending} aria-busy={declining}>
        <X className="h-4 w-4" aria-hidden />
        {declining ? <Trans>Declining…</Trans> : <Trans>Decline Offer</Trans>}
      </Button>
      <ConfirmDialog
        open={confirming === "accept"}
        title={t`Accept this offer?`}
        description={t`You confirm the role as ${role} on the terms shown, and the church will be told.`}
        confirmLabel={t`Accept Offer`}
        cancelLabel={t`Not yet`}
        onConfirm={() => void respond(true)}
        onCancel={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={confirming === "decline"}
        title={t`Decline this offer?`}
        description={t`The church will be told that you declined the role as ${role}. You cannot accept it afterwards.`}
        confirmLabel={t`Decline Offer`}
        cancelLabel={t`Keep the offer`}
        destructive
        onConfirm={() => void respond(false)}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}
