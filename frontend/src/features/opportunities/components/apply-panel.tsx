import { Plural, Trans } from "@lingui/react/macro";
import { FileText, LogIn } from "lucide-react";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "@/components/ui/button";
import { useSession } from "@/lib/auth/session";
import { calendarDay } from "@/lib/format";
import { talentStatusLabel } from "@/lib/statuses";
import type { Opportunity } from "../api/opportunities-api";
import { ApplyDialog } from "./apply-dialog";

/**
 * Applying, as the server allows it (`viewer`): the caller's application when there is one, the
 * Apply button, or why they cannot apply (a closed opportunity says so above, not here).
 */
export function ApplyPanel({ opportunity }: { opportunity: Opportunity }) {
  const { viewer, closed_notice: closedNotice } = opportunity;
  const session = useSession();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const role = session.status === "signed-in" ? session.user.role : null;
  const talentRole = role === "speaker" || role === "musician" ? role : null;

  let body;
  if (viewer.my_application) {
    const mine = viewer.my_application;
    const position = mine.position_title;
    const status = talentStatusLabel(mine.status);
    body = (
      <>
        <p className="font-medium text-slate-900">
          <Trans>You applied as {position}</Trans>
        </p>
        <p className="mt-1 text-sm text-slate-600">
          <Trans>
            Status: <span className="font-medium text-slate-900">{status}</span>
          </Trans>
        </p>
        <Button asChild variant="secondary" className="mt-4 w-full">
          <Link to={`/application/${mine.id}`}>
            <FileText className="h-4 w-4" aria-hidden />
            <Trans>View your application</Trans>
          </Link>
        </Button>
      </>
    );
  } else if (viewer.can_apply && talentRole) {
    const left = viewer.applications_left;
    const closes = calendarDay(opportunity.application_deadline);
    body = (
      <>
        <Button className="w-full" size="lg" onClick={() => setOpen(true)}>
          <Trans>Apply</Trans>
        </Button>
        <p className="mt-2 text-center text-sm text-slate-600">
          <Trans>Applications close {closes}</Trans>
          {left !== null && (
            <>
              {" · "}
              <Plural value={left} one="# application left this month" other="# applications left this month" />
            </>
          )}
        </p>
      </>
    );
  } else if (viewer.apply_blocker && !closedNotice && !viewer.can_manage) {
    body = (
      <>
        <p className="text-sm text-slate-700">{viewer.apply_blocker}</p>
        {session.status === "signed-out" && (
          <div className="mt-4 flex flex-wrap gap-2">
            <Button asChild>
              <Link to="/login" state={{ from: `${location.pathname}${location.search}` }}>
                <LogIn className="h-4 w-4" aria-hidden />
                <Trans>Sign in</Trans>
              </Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to="/signup">
                <Trans>Create an account</Trans>
              </Link>
            </Button>
          </div>
        )}
      </>
    );
  } else {
    return null;
  }

  return (
    <section aria-labelledby="apply-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="apply-heading" className="sr-only">
        <Trans>Apply</Trans>
      </h2>
      {body}
      {talentRole && <ApplyDialog opportunity={opportunity} role={talentRole} open={open} onOpenChange={setOpen} />}
    </section>
  );
}
