import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Navigate, useNavigate } from "react-router";
import { CityStateFields } from "@/components/profile/editor-parts";
import { FormField } from "@/components/ui/form-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { Input } from "@/components/ui/input";
import { dashboardPath } from "@/lib/auth/actions";
import { updateUser, useSession, type User } from "@/lib/auth/session";
import { usePageTitle } from "@/lib/page-title";
import { splitTags } from "@/lib/tags";
import { notify } from "@/lib/toast";
import { completeOnboarding } from "../api/auth-api";
import { AuthLayout } from "../components/auth-layout";
import { FormAlert } from "../components/form-alert";
import { RoleChoice } from "../components/role-choice";
import { applyFieldErrors, errorMessage } from "@/lib/form-errors";
import { onboardingSchema, type OnboardingFormInput, type OnboardingFormValues } from "../schemas";
import { choosePlace } from "@/lib/places";

const FIELDS = [
  "role",
  "full_name",
  "city",
  "state",
  "church_name",
  "topics",
  "instruments",
  "genres",
] as const;

/** /onboarding (inside RequireSession): spec 01 §4 "Onboarding completion" and DESIGN.md. */
export function OnboardingPage() {
  const { t } = useLingui();
  usePageTitle(t`Welcome to Steeple`);
  const session = useSession();
  // RequireSession renders this page only for a signed-in user.
  if (session.status !== "signed-in") return null;
  if (!session.user.needs_onboarding) return <Navigate to={dashboardPath(session.user)} replace />;
  return <OnboardingForm user={session.user} />;
}

function OnboardingForm({ user }: { user: User }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  // The account's role is fixed once set; the question appears only when there is none.
  const [needsRole] = useState(() => user.role === null);
  const [formError, setFormError] = useState<string | null>(null);
  const [schema] = useState(() => onboardingSchema({ needsRole }));
  const form = useForm<OnboardingFormInput, unknown, OnboardingFormValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      role: user.role ?? undefined,
      full_name: user.full_name,
      city: user.city ?? "",
      state: user.state ?? "",
      church_name: user.church_name ?? "",
      topics: "",
      instruments: "",
      genres: "",
    },
  });
  const { errors, isSubmitting } = form.formState;
  const role = useWatch({ control: form.control, name: "role" });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const updated = await completeOnboarding({
        ...(needsRole && values.role ? { role: values.role } : {}),
        full_name: values.full_name,
        city: values.city,
        state: values.state,
        church_name: values.role === "church" ? values.church_name : null,
        topics: values.role === "speaker" ? splitTags(values.topics) : [],
        instruments: values.role === "musician" ? splitTags(values.instruments) : [],
        genres: values.role === "musician" ? splitTags(values.genres) : [],
      });
      // The session first: the dashboard's guard would otherwise send the user back here.
      updateUser(updated);
      notify.success(t`Your profile is set up`, t`Welcome to Steeple!`);
      await navigate(dashboardPath(updated), { replace: true });
    } catch (error) {
      if (!applyFieldErrors(error, FIELDS, form.setError)) {
        setFormError(errorMessage(error, t`We couldn't save your details. Please try again.`));
      }
    }
  });

  const firstName = user.full_name.trim().split(/\s+/)[0];

  return (
    <AuthLayout
      showLogo={false}
      width="lg"
      title={firstName ? t`Welcome, ${firstName}!` : t`Welcome to Steeple!`}
      description={t`A few details and your account is ready. You can change them later in your profile.`}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {formError && <FormAlert>{formError}</FormAlert>}
        {needsRole && (
          <RoleChoice legend={t`I'm joining as a…`} error={errors.role?.message} inputProps={form.register("role")} />
        )}
        <FormField label={t`Full name`} error={errors.full_name?.message}>
          <Input autoComplete="name" {...form.register("full_name")} />
        </FormField>
        {role === "church" && (
          <FormField label={t`Church name`} error={errors.church_name?.message}>
            <Input autoComplete="organization" {...form.register("church_name")} />
          </FormField>
        )}
        {role === "speaker" && (
          <FormField
            label={t`Topics`}
            error={errors.topics?.message}
            hint={t`Separate with commas, e.g. Youth, Leadership, Marriage.`}
          >
            <Input {...form.register("topics")} />
          </FormField>
        )}
        {role === "musician" && (
          <>
            <FormField
              label={t`Instruments`}
              error={errors.instruments?.message}
              hint={t`Separate with commas, e.g. Piano, Vocals, Guitar.`}
            >
              <Input {...form.register("instruments")} />
            </FormField>
            <FormField
              label={t`Genres`}
              error={errors.genres?.message}
              hint={t`Optional, e.g. Gospel, Contemporary worship.`}
            >
              <Input {...form.register("genres")} />
            </FormField>
          </>
        )}
        <CityStateFields
          city={form.register("city")}
          state={form.register("state")}
          cityError={errors.city?.message}
          stateError={errors.state?.message}
          onChoose={choosePlace(form)}
        />
        <SubmitButton size="lg" className="w-full" busy={isSubmitting} busyLabel={t`Saving…`}>
          <Trans>Finish setting up</Trans>
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}
