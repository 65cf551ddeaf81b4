import { t } from "@lingui/core/macro";
import { useState } from "react";
import { useForm, useWatch, type DefaultValues, type FieldValues, type Path, type Resolver } from "react-hook-form";
import { useNavigate } from "react-router";
import { useUnsavedChangesGuard } from "@/components/forms/unsaved-changes";
import { applyFieldErrors, errorMessage } from "@/lib/form-errors";
import { notify } from "@/lib/toast";
import { useFocusFromHash } from "./use-focus-from-hash";

/** What happens once a save went through: a toast, and for a first profile a next page. */
export interface AfterSave {
  title: string;
  body: string;
  to?: string;
}


/**
 * The flow the editors share (talent profile, church): the form with its unsaved-changes guard,
 * focus on the field named in the address (#bio), and a submit that calls `save` (which sends
 * the form, updates what the app holds and answers the form's new values) and resets the form to
 * them. Server field errors land on their fields; anything else shows `failure` above the form.
 */
export function useEditorForm<Values extends FieldValues>({
  defaults,
  resolver,
  fields,
  save,
  failure,
  afterSave,
}: {
  defaults: Values;
  resolver: Resolver<Values>;
  fields: ReadonlyArray<Path<Values>>;
  save: (values: Values) => Promise<Values>;
  failure: string;
  /** "Profile updated" unless given. */
  afterSave?: AfterSave;
}) {
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({ resolver, defaultValues: defaults as DefaultValues<Values> });
  const guard = useUnsavedChangesGuard(form.formState.isDirty);
  const values = useWatch({ control: form.control }) as Values;
  useFocusFromHash();

  const onSubmit = form.handleSubmit(async (input) => {
    setFormError(null);
    try {
      form.reset(await save(input));
      const done = afterSave ?? { title: t`Profile updated`, body: t`Your public page shows your changes.` };
      notify.success(done.title, done.body);
      if (done.to) {
        guard.allowNavigation();
        await navigate(done.to);
      }
    } catch (error) {
      if (!applyFieldErrors(error, fields, form.setError)) setFormError(errorMessage(error, failure));
    }
  });

  return { form, values, guard, formError, onSubmit };
}
