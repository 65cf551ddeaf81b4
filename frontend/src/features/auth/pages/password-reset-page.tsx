import { Trans, useLingui } from "@lingui/react/macro";
import { Clock, KeyRound, Link2Off, Loader2, WifiOff } from "lucide-react";
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api/client";
import { landingPath } from "@/lib/auth/actions";
import { adoptSignIn, type TwoFactorChallenge } from "@/lib/auth/sign-in";
import type { SessionPayload, User } from "@/lib/auth/session";
import { usePageTitle } from "@/lib/page-title";
import { notify } from "@/lib/toast";
import { verifyLink } from "../api/auth-api";
import { AuthLayout, authLinkClass, StatusIcon } from "../components/auth-layout";
import { NewPasswordForm } from "../components/new-password-form";
import { RequestResetForm } from "../components/request-reset-form";
import { TwoFactorStep } from "../components/two-factor-step";
import { recoveryTokenFromUrl } from "../recovery-link";

type Mode =
  | { name: "request" }
  | { name: "checking" }
  | { name: "unreachable"; message: string }
  | { name: "expired" }
  | { name: "invalid" }
  | { name: "ready"; email: string }
  | { name: "two-factor"; challenge: TwoFactorChallenge };

const BACK_TO_LOGIN = (
  <Trans>
    Remembered it?{" "}
    <Link to="/login" className={authLinkClass}>
      Back to log in
    </Link>
  </Trans>
);

/**
 * /password-reset. Without a token: ask for a reset link. With `token_hash` and `type=recovery`:
 * check the link first (it is only used when the new password is saved), then ask for the new
 * password. The token moves from the URL into component state once checked.
 */
export function PasswordResetPage() {
  const { t } = useLingui();
  usePageTitle(t`Reset Password`);
  const location = useLocation();
  const navigate = useNavigate();
  const [tokenHash] = useState(() => recoveryTokenFromUrl(location.search));
  const [mode, setMode] = useState<Mode>(() => ({ name: tokenHash === null ? "request" : "checking" }));
  const started = useRef(false);
  const alive = useRef(true);

  const check = useCallback(async () => {
    if (tokenHash === null) return;
    let next: Mode;
    try {
      const verified = await verifyLink(tokenHash, "recovery");
      next = { name: "ready", email: verified.email };
    } catch (error) {
      if (error instanceof ApiError && (error.status === 410 || error.code === "link_expired")) {
        next = { name: "expired" };
      } else if (error instanceof ApiError && (error.status === 400 || error.code === "invalid_link")) {
        next = { name: "invalid" };
      } else {
        // Offline, a server fault or a rate limit: the link may be fine, so offer to try again.
        const message =
          error instanceof ApiError && error.status === 429 ? error.message : t`Check your connection and try again.`;
        next = { name: "unreachable", message };
      }
    }
    if (!alive.current) return;
    setMode(next);
    // Spec 01 §4: the URL is cleaned once the link is handled; the token stays in state.
    if (next.name !== "unreachable") void navigate(location.pathname, { replace: true });
  }, [tokenHash, navigate, location.pathname, t]);

  useEffect(() => {
    alive.current = true;
    if (!started.current) {
      started.current = true;
      void check();
    }
    return () => {
      alive.current = false;
    };
  }, [check]);

  const signedIn = (user: User) => {
    notify.success(t`Password reset successfully!`);
    void navigate(landingPath(user), { replace: true });
  };

  // With two-factor on, the password is changed but signing in still takes a code.
  const done = (answer: SessionPayload | TwoFactorChallenge) => {
    const outcome = adoptSignIn(answer);
    if (outcome.status === "two-factor") setMode({ name: "two-factor", challenge: outcome.challenge });
    else signedIn(outcome.user);
  };

  if (mode.name === "two-factor") {
    const toLogin = (message: string | null) => void navigate("/login", { replace: true, state: { message } });
    return (
      <TwoFactorStep
        challengeToken={mode.challenge.challenge_token}
        onSignedIn={signedIn}
        onExpired={toLogin}
        onBack={() => toLogin(null)}
      />
    );
  }

  let content: { title: string; description?: ReactNode; icon: ReactNode; body: ReactNode };
  switch (mode.name) {
    case "checking":
      content = {
        title: t`Checking your link`,
        icon: <StatusIcon tone="brand" icon={Loader2} spin />,
        body: (
          <p role="status" className="text-center text-sm text-slate-600">
            <Trans>Please wait while we check your password reset link…</Trans>
          </p>
        ),
      };
      break;
    case "unreachable":
      content = {
        title: t`We couldn't check your link`,
        description: <p role="alert">{mode.message}</p>,
        icon: <StatusIcon tone="error" icon={WifiOff} />,
        body: (
          <Button
            size="lg"
            className="w-full"
            onClick={() => {
              setMode({ name: "checking" });
              void check();
            }}
          >
            <Trans>Try again</Trans>
          </Button>
        ),
      };
      break;
    case "expired":
      content = {
        title: t`Link Expired`,
        description: t`Password reset links expire after 24 hours. Enter your email and we'll send you a new one.`,
        icon: <StatusIcon tone="warning" icon={Clock} />,
        body: <RequestResetForm submitLabel={t`Send a new link`} />,
      };
      break;
    case "invalid":
      content = {
        title: t`This link can't be used`,
        description: t`This password reset link is invalid or has already been used. Enter your email and we'll send you a new one.`,
        icon: <StatusIcon tone="error" icon={Link2Off} />,
        body: <RequestResetForm submitLabel={t`Send a new link`} />,
      };
      break;
    case "ready": {
      const email = mode.email;
      content = {
        title: t`Set a new password`,
        description: (
          <p>
            <Trans>
              Choose a new password for <strong className="break-all text-slate-900">{email}</strong>.
            </Trans>
          </p>
        ),
        icon: <StatusIcon tone="brand" icon={KeyRound} />,
        body: (
          <NewPasswordForm
            tokenHash={tokenHash ?? ""}
            onDone={done}
            onLinkRefused={(reason) => setMode(reason === "expired" ? { name: "expired" } : { name: "invalid" })}
          />
        ),
      };
      break;
    }
    case "request":
      content = {
        title: t`Reset your password`,
        description: t`Enter the email address of your account and we'll send you a link to choose a new password.`,
        icon: <StatusIcon tone="brand" icon={KeyRound} />,
        body: <RequestResetForm />,
      };
      break;
  }

  return (
    <AuthLayout title={content.title} description={content.description} icon={content.icon} footer={BACK_TO_LOGIN}>
      {content.body}
    </AuthLayout>
  );
}
