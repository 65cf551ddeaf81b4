import { Trans, useLingui } from "@lingui/react/macro";
import { CheckCircle2, Loader2, MailWarning, Send } from "lucide-react";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/profile/editor-parts";
import type { User } from "@/lib/auth/session";
import { useResendVerification } from "@/lib/auth/use-resend-verification";

/** Spec 02 §2.5/§4: resend the verification email (idle, sending, sent, 60 s countdown) until verified. */
export function EmailVerification({ user }: { user: User }) {
  const { t } = useLingui();
  // Spec 02 §8: the settings page's wording ends with a full stop.
  const resend = useResendVerification(t`Failed to send verification email.`);
  const email = user.email;
  const seconds = resend.secondsLeft;

  return (
    <div className="space-y-3">
      <h3 className="text-sm font-semibold text-slate-900">
        <Trans>Email verification</Trans>
      </h3>
      {user.email_verified ? (
        <p className="flex items-center gap-2 text-sm text-green-700">
          <CheckCircle2 className="h-4 w-4 shrink-0" aria-hidden />
          <Trans>Your email address is verified.</Trans>
        </p>
      ) : (
        <>
          <p className="flex items-start gap-2 text-sm text-amber-800">
            <MailWarning className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            <span>
              <Trans>
                Your email address <strong className="break-all">{email}</strong> is not verified yet. Verify it to
                apply, post, message and pay.
              </Trans>
            </span>
          </p>
          <Button
            variant="secondary"
            size="sm"
            disabled={resend.busy}
            aria-busy={resend.phase === "sending"}
            onClick={() => void resend.resend(user.email)}
          >
            {resend.phase === "sending" ? (
              <>
                <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
                <Trans>Sending…</Trans>
              </>
            ) : resend.secondsLeft > 0 ? (
              t`Resend in ${seconds}s`
            ) : (
              <>
                <Send className="h-4 w-4" aria-hidden />
                <Trans>Resend verification email</Trans>
              </>
            )}
          </Button>
          <div aria-live="polite">
            {resend.phase === "sent" && (
              <p className="text-sm text-green-700">
                <Trans>Verification email sent! Check your inbox (and your spam folder).</Trans>
              </p>
            )}
          </div>
          {resend.error && <FormError>{resend.error}</FormError>}
        </>
      )}
    </div>
  );
}
