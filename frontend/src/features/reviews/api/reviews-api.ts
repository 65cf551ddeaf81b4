import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, retryUnlessClientError, unwrap } from "@/lib/api/client";
import { cursorQuery } from "@/lib/api/cursor-query";
import type { components } from "@/lib/api/schema";
import { queryKeys } from "@/lib/query-keys";
import type { ReviewSubject } from "@/lib/slots";

export type Review = components["schemas"]["ReviewOut"];
export type ApplicationReviews = components["schemas"]["ApplicationReviews"];


/** GET /api/reviews: released, visible reviews of one party, newest first, with their average,
 * as `readerId` (signed in, or null) reads them. */
export function reviewsQuery(subject: ReviewSubject, readerId: string | null) {
  return cursorQuery({
    queryKey: queryKeys.reviews.list(subject, readerId),
    fetchPage: async (cursor, signal) =>
      unwrap(await api.GET("/api/reviews", { params: { query: { ...subject, cursor } }, signal })),
  });
}

/** GET /api/applications/{id}/reviews: may I review this hire, and the two reviews as far as released. */
export function applicationReviewsQuery(applicationId: string) {
  return queryOptions({
    queryKey: queryKeys.reviews.application(applicationId),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.GET("/api/applications/{application_id}/reviews", {
          params: { path: { application_id: applicationId } },
          signal,
        }),
      ),
    retry: retryUnlessClientError,
  });
}

export interface ReviewDraft {
  rating: number;
  text: string;
}

/** POST /api/applications/{id}/review: my side's one review of this hire. */
export function useLeaveReview(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (draft: ReviewDraft) =>
      unwrap(
        await api.POST("/api/applications/{application_id}/review", {
          params: { path: { application_id: applicationId } },
          body: draft,
        }),
      ),
    // Mine may have released both, which changes the public lists too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.reviews.all }),
  });
}

/** POST /api/reviews/{id}/reply: the reviewed party's one public answer. */
export function useReplyToReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ reviewId, text }: { reviewId: string; text: string }) =>
      unwrap(await api.POST("/api/reviews/{review_id}/reply", { params: { path: { review_id: reviewId } }, body: { text } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.reviews.all }),
  });
}
