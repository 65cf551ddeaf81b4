import { Trans, useLingui } from "@lingui/react/macro";
import { MessageSquare } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/form-errors";
import { notify } from "@/lib/toast";
import { useApplicationMove, type Application } from "../api/applications-api";
import { applicantName, messageLink } from "../applicant";
import { DeclineDialog } from "./decline-dialog";
import { OfferDialog } from "./offer-dialog";

/**
 * What the church does with an applicant, by status: Shortlist (submitted), Make offer and
 * Decline (still waiting); Message at any time (in the inbox, about this application). Only admins
 * and leaders decide (`can_review`); the church's other members message. Each button names the
 * applicant for screen readers, since a page lists many.
 */
export function ReviewActions({ application }: { application: Application }) {
  const { t } = useLingui();
  const shortlist = useApplicationMove("shortlist");
  const [dialog, setDialog] = useState<"offer" | "decline" | null>(null);
  const name = applicantName(application.applicant);
  const { status, can_review: canReview } = application;
  const waiting = canReview && (status === "submitted" || status === "shortlisted");

  const runShortlist = async () => {
    try {
      await shortlist.mutateAsync({ id: application.id });
      notify.success(t({ message: "Shortlisted", context: "toast" }), t`${name} has been told they are on your shortlist.`);
    } catch (error) {
      notify.error(t`Failed to shortlist ${name}`, errorMessage(error, t`Please try again.`));
    }
  };

  // The space sits outside: screen readers' name computation trims inside elements.
  const forName = (
    <>
      {" "}
      <span className="sr-only">{name}</span>
    </>
  );
  return (
    <div className="flex flex-wrap gap-2">
      {canReview && status === "submitted" && (
        <Button size="sm" variant="secondary" onClick={() => void runShortlist()} disabled={shortlist.isPending} aria-busy={shortlist.isPending}>
          {shortlist.isPending ? <Trans>Shortlisting…</Trans> : <Trans>Shortlist</Trans>}
          {forName}
        </Button>
      )}
      {waiting && (
        <>
          <Button size="sm" onClick={() => setDialog("offer")}>
            <Trans>
              Make offer <span className="sr-only">to {name}</span>
            </Trans>
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setDialog("decline")}>
            <Trans>Decline</Trans>
            {forName}
          </Button>
        </>
      )}
      <Button size="sm" variant="ghost" asChild>
        <Link to={messageLink(application)}>
          <MessageSquare className="h-4 w-4" aria-hidden />
          <Trans context="action">Message</Trans>
          {forName}
        </Link>
      </Button>
      {canReview && (
        <>
          <OfferDialog application={application} open={dialog === "offer"} onOpenChange={(open) => setDialog(open ? "offer" : null)} />
          <DeclineDialog application={application} open={dialog === "decline"} onOpenChange={(open) => setDialog(open ? "decline" : null)} />
        </>
      )}
    </div>
  );
}
