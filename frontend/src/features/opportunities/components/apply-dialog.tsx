import { requirementText } from "@/components/credentials/kinds";
import { WarningNote } from "@/components/ui/warning-note";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { CheckCircle2 } from "lucide-react";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { FormError } from "@/components/profile/editor-parts";
import { Button } from "@/components/ui/button";
import { Modal, type DialogOpenProps } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input, Select, Textarea } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import type { components } from "@/lib/api/schema";
import { applyFieldErrors, errorMessage } from "@/lib/form-errors";
import { TALENT_STATUS_LABELS } from "@/lib/statuses";
import { applyTo, type Opportunity, type PositionRole } from "../api/opportunities-api";
import { APPLY_FIELDS, applyFormSchema, toApplicationIn, type ApplyFormValues } from "../apply-form";
import { CalendarNote } from "./calendar-note";
import { CheckboxField } from "./checkbox-field";
import { queryKeys } from "@/lib/query-keys";

type Application = components["schemas"]["ApplicationOut"];

/** Apply: one position of the caller's role, a cover message, an optional fee, availability. */
export function ApplyDialog({
  opportunity,
  role,
  open,
  onOpenChange,
}: DialogOpenProps & {
  opportunity: Opportunity;
  role: PositionRole;
}) {
  const { t } = useLingui();
  const [sent, setSent] = useState<Application | null>(null);
  const title = opportunity.title;
  const church = opportunity.church.church_name;
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) setSent(null);
      }}
      title={sent ? t`Application sent` : t`Apply: ${title}`}
      description={sent ? undefined : t`${church} will see your profile with your message.`}
    >
      {sent ? <Sent application={sent} /> : <ApplyForm opportunity={opportunity} role={role} onSent={setSent} />}
    </Modal>
  );
}

function Sent({ application }: { application: Application }) {
  const position = application.position_title;
  const status = TALENT_STATUS_LABELS[application.status];
  return (
    <div className="space-y-4 p-5" role="status">
      <p className="flex items-start gap-2 text-slate-800">
        <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-green-600" aria-hidden />
        <Trans>You applied as {position}. The church has been told.</Trans>
      </p>
      <p className="text-sm text-slate-600">
        <Trans>
          Status: <span className="font-medium text-slate-900">{status}</span>
        </Trans>
      </p>
      <Button asChild>
        <Link to={`/application/${application.id}`}>
          <Trans>View your application</Trans>
        </Link>
      </Button>
    </div>
  );
}

function ApplyForm({
  opportunity,
  role,
  onSent,
}: {
  opportunity: Opportunity;
  role: PositionRole;
  onSent: (application: Application) => void;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const positions = opportunity.positions.filter((position) => position.role === role);
  const only = positions.length === 1 ? positions[0] : undefined;
  const [formError, setFormError] = useState<string | null>(null);
  const schema = useMemo(() => applyFormSchema(), []);
  const form = useForm<ApplyFormValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      position_id: only?.id ?? "",
      cover_message: "",
      proposed_fee: "",
      available: false,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const left = opportunity.viewer.applications_left;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const application = await applyTo(opportunity.id, toApplicationIn(values));
      void queryClient.invalidateQueries({ queryKey: queryKeys.opportunities.all });
      onSent(application);
    } catch (error) {
      if (!applyFieldErrors(error, APPLY_FIELDS, form.setError)) {
        setFormError(errorMessage(error, t`We couldn't send your application. Please try again.`));
      }
    }
  });

  const missing = opportunity.viewer.missing_credentials;
  const asker = opportunity.church.church_name;
  const lacking = missing.map(requirementText).join("; ");
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5 p-5">
      {formError && <FormError>{formError}</FormError>}
      {missing.length > 0 && (
        <WarningNote>
          <Trans>
            {asker} asks for credentials you do not have verified yet: {lacking}. You can
            still apply;{" "}
            <Link to="/profile/edit#credentials" className="font-medium underline">
              add them to your profile
            </Link>{" "}
            for Steeple to verify.
          </Trans>
        </WarningNote>
      )}
      <FormField id="position_id" label={t`Position`} error={errors.position_id?.message}>
        <Select {...form.register("position_id")}>
          {!only && (
            <option value="">
              <Trans>Choose a position</Trans>
            </option>
          )}
          {positions.map((position) => (
            <option key={position.id} value={position.id}>
              {position.title}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField
        id="cover_message"
        label={t`Cover message`}
        error={errors.cover_message?.message}
        hint={t`Why you are a good fit, and anything the church should know.`}
      >
        <Textarea rows={6} {...form.register("cover_message")} />
      </FormField>
      <FormField
        id="proposed_fee"
        label={t`Proposed fee (optional)`}
        error={errors.proposed_fee?.message}
        hint={t`Whole US dollars. Leave empty to accept what the church offers.`}
      >
        <Input inputMode="numeric" autoComplete="off" {...form.register("proposed_fee")} />
      </FormField>
      <CalendarNote opportunity={opportunity} />
      <CheckboxField
        id="available"
        label={t`I confirm I am available on the event's date`}
        error={errors.available?.message}
        {...form.register("available")}
      />
      {left !== null && (
        <p className="text-sm text-slate-600">
          <Plural value={left} one="You have # application left this month." other="You have # applications left this month." />
        </p>
      )}
      <div className="flex justify-end">
        <SubmitButton busy={isSubmitting} busyLabel={t`Sending…`}>
          <Trans>Send application</Trans>
        </SubmitButton>
      </div>
    </form>
  );
}
