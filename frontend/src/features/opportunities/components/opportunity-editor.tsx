import { credentialKindName } from "@/components/credentials/kinds";
import { Trans, useLingui } from "@lingui/react/macro";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { Send } from "lucide-react";
import { useMemo, useState, type BaseSyntheticEvent } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useNavigate } from "react-router";
import { useUnsavedChangesGuard } from "@/components/forms/unsaved-changes";
import { CityStateFields, FormError, FormSection, SaveBar } from "@/components/profile/editor-parts";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input, Select, Textarea } from "@/components/ui/input";
import { applyFieldErrors, errorMessage } from "@/lib/form-errors";
import { notify } from "@/lib/toast";
import {
  createOpportunity,
  manageOpportunity,
  updateOpportunity,
  type Opportunity,
  type PostingQuota,
} from "../api/opportunities-api";
import { EVENT_TYPES } from "../format";
import {
  EMPTY_OPPORTUNITY,
  OPPORTUNITY_FIELDS,
  opportunityFormDefaults,
  opportunityFormSchema,
  toOpportunityIn,
  type OpportunityFormValues,
} from "../opportunity-form";
import { CheckboxField } from "./checkbox-field";
import { PositionsField } from "./positions-field";
import { QuotaNote } from "./quota-note";
import { queryKeys } from "@/lib/query-keys";
import { choosePlace } from "@/lib/places";

type Intent = "save" | "publish";

/**
 * Writes a new opportunity (a draft) or changes one. "Save and publish" saves first, then
 * publishes: a refused publish (no Premium, no postings left) leaves a saved draft and says why.
 */
