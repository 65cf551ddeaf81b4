import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, Navigate, useLocation, useNavigate } from "react-router";
import { PasswordInput } from "@/components/forms/password-input";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { landingPath } from "@/lib/auth/actions";
import { signIn, type TwoFactorChallenge } from "@/lib/auth/sign-in";
import { useSession, type User } from "@/lib/auth/session";
import { usePageTitle } from "@/lib/page-title";
import { notify } from "@/lib/toast";
import { AuthLayout, authLinkClass } from "../components/auth-layout";
import { FormAlert } from "../components/form-alert";
import { TwoFactorStep } from "../components/two-factor-step";
import { fromState, messageState } from "../form-errors";
import { loginSchema, type LoginFormInput, type LoginFormValues } from "../schemas";
import { incorrectCredentials, signInErrorMessage } from "../sign-in-error";
import { SubmitButton } from "@/components/ui/submit-button";

/**
 * /login. Signed-in users go where they were going (or onboarding, or their dashboard). With
 * two-factor on, the right password leads to the code step before there is a session.
 */
export function LoginPage() {
  const { t } = useLingui();
  usePageTitle(t`Log In`, t`Log in to Steeple.`);
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const from = fromState(location.state);
  // A message handed over in navigation state: a sign-in that expired during a password reset.
  const [formError, setFormError] = useState<string | null>(() => messageState(location.state));
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);
  const schema = useMemo(() => loginSchema(), []);
  const form = useForm<LoginFormInput, unknown, LoginFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { email: "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;

  // Also covers the moment a sign-in below succeeds: both go to the same place.
  if (session.status === "signed-in") {
    return <Navigate to={landingPath(session.user, from)} replace />;
  }

  const signedIn = (user: User) => void navigate(landingPath(user, from), { replace: true });

  const backToPassword = (message: string | null) => {
    setChallenge(null);
    setFormError(message);
    form.resetField("password");
  };

  if (challenge) {
    return (
      <TwoFactorStep
        challengeToken={challenge.challenge_token}
        onSignedIn={signedIn}
        onExpired={backToPassword}
        onBack={() => backToPassword(null)}
      />
    );
  }

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const outcome = await signIn(values.email, values.password);
      if (outcome.status === "two-factor") setChallenge(outcome.challenge);
      else signedIn(outcome.user);
    } catch (error) {
      const message = signInErrorMessage(error);
      setFormError(message);
      if (message === incorrectCredentials()) notify.authError();
      form.setFocus("password");
    }
  });

  return (
    <AuthLayout
      title={t`Welcome back`}
      description={t`Log in to your Steeple account.`}
      footer={
        <Trans>
          New to Steeple?{" "}
          <Link to="/signup" className={authLinkClass}>
            Sign up
          </Link>
        </Trans>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {formError && <FormAlert>{formError}</FormAlert>}
        <FormField label={t`Email`} error={errors.email?.message}>
          <Input type="email" autoComplete="email" autoFocus {...form.register("email")} />
        </FormField>
        <div className="space-y-1.5">
          <FormField label={t`Password`} error={errors.password?.message}>
            <PasswordInput autoComplete="current-password" {...form.register("password")} />
          </FormField>
          <div className="text-right text-sm">
            <Link to="/password-reset" className={authLinkClass}>
              <Trans>Forgot password?</Trans>
            </Link>
          </div>
        </div>
        <SubmitButton size="lg" className="w-full" busy={isSubmitting} busyLabel={t`Signing in…`}>
          <Trans>Log in</Trans>
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}
