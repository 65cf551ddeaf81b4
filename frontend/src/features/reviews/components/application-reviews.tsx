import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Hourglass } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { LoadProblem } from "@/components/errors/load-problem";
import { dayOf } from "@/lib/format";
import type { ApplicationReviewsSlot } from "@/lib/slots";
import { ReplyBox, ReviewBody } from "./review-list";
import { ReviewForm } from "./review-form";
import { applicationReviewsQuery } from "../api/reviews-api";

/**
 * The reviews of one confirmed hire, on its application page, for either side: the form while
 * mine is open to write, then "waiting" until the other side's is in (neither reads the other's
 * first), then both. `otherName` is who I review.
 */
export function ApplicationReviews({ applicationId, otherName }: ComponentProps<ApplicationReviewsSlot>) {
  const { t } = useLingui();
  const query = useQuery(applicationReviewsQuery(applicationId));
  if (query.isPending) {
    return (
      <p role="status" className="text-sm text-slate-500">
        <Trans>Loading reviews…</Trans>
      </p>
    );
  }
  if (query.isError) {
    return (
      <LoadProblem title={t`We couldn't load the reviews.`} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  }
  const { can_review, can_reply, opens_at, closes_at, mine, theirs } = query.data;
  // Without a confirmed hire there is no window (the page shows this panel only for one).
  if (!opens_at || !closes_at) return null;
  // As of the answer: the window opens later, or has closed (this page is not left open for days).
  const opensLater = new Date(opens_at).getTime() > query.dataUpdatedAt;
  const opensOn = dayOf(opens_at);
  const closesOn = dayOf(closes_at);
  const theirReply = theirs?.reply;

  if (!mine && can_review) {
    return (
      <div className="space-y-5">
        <Note>
          <Trans>
            How was it? You can review {otherName} until {closesOn}. Neither of you sees the other's review until you
            have both written.
          </Trans>
        </Note>
        <ReviewForm applicationId={applicationId} otherName={otherName} />
      </div>
    );
  }
  return (
    <div className="space-y-5">
      {!mine && (
        <Note>
          {opensLater
            ? t`You can review ${otherName} after the event, from ${opensOn} until ${closesOn}.`
            : t`The time to review ${otherName} ended on ${closesOn}.`}
        </Note>
      )}
      {mine && <ReviewBody review={mine} heading={t`Your review`} />}
      {theirs ? (
        <div>
          <ReviewBody review={theirs} heading={t`Review from ${otherName}`} />
          {theirReply && (
            <p className="mt-2 text-sm text-slate-600">
              <Trans>Your reply: {theirReply}</Trans>
            </p>
          )}
          {can_reply && !theirs.reply && <ReplyBox review={theirs} />}
        </div>
      ) : (
        mine && (
          <div role="status" className="flex items-start gap-3 rounded-lg bg-slate-50 p-4 text-sm text-slate-700">
            <Hourglass className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden />
            <p>
              <Trans>
                <span className="font-medium text-slate-900">Waiting for the other side's review.</span> Both reviews
                show once {otherName} has written theirs, or on {closesOn}.
              </Trans>
            </p>
          </div>
        )
      )}
    </div>
  );
}

function Note({ children }: { children: ReactNode }) {
  return <p className="text-sm text-slate-600">{children}</p>;
}
