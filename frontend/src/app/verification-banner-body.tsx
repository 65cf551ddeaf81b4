import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { MailWarning, X } from "lucide-react";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { fetchMe } from "@/lib/auth/actions";
import { updateUser, type User } from "@/lib/auth/session";
import { useResendVerification } from "@/lib/auth/use-resend-verification";
import { queryKeys } from "@/lib/query-keys";

/** Spec 02 §2.3: Resend and Dismiss; loaded only for the few who see it (see VerificationBanner). */
export default function Banner({ user, onDismiss }: { user: User; onDismiss: () => void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const resend = useResendVerification();
  // Verifying happens in another tab (the email link); notice it and move on as the spec says.
  const { data: latest } = useQuery({
    queryKey: queryKeys.me,
    queryFn: fetchMe,
    refetchInterval: 30_000,
    refetchOnWindowFocus: "always",
  });
  useEffect(() => {
    if (latest?.email_verified) {
      updateUser(latest);
      void navigate("/auth/callback");
    }
  }, [latest, navigate]);

  const { email } = user;
  const { secondsLeft } = resend;
  return (
    <div role="region" aria-label={t`Email verification`} className="border-b border-amber-200 bg-amber-50">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-3 px-4 py-2 text-sm text-amber-900 sm:px-6">
        <MailWarning className="h-4 w-4 shrink-0" aria-hidden />
        <p className="flex-1">
          <Trans>Please verify your email address ({email}) to apply, post, message and pay.</Trans>
        </p>
        <span aria-live="polite" className={resend.error ? "text-red-700" : "text-amber-800"}>
          {resend.error ?? (resend.phase === "sent" ? t`Verification email sent!` : "")}
        </span>
        <Button
          size="sm"
          variant="secondary"
          disabled={resend.busy}
          onClick={() => void resend.resend(user.email)}
        >
          {resend.phase === "sending" ? t`Sending…` : secondsLeft > 0 ? t`Resend in ${secondsLeft}s` : t`Resend`}
        </Button>
        <Button size="icon-sm" variant="ghost" aria-label={t`Dismiss`} onClick={onDismiss}>
          <X className="h-4 w-4" aria-hidden />
        </Button>
      </div>
    </div>
  );
}
