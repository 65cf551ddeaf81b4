import { Trans, useLingui } from "@lingui/react/macro";
import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import { useMemo, useState } from "react";
import { FormError } from "@/components/profile/editor-parts";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { ApiError } from "@/lib/api/client";
import { applyFieldErrors, errorMessage } from "@/lib/form-errors";
import { REVIEW_TEXT_MAX, reviewFormSchema, type ReviewFormInput } from "../review-rules";
import { useLeaveReview, type Review } from "../api/reviews-api";
import { StarInput } from "./star-input";

/** Leave my side's review of a confirmed hire: 1 to 5 stars and a few words. */
export function ReviewForm({
  applicationId,
  otherName,
  onSaved,
}: {
  applicationId: string;
  /** Who is reviewed, for the field's hint. */
  otherName: string;
  onSaved?: (review: Review) => void;
}) {
  const { t } = useLingui();
  const leave = useLeaveReview(applicationId);
  const [formError, setFormError] = useState<string | null>(null);
  const schema = useMemo(() => reviewFormSchema(), []);
  const form = useForm<ReviewFormInput>({
    resolver: zodResolver(schema),
    defaultValues: { rating: null, text: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const review = await leave.mutateAsync({ rating: values.rating ?? 0, text: values.text.trim() });
      onSaved?.(review);
    } catch (error) {
      if (error instanceof ApiError && error.fields.rating) {
        form.setError("rating", { type: "server", message: error.fields.rating });
      } else if (!applyFieldErrors(error, ["text"], form.setError)) {
        setFormError(errorMessage(error, t`We couldn't save your review. Please try again.`));
      }
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label={t`Leave a review`}>
      {formError && <FormError>{formError}</FormError>}
      <Controller
        control={form.control}
        name="rating"
        render={({ field }) => (
          <StarInput value={field.value ?? null} onChange={field.onChange} error={errors.rating?.message} />
        )}
      />
      <FormField
        id={`review-text-${applicationId}`}
        label={t`Your review`}
        error={errors.text?.message}
        hint={t`What was it like to work with ${otherName}? Your review is public once you have both written (or after 30 days).`}
      >
        <Textarea rows={5} maxLength={REVIEW_TEXT_MAX} {...form.register("text")} />
      </FormField>
      <div className="flex justify-end">
        <SubmitButton busy={isSubmitting} busyLabel={t`Submitting…`}>
          <Trans>Submit review</Trans>
        </SubmitButton>
      </div>
    </form>
  );
}
