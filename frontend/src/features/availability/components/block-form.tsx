import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { FormError } from "@/components/profile/editor-parts";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { ApiError } from "@/lib/api/client";
import { errorMessage } from "@/lib/form-errors";
import { notify } from "@/lib/toast";
import { useAddBlock } from "../api/availability-api";

/** Days off: one day, or a range (both ends included), with a reason only the talent sees. */
export function BlockForm({ defaultDay }: { defaultDay: string }) {
  const { t } = useLingui();
  const add = useAddBlock();
  const [startsOn, setStartsOn] = useState(defaultDay);
  const [endsOn, setEndsOn] = useState("");
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      await add.mutateAsync({ starts_on: startsOn, ends_on: endsOn || startsOn, reason: reason.trim() || null });
      setEndsOn("");
      setReason("");
      notify.success(t`Days blocked`);
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {};
      setErrors(Object.keys(fields).length ? fields : { form: errorMessage(error, t`We couldn't block those days. Please try again.`) });
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4" aria-label={t`Block days`}>
      {errors.form && <FormError>{errors.form}</FormError>}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t`First day`} error={errors.starts_on}>
          <Input type="date" required value={startsOn} onChange={(event) => setStartsOn(event.target.value)} />
        </FormField>
        <FormField label={t`Last day`} hint={t`Leave empty for one day`} error={errors.ends_on}>
          <Input type="date" min={startsOn} value={endsOn} onChange={(event) => setEndsOn(event.target.value)} />
        </FormField>
      </div>
      <FormField label={t`Reason (optional)`} hint={t`Only you see this`} error={errors.reason}>
        <Input maxLength={200} value={reason} onChange={(event) => setReason(event.target.value)} />
      </FormField>
      <SubmitButton busy={add.isPending} busyLabel={t`Saving…`}>
        <Trans>Block days</Trans>
      </SubmitButton>
    </form>
  );
}