export function OpportunityEditor({
  opportunity,
  quota,
  timezone,
}: {
  /** The opportunity being changed; a new one when left out. */
  opportunity?: Opportunity;
  quota?: PostingQuota;
  /** The zone the dates are in (the church's, for a new one), when known. */
  timezone?: string;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const schema = useMemo(() => opportunityFormSchema(), []);
  const form = useForm<OpportunityFormValues>({
    resolver: zodResolver(schema),
    defaultValues: opportunity ? opportunityFormDefaults(opportunity) : EMPTY_OPPORTUNITY,
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const guard = useUnsavedChangesGuard(isDirty);
  const [intent, setIntent] = useState<Intent>("save");
  const [formError, setFormError] = useState<string | null>(null);
  const [online, compensation, requirements] = useWatch({ control: form.control, name: ["online", "compensation", "required_credentials"] });
  // A love offering has no set amount; switching clears what was typed (hidden, it would still
  // be checked).
  const clearAmounts = () => {
    form.setValue("honorarium_min", "");
    form.setValue("honorarium_max", "");
  };
  const draft = !opportunity || opportunity.status === "draft";
  const field = form.register;

  const save = (chosen: Intent) =>
    form.handleSubmit(async (values) => {
      setFormError(null);
      let saved: Opportunity;
      try {
        const body = toOpportunityIn(values);
        saved = opportunity ? await updateOpportunity(opportunity.id, body) : await createOpportunity(body);
      } catch (error) {
        if (!applyFieldErrors(error, OPPORTUNITY_FIELDS, form.setError)) {
          setFormError(errorMessage(error, t`We couldn't save the opportunity. Please try again.`));
        } else if (OPPORTUNITY_FIELDS.find((name) => form.getFieldState(name).error) === "positions") {
          // The positions' message sits under the list, which has no input of its own.
          form.setFocus("positions.0.title");
        }
        return;
      }
      if (chosen === "publish") {
        try {
          await manageOpportunity(saved.id, "publish");
          notify.success(t`Opportunity published`, t`Speakers and musicians can now find it and apply.`);
        } catch (error) {
          notify.error(t`Saved as a draft, not published`, errorMessage(error, t`Publishing failed. Please try again.`));
        }
      } else {
        notify.success(opportunity ? t`Changes saved` : t`Draft saved`, draft ? t`Publish it when you are ready.` : undefined);
      }
      void queryClient.invalidateQueries({ queryKey: queryKeys.opportunities.all });
      guard.allowNavigation();
      await navigate(`/opportunities/${saved.id}`);
    });
  const submit = (chosen: Intent) => (event?: BaseSyntheticEvent) => {
    setIntent(chosen);
    return save(chosen)(event);
  };

  return (
    <form noValidate onSubmit={submit("save")} className="space-y-6" aria-label={opportunity ? t`Edit opportunity` : t`Post an opportunity`}>
      {quota && draft && <QuotaNote quota={quota} />}
      {formError && <FormError>{formError}</FormError>}

      <FormSection title={t`The event`}>
        <FormField id="title" label={t`Title`} error={errors.title?.message} hint={t`For example, Guest speaker for our fall revival.`}>
          <Input {...field("title")} />
        </FormField>
        <FormField id="event_type" label={t`Event type`} error={errors.event_type?.message}>
          <Select {...field("event_type")}>
            {EVENT_TYPES.map((type) => (
              <option key={type.value} value={type.value}>
                {t(type.label)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField id="description" label={t`Description`} error={errors.description?.message} hint={t`The event, your church and what you hope for. Up to 5,000 characters.`}>
          <Textarea rows={8} {...field("description")} />
        </FormField>
      </FormSection>

      <FormSection title={t`Positions`} description={t`Who you are looking for: a speaker or a musician each, and how many.`}>
        <PositionsField form={form} />
      </FormSection>

      <FormSection
        title={t`Date and time`}
        description={timezone ? t`Local times in your church's time zone (${timezone}).` : t`Local times in your church's time zone.`}
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id="starts_at" label={t`Starts`} error={errors.starts_at?.message}>
            <Input type="datetime-local" {...field("starts_at")} />
          </FormField>
          <FormField id="ends_at" label={t`Ends`} error={errors.ends_at?.message} hint={t`The same day, or up to a month later.`}>
            <Input type="datetime-local" {...field("ends_at")} />
          </FormField>
        </div>
        <FormField id="application_deadline" label={t`Application deadline`} error={errors.application_deadline?.message} hint={t`Applications close at the end of this day, and at the latest when the event starts.`}>
          <Input type="date" {...field("application_deadline")} />
        </FormField>
      </FormSection>

      <FormSection title={t`Place`}>
        <CheckboxField id="online" label={t`This event is online`} {...field("online")} />
        {!online && (
          <>
            <FormField id="address" label={t`Address`} error={errors.address?.message} hint={t`Optional.`}>
              <Input autoComplete="street-address" {...field("address")} />
            </FormField>
            <CityStateFields
            city={field("city")}
            state={field("state")}
            cityError={errors.city?.message}
            stateError={errors.state?.message}
            onChoose={choosePlace(form)}
          />
          </>
        )}
      </FormSection>

      <FormSection title={t`Church and worship`} description={t`Optional; they help the right people find you.`}>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id="denomination" label={t`Denomination`} error={errors.denomination?.message}>
            <Input {...field("denomination")} />
          </FormField>
          <FormField id="worship_style" label={t`Worship style`} error={errors.worship_style?.message} hint={t`For example, contemporary or traditional.`}>
            <Input {...field("worship_style")} />
          </FormField>
          <FormField id="expected_attendance" label={t`Expected attendance`} error={errors.expected_attendance?.message}>
            <Input inputMode="numeric" {...field("expected_attendance")} />
          </FormField>
        </div>
      </FormSection>

      <FormSection title={t`Compensation`} description={t`Whole US dollars.`}>
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">
            <Trans context="compensation">Offered</Trans>
          </legend>
          <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
            {(
              [
                ["honorarium", t`Honorarium`],
                ["love_offering", t`Love offering`],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  value={value}
                  className="h-4 w-4 border-slate-300 text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                  {...field("compensation", { onChange: clearAmounts })}
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        {compensation === "honorarium" && (
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField id="honorarium_min" label={t`From ($)`} error={errors.honorarium_min?.message} hint={t`The lowest amount, or the amount.`}>
              <Input inputMode="numeric" {...field("honorarium_min")} />
            </FormField>
            <FormField id="honorarium_max" label={t`Up to ($)`} error={errors.honorarium_max?.message} hint={t`Optional; the highest amount.`}>
              <Input inputMode="numeric" {...field("honorarium_max")} />
            </FormField>
          </div>
        )}
        <CheckboxField id="travel_covered" label={t`Travel covered`} {...field("travel_covered")} />
        <CheckboxField id="lodging_provided" label={t`Lodging provided`} {...field("lodging_provided")} />
      </FormSection>

      <FormSection title={t`Credentials you ask for`}>
        <p className="text-sm text-slate-600">
          <Trans>
            Guests without them can still apply; they are told what is missing, and you can search the directory for verified holders.
          </Trans>
        </p>
        {errors.required_credentials?.message && <FormError>{errors.required_credentials.message}</FormError>}
        <ul className="space-y-3" aria-label={t`Credentials you ask for`}>
          {requirements.map((requirement, index) => {
            const kind = credentialKindName(requirement.kind);
            return (
              <li key={requirement.kind} className="flex flex-wrap items-center gap-x-4 gap-y-2">
                <CheckboxField label={kind} {...field(`required_credentials.${index}.asked`)} />
                {requirement.asked && (requirement.kind === "background_check" || requirement.kind === "safeguarding_training") && (
                  <FormField
                    id={`required_credentials.${index}.within_months`}
                    label={t`${kind}: within how many months (optional)`}
                    error={errors.required_credentials?.[index]?.within_months?.message}
                  >
                    <Input inputMode="numeric" className="w-28" {...field(`required_credentials.${index}.within_months`)} />
                  </FormField>
                )}
              </li>
            );
          })}
        </ul>
      </FormSection>

      <SaveBar
        dirty={isDirty}
        busy={isSubmitting}
        submitLabel={draft ? t`Save draft` : t`Save changes`}
        onDiscard={() => form.reset()}
        extra={
          draft ? (
            <Button onClick={() => void submit("publish")()} disabled={isSubmitting} aria-busy={isSubmitting && intent === "publish"}>
              <Send className="h-4 w-4" aria-hidden />
              {isSubmitting && intent === "publish" ? <Trans>Publishing…</Trans> : <Trans>Save and publish</Trans>}
            </Button>
          ) : undefined
        }
      />
      {guard.dialog}
    </form>
  );
}
