import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMemo, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { PasswordInput } from "@/components/forms/password-input";
import { isTooWeak } from "@/components/forms/password-rules";
import { PasswordStrengthMeter } from "@/components/forms/password-strength";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { dashboardPath } from "@/lib/auth/actions";
import { useSession } from "@/lib/auth/session";
import { usePageTitle } from "@/lib/page-title";
import { signUp } from "../api/auth-api";
import { AuthLayout, authLinkClass } from "../components/auth-layout";
import { FormAlert } from "../components/form-alert";
import { RoleChoice } from "../components/role-choice";
import { applyFieldErrors, errorMessage } from "@/lib/form-errors";
import { roleFromParam } from "../roles";
import { signupSchema, type SignupFormInput, type SignupFormValues } from "../schemas";
import { SubmitButton } from "@/components/ui/submit-button";

const FIELDS = ["role", "full_name", "church_name", "email", "password"] as const;

/** /signup: spec 02 §2.1 and DESIGN.md. A verified, signed-in user goes to their dashboard. */
export function SignupPage() {
  const { t } = useLingui();
  usePageTitle(t`Sign Up`, t`Create your Steeple account as a speaker, musician or church.`);
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [formError, setFormError] = useState<string | null>(null);
  const schema = useMemo(() => signupSchema(), []);
  const form = useForm<SignupFormInput, unknown, SignupFormValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      role: roleFromParam(params.get("role")),
      full_name: "",
      // A church invitation fills in the invited address and the church (/signup?email=…).
      church_name: params.get("church_name") ?? "",
      email: params.get("email") ?? "",
      password: "",
    },
  });
  const { errors, isSubmitting } = form.formState;
  const role = useWatch({ control: form.control, name: "role" });
  const password = useWatch({ control: form.control, name: "password" }) ?? "";

  if (session.status === "signed-in" && session.user.email_verified) {
    return <Navigate to={dashboardPath(session.user)} replace />;
  }

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await signUp({
        role: values.role,
        full_name: values.full_name,
        church_name: values.role === "church" ? values.church_name : null,
        email: values.email,
        password: values.password,
      });
      await navigate("/check-email", { state: { email: values.email } });
    } catch (error) {
      if (!applyFieldErrors(error, FIELDS, form.setError)) {
        setFormError(errorMessage(error, t`Sign up failed. Please try again.`));
      }
    }
  });

  return (
    <AuthLayout
      width="lg"
      title={t`Create your account`}
      description={t`Join Steeple to connect churches with speakers and musicians.`}
      footer={
        <Trans>
          Already have an account?{" "}
          <Link to="/login" className={authLinkClass}>
            Log in
          </Link>
        </Trans>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {formError && <FormAlert>{formError}</FormAlert>}
        <RoleChoice legend={t`I'm joining as a…`} error={errors.role?.message} inputProps={form.register("role")} />
        <FormField label={t`Full name`} error={errors.full_name?.message}>
          <Input autoComplete="name" {...form.register("full_name")} />
        </FormField>
        {role === "church" && (
          <FormField label={t`Church name`} error={errors.church_name?.message}>
            <Input autoComplete="organization" {...form.register("church_name")} />
          </FormField>
        )}
        <FormField label={t`Email`} error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...form.register("email")} />
        </FormField>
        <div className="space-y-2">
          <FormField label={t`Password`} error={errors.password?.message}>
            <PasswordInput autoComplete="new-password" {...form.register("password")} />
          </FormField>
          <PasswordStrengthMeter password={password} />
        </div>
        <SubmitButton
          size="lg"
          className="w-full"
          disabled={isTooWeak(password)}
          busy={isSubmitting}
          busyLabel={t`Creating account…`}
        >
          <Trans>Create account</Trans>
        </SubmitButton>
        <p className="text-center text-xs text-slate-500">
          <Trans>
            By creating an account you agree to our{" "}
            <Link to="/terms-of-service" className={authLinkClass}>
              Terms of Service
            </Link>{" "}
            and{" "}
            <Link to="/privacy-policy" className={authLinkClass}>
              Privacy Policy
            </Link>
            .
          </Trans>
        </p>
      </form>
    </AuthLayout>
  );
}
