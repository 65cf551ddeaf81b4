import { Trans, useLingui } from "@lingui/react/macro";
import { CheckCircle2, MailWarning } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { dashboardPath } from "@/lib/auth/actions";
import { useSession } from "@/lib/auth/session";
import { usePageTitle } from "@/lib/page-title";
import { AuthLayout, authLinkClass, StatusIcon } from "../components/auth-layout";
import { ResendVerification } from "../components/resend-verification";

/** /verify-email: why verification matters, and a resend form (prefilled when signed in). */
export function VerifyEmailPage() {
  const { t } = useLingui();
  usePageTitle(t`Verify Your Email`);
  const session = useSession();
  const user = session.user;

  if (user?.email_verified) {
    const email = user.email;
    return (
      <AuthLayout
        icon={<StatusIcon tone="success" icon={CheckCircle2} />}
        title={t`Your email is verified`}
        description={
          <p>
            <Trans>
              <strong className="break-all text-slate-900">{email}</strong> is confirmed. You have full access to
              Steeple.
            </Trans>
          </p>
        }
      >
        <Button asChild size="lg" className="w-full">
          <Link to={dashboardPath(user)}>
            <Trans>Go to your dashboard</Trans>
          </Link>
        </Button>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      icon={<StatusIcon tone="warning" icon={MailWarning} />}
      title={t`Verify your email`}
      description={
        <p>
          <Trans>
            Confirming your email address lets you apply to opportunities, post, send messages and manage
            billing. Until then you can still sign in and set up your profile.
          </Trans>
        </p>
      }
      footer={
        user ? (
          <Link to={dashboardPath(user)} className={authLinkClass}>
            <Trans>Back to your dashboard</Trans>
          </Link>
        ) : (
          <Trans>
            Already verified?{" "}
            <Link to="/login" className={authLinkClass}>
              Log in
            </Link>
          </Trans>
        )
      }
    >
      <div className="space-y-4">
        <p className="text-sm text-slate-700">
          <Trans>
            We'll email you a new verification link. Click it to confirm your address; links expire after 24
            hours.
          </Trans>
        </p>
        {/* Keyed by the address so the field fills in once the session has loaded. */}
        <ResendVerification key={user?.email ?? "signed-out"} defaultEmail={user?.email ?? ""} />
      </div>
    </AuthLayout>
  );
}
