import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useInfiniteQuery } from "@tanstack/react-query";
import { MessageSquareReply } from "lucide-react";
import { useId, useState, type ComponentProps } from "react";
import { Link } from "react-router";
import { LoadProblem } from "@/components/errors/load-problem";
import { LoadMore } from "@/components/lists/load-more";
import { FormError } from "@/components/profile/editor-parts";
import { ProfileSection } from "@/components/profile/profile-parts";
import { ReportButton } from "@/components/reports/report-dialog";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { ApiError } from "@/lib/api/client";
import { useSession } from "@/lib/auth/session";
import { dayOf } from "@/lib/format";
import { errorMessage } from "@/lib/form-errors";
import { REVIEW_TEXT_MAX } from "../review-rules";
import { reviewsQuery, useReplyToReview, type Review } from "../api/reviews-api";
import { RatingSummary, ReviewStars } from "@/components/ui/star-rating";
import type { ReviewsSlot } from "@/lib/slots";

const ROLE_LABEL: Record<Review["author"]["role"], MessageDescriptor> = {
  speaker: msg`Speaker`,
  musician: msg`Musician`,
  church: msg`Church`,
};
const AUTHOR_PAGE = { speaker: "/speakers/", musician: "/musicians/", church: "/churches/" } as const;

/**
 * A public profile's reviews: the average and count, then each review with its reply. The
 * reviewed party (`canReply`) may answer each review once; anyone signed in may report one,
 * except its author (the reviewed party may well report an unfair one).
 */
export function ReviewsSection({ subject, reviewedName, canReply, accent }: ComponentProps<ReviewsSlot>) {
  const { t } = useLingui();
  const session = useSession();
  const query = useInfiniteQuery(reviewsQuery(subject, session.status === "signed-in" ? session.user.id : null));
  const first = query.data?.pages[0];
  const reviews = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <ProfileSection title={t`Reviews`} accent={accent}>
      {query.isPending ? (
        <p role="status" className="text-sm text-slate-500">
          <Trans>Loading reviews…</Trans>
        </p>
      ) : query.isError ? (
        <LoadProblem title={t`We couldn't load the reviews.`} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <>
          <RatingSummary average={first?.average} count={first?.count} emptyText={t`${reviewedName} has no reviews yet.`} />
          {reviews.length > 0 && (
            <ul className="mt-4 divide-y divide-slate-100" aria-label={t`Reviews of ${reviewedName}`}>
              {reviews.map((review) => (
                <ReviewItem key={review.id} review={review} reviewedName={reviewedName} canReply={canReply} />
              ))}
            </ul>
          )}
          <LoadMore query={query} what={t`reviews`} className="mt-4" />
        </>
      )}
    </ProfileSection>
  );
}

function ReviewItem({ review, reviewedName, canReply }: { review: Review; reviewedName: string; canReply: boolean }) {
  const { t } = useLingui();
  const authorName = review.author.name;
  return (
    <li className="py-4 first:pt-0 last:pb-0">
      <ReviewBody review={review} />
      {review.reply ? (
        <div className="mt-3 ml-4 border-l-2 border-slate-200 pl-3">
          <p className="text-sm font-medium text-slate-900">
            <Trans>Reply from {reviewedName}</Trans>
            {review.replied_at && <span className="font-normal text-slate-500"> · {dayOf(review.replied_at)}</span>}
          </p>
          <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-700">{review.reply}</p>
        </div>
      ) : (
        canReply && <ReplyBox review={review} />
      )}
      {!review.mine && (
        <div className="mt-2">
          <ReportButton
            itemType="review"
            itemId={review.id}
            label={t`Report review by ${authorName}`}
            title={t`Report this review`}
            className="-ml-3"
          />
        </div>
      )}
    </li>
  );
}

/** A review as written: who, when, the stars and the words (also on the application page). */
export function ReviewBody({ review, heading }: { review: Review; heading?: string }) {
  const { t } = useLingui();
  return (
    <div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <p className="font-medium text-slate-900">
          {heading ?? (
            <>
              <Link to={AUTHOR_PAGE[review.author.role] + review.author.id} className="hover:underline">
                {review.author.name}
              </Link>
              <span className="font-normal text-slate-500"> · {t(ROLE_LABEL[review.author.role])}</span>
            </>
          )}
        </p>
        <ReviewStars rating={review.rating} className="text-amber-500" />
        <time dateTime={review.created_at} className="text-sm text-slate-500">
          {dayOf(review.created_at)}
        </time>
      </div>
      <p className="mt-2 text-sm break-words whitespace-pre-line text-slate-700">{review.text}</p>
    </div>
  );
}

/** The reviewed party's one reply: a button, then a short form in place. */
export function ReplyBox({ review }: { review: Review }) {
  const { t } = useLingui();
  const reply = useReplyToReview();
  const authorName = review.author.name;
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();

  if (!open) {
    return (
      <Button size="sm" variant="secondary" className="mt-3" aria-label={t`Reply to ${authorName}`} onClick={() => setOpen(true)}>
        <MessageSquareReply className="h-4 w-4" aria-hidden />
        <Trans>Reply</Trans>
      </Button>
    );
  }
  const submit = async () => {
    const answer = text.trim();
    if (!answer) return setProblem(t`Write your reply first.`);
    setProblem(null);
    try {
      await reply.mutateAsync({ reviewId: review.id, text: answer });
    } catch (error) {
      setProblem((error instanceof ApiError && error.fields.text) || errorMessage(error, t`Your reply wasn't saved. Please try again.`));
    }
  };
  return (
    <form
      noValidate
      className="mt-3 space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="space-y-1.5">
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          <Trans>Your reply to {authorName}</Trans>
        </label>
        <Textarea
          id={id}
          rows={3}
          value={text}
          maxLength={REVIEW_TEXT_MAX}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setText(event.target.value)}
        />
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          <Trans>Public, and you can reply only once.</Trans>
        </p>
      </div>
      {problem && <FormError>{problem}</FormError>}
      <div className="flex justify-end gap-2">
        <Button size="sm" variant="secondary" onClick={() => setOpen(false)}>
          <Trans>Cancel</Trans>
        </Button>
        <SubmitButton size="sm" busy={reply.isPending} busyLabel={t`Posting…`}>
          <Trans>Post reply</Trans>
        </SubmitButton>
      </div>
    </form>
  );
}
