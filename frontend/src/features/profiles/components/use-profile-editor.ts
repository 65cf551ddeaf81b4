import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm, useWatch, type DefaultValues, type Path, type Resolver } from "react-hook-form";
import { useNavigate } from "react-router";
import { useUnsavedChangesGuard } from "@/components/forms/unsaved-changes";
import { updateUser, type User } from "@/lib/auth/session";
import { applyFieldErrors, errorMessage } from "@/lib/form-errors";
import { PROFILE_KEYS, type MyProfile } from "@/lib/my-profile";
import { notify } from "@/lib/toast";
import { updateAccount } from "../api/profiles-api";
import { toAccountUpdate, type ChurchFormValues, type TalentFormValues } from "../profile-form";
import { useFocusFromHash } from "../use-focus-from-hash";

/** What happens once a save went through: a toast, and for a first profile a next page. */
export interface AfterSave {
  title: string;
  body: string;
  to?: string;
}

const UPDATED: AfterSave = { title: "Profile updated", body: "Your public page shows your changes." };

/**
 * The flow both profile editors share: the form with its unsaved-changes guard, and a submit that
 * saves the profile, then the account fields it carries (name, city, state), refreshes the signed-in
 * user and the cached profile, and resets the form to what was saved. Server field errors land on
 * their fields; anything else shows `failure` above the form.
 */
export function useProfileEditor<Values extends TalentFormValues | ChurchFormValues, Saved>({
  user,
  saved,
  resolver,
  defaults,
  fields,
  save,
  cached,
  failure,
  afterSave = UPDATED,
}: {
  user: User;
  saved: Saved;
  resolver: Resolver<Values>;
  defaults: (user: User, saved: Saved) => Values;
  fields: ReadonlyArray<Path<Values>>;
  save: (values: Values) => Promise<Saved>;
  cached: (saved: Saved) => MyProfile;
  failure: string;
  afterSave?: AfterSave;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({ resolver, defaultValues: defaults(user, saved) as DefaultValues<Values> });
  const guard = useUnsavedChangesGuard(form.formState.isDirty);
  const values = useWatch({ control: form.control }) as Values;
  useFocusFromHash();

  const onSubmit = form.handleSubmit(async (input) => {
    setFormError(null);
    try {
      const profile = await save(input);
      // After the profile: the account answers with what the server copied onto it (a church name).
      const account = await updateAccount(toAccountUpdate(input));
      updateUser(account);
      queryClient.setQueryData(PROFILE_KEYS.mine(user.id), cached(profile));
      void queryClient.invalidateQueries({ queryKey: PROFILE_KEYS.public });
      form.reset(defaults(account, profile));
      notify.success(afterSave.title, afterSave.body);
      if (afterSave.to) {
        guard.allowNavigation();
        await navigate(afterSave.to);
      }
    } catch (error) {
      if (!applyFieldErrors(error, fields, form.setError)) setFormError(errorMessage(error, failure));
    }
  });

  return { form, values, guard, formError, onSubmit };
}
