import { Trans, useLingui } from "@lingui/react/macro";
import { MailCheck } from "lucide-react";
import { Link, useLocation } from "react-router";
import { usePageTitle } from "@/lib/page-title";
import { AuthLayout, authLinkClass, StatusIcon } from "../components/auth-layout";
import { ResendVerification } from "../components/resend-verification";

function emailFromState(state: unknown): string | null {
  if (typeof state !== "object" || state === null || !("email" in state)) return null;
  const email = (state as { email: unknown }).email;
  return typeof email === "string" && email ? email : null;
}

/** /check-email: where sign-up lands. The address comes from navigation state. */
export function CheckEmailPage() {
  const { t } = useLingui();
  usePageTitle(t`Check Your Email`);
  const email = emailFromState(useLocation().state);

  return (
    <AuthLayout
      showLogo={false}
      icon={<StatusIcon tone="brand" icon={MailCheck} />}
      title={t`Check your email`}
      description={
        email ? (
          <p>
            <Trans>
              We sent a verification link to <strong className="break-all text-slate-900">{email}</strong>.
            </Trans>
          </p>
        ) : (
          <p>
            <Trans>We sent a verification link to the email address you signed up with.</Trans>
          </p>
        )
      }
      footer={
        <Trans>
          Already verified?{" "}
          <Link to="/login" className={authLinkClass}>
            Log in
          </Link>
        </Trans>
      }
    >
      <div className="space-y-6">
        <ol className="list-decimal space-y-2 pl-5 text-sm text-slate-700">
          <li>
            <Trans>Open the email from Steeple.</Trans>
          </li>
          <li>
            <Trans>Click the verification link to confirm your address. The link expires after 24 hours.</Trans>
          </li>
          <li>
            <Trans>You'll come back here, signed in, to finish setting up your profile.</Trans>
          </li>
        </ol>
        <div className="space-y-3 border-t border-slate-200 pt-5">
          <p className="text-sm text-slate-600">
            <Trans>Didn't get it? Check your spam folder, or send it again.</Trans>
          </p>
          {email ? <ResendVerification email={email} /> : <ResendVerification />}
        </div>
      </div>
    </AuthLayout>
  );
}
