import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { CalendarClock, Loader2, MailWarning, Users } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import { Link, useLocation, useNavigate, useParams } from "react-router";
import { LoadProblem } from "@/components/errors/load-problem";
import { FormError } from "@/components/profile/editor-parts";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api/client";
import { dashboardPath, reloadUser } from "@/lib/auth/actions";
import { useSession, type User } from "@/lib/auth/session";
import { useResendVerification } from "@/lib/auth/use-resend-verification";
import { useSignOut } from "@/lib/auth/use-sign-out";
import { dayOf } from "@/lib/format";
import { forgetInvitation, rememberInvitation } from "@/lib/invitation-return";
import { usePageTitle } from "@/lib/page-title";
import { notify } from "@/lib/toast";
import { acceptInvitation, invitationQuery, type InvitationPublic } from "../api/team-api";
import { CHURCH_DASHBOARD } from "../editor-copy";
import { failureText } from "../hooks/use-flash";
import { joinAsText, joinedAsText } from "../team";
import { queryKeys } from "@/lib/query-keys";


/**
 * /invitation/{token} (spec 02 §2.1): joining a church's team from the emailed link. Visitors
 * sign up (then come back here from the verification link) or log in; the invited address, once
 * verified, joins with one click and lands on the church's dashboard.
 */
export function InvitationPage() {
  const { t } = useLingui();
  usePageTitle(t`Church invitation`);
  const { token = "" } = useParams();
  const query = useQuery(invitationQuery(token));
  let content: ReactNode;
  if (query.data) content = <Invitation token={token} invitation={query.data} />;
  else if (query.isError) {
    content = (
      <InvitationProblem error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  }
  else content = <Waiting label={t`Loading your invitation…`} />;
  return (
    <div className="flex min-h-[calc(100vh-4rem)] flex-col items-center bg-slate-50 px-4 py-10 sm:py-16">
      <div className="w-full max-w-lg rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">{content}</div>
    </div>
  );
}

function Waiting({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-6 text-sm text-slate-600">
      <Loader2 className="h-5 w-5 animate-spin text-brand-700" aria-hidden />
      {label}
    </p>
  );
}

function Heading({ icon, title, children }: { icon: ReactNode; title: string; children?: ReactNode }) {
  return (
    <div className="text-center">
      <div className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-800">{icon}</div>
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      {children && <div className="mt-2 space-y-2 text-sm text-slate-600">{children}</div>}
    </div>
  );
}

const PROBLEMS: Record<"not_valid" | "invitation_used" | "invitation_expired", [MessageDescriptor, MessageDescriptor]> = {
  not_valid: [
    msg`This invitation link is not valid`,
    msg`Check that you opened the whole link from the email. A link stops working when a newer invitation is sent or the invitation is revoked: ask the church's admin to invite you again.`,
  ],
  invitation_used: [
    msg`This invitation has already been used`,
    msg`Each invitation link works once. If you joined already, log in to see your church's dashboard. Otherwise ask the church's admin to invite you again.`,
  ],
  invitation_expired: [
    msg`This invitation has expired`,
    msg`Invitations expire after 7 days. Ask the church's admin to send you a new one.`,
  ],
};

/** Why the link leads nowhere (404, 410), and what to do instead. */
function InvitationProblem({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  const { t } = useLingui();
  const session = useSession();
  const code = error instanceof ApiError ? error.code : null;
  const notValid = error instanceof ApiError && (error.status === 404 || error.status === 422);
  const ended = notValid || code === "invitation_used" || code === "invitation_expired";
  useEffect(() => {
    if (ended) forgetInvitation();
  }, [ended]);

  if (!ended) {
    return <LoadProblem title={t`We couldn't load this invitation`} error={error} onRetry={onRetry} retrying={retrying} />;
  }
  const signedIn = session.status === "signed-in";
  const onward = signedIn ? (
    <Button asChild>
      <Link to={dashboardPath(session.user)}>
        <Trans>Go to your dashboard</Trans>
      </Link>
    </Button>
  ) : (
    <Button asChild>
      <Link to="/login">
        <Trans>Log in</Trans>
      </Link>
    </Button>
  );
  const [title, text] = PROBLEMS[code === "invitation_used" || code === "invitation_expired" ? code : "not_valid"];
  return (
    <div>
      <Heading icon={<MailWarning className="h-6 w-6" aria-hidden />} title={t(title)}>
        <p>{t(text)}</p>
      </Heading>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {onward}
        <Button asChild variant="ghost">
          <Link to="/">
            <Trans>Go to Steeple home</Trans>
          </Link>
        </Button>
      </div>
    </div>
  );
}

function Invitation({ token, invitation }: { token: string; invitation: InvitationPublic }) {
  const { t } = useLingui();
  const session = useSession();
  const email = invitation.email;
  const expires = dayOf(invitation.expires_at);
  let action: ReactNode;
  if (session.status === "loading") action = <Waiting label={t`Checking your session…`} />;
  else if (session.status === "signed-out") action = <SignedOut invitation={invitation} />;
  else action = <SignedIn user={session.user} token={token} invitation={invitation} />;
  return (
    <div>
      <Heading
        icon={<Users className="h-6 w-6" aria-hidden />}
        title={joinAsText(invitation.church_name, invitation.role)}
      >
        <p>
          <Trans>
            This invitation is for <strong className="font-medium text-slate-900">{email}</strong>.
          </Trans>
        </p>
        <p className="inline-flex items-center gap-1.5">
          <CalendarClock className="h-4 w-4" aria-hidden />
          <Trans>It expires on {expires}.</Trans>
        </p>
      </Heading>
      <div className="mt-6">{action}</div>
    </div>
  );
}

function SignedOut({ invitation }: { invitation: InvitationPublic }) {
  const { pathname } = useLocation();
  const signup = new URLSearchParams({ role: "church", email: invitation.email, church_name: invitation.church_name });
  const email = invitation.email;
  return (
    <div className="space-y-4">
      <p className="text-center text-sm text-slate-700">
        <Trans>Create your Steeple account with {email}, or log in if you have one, then join.</Trans>
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Button asChild size="lg">
          {/* The verification link brings a new account back here (see use-auth-callback). */}
          <Link to={`/signup?${signup.toString()}`} onClick={() => rememberInvitation(pathname)}>
            <Trans>Sign up to join</Trans>
          </Link>
        </Button>
        <Button asChild size="lg" variant="secondary">
          <Link to="/login" state={{ from: pathname }}>
            <Trans>Log in to join</Trans>
          </Link>
        </Button>
      </div>
      <p className="text-center text-xs text-slate-500">
        <Trans>
          After you confirm your email you come back here. If you confirm it on another device, open this invitation link again.
        </Trans>
      </p>
    </div>
  );
}

function SignedIn({ user, token, invitation }: { user: User; token: string; invitation: InvitationPublic }) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const yourEmail = user.email;
  const invitedEmail = invitation.email;
  const { signingOut, signOut } = useSignOut(pathname);
  const signOutButton = (
    <Button variant="secondary" disabled={signingOut} onClick={() => void signOut()}>
      {signingOut ? t`Signing out…` : t`Sign out`}
    </Button>
  );

  if (user.email.toLowerCase() !== invitation.email.toLowerCase()) {
    return (
      <Explain
        title={t`This invitation is for someone else`}
        text={t`You're signed in as ${yourEmail}, but this invitation is for ${invitedEmail}. Sign out, then sign up or log in with ${invitedEmail} to join.`}
      >
        {signOutButton}
      </Explain>
    );
  }
  if (!user.email_verified) return <ConfirmEmailFirst email={user.email} />;
  if (user.church) {
    const yourChurch = user.church.church_name;
    return (
      <Explain
        title={t`You're already part of ${yourChurch}`}
        text={t`An account belongs to one church on Steeple. To join this one, ask an admin of your church to remove you first.`}
      >
        <Button asChild>
          <Link to={dashboardPath(user)}>
            <Trans>Go to your dashboard</Trans>
          </Link>
        </Button>
      </Explain>
    );
  }
  if (user.role === "speaker" || user.role === "musician") {
    return (
      <Explain
        title={t`Speaker and musician accounts cannot join a church team`}
        text={t`Sign out, then sign up with another email for your church work, and ask the church to invite that address.`}
      >
        {signOutButton}
      </Explain>
    );
  }
  return <JoinButton token={token} invitation={invitation} />;
}

function JoinButton({ token, invitation }: { token: string; invitation: InvitationPublic }) {
  const { t } = useLingui();
  const churchName = invitation.church_name;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [joining, setJoining] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function join() {
    setJoining(true);
    setError(null);
    try {
      await acceptInvitation(token);
      forgetInvitation();
      // The session's user now has the church: the navigation and the dashboard's guard read it.
      await reloadUser();
      await queryClient.invalidateQueries({ queryKey: queryKeys.churches.all });
      notify.success(t`Welcome to ${churchName}`, joinedAsText(invitation.role));
      await navigate(CHURCH_DASHBOARD, { replace: true });
    } catch (failure) {
      setError(failureText(failure, t`We couldn't add you to the church. Please try again.`));
      setJoining(false);
    }
  }

  return (
    <div className="space-y-4">
      {error && <FormError>{error}</FormError>}
      <Button size="lg" className="w-full" disabled={joining} aria-busy={joining} onClick={() => void join()}>
        {joining && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
        {joining ? t`Joining…` : t`Join ${churchName}`}
      </Button>
    </div>
  );
}

function ConfirmEmailFirst({ email }: { email: string }) {
  const { t } = useLingui();
  const resend = useResendVerification();
  const { pathname } = useLocation();
  const secondsLeft = resend.secondsLeft;
  // The verification link, opened in this browser, brings them back here.
  useEffect(() => rememberInvitation(pathname), [pathname]);
  return (
    <Explain
      title={t`Confirm your email first`}
      text={t`Open the link we emailed to ${email} when you signed up; it brings you back here to join.`}
    >
      <Button variant="secondary" disabled={resend.busy} onClick={() => void resend.resend(email)}>
        {resend.phase === "sending" ? t`Sending…` : secondsLeft > 0 ? t`Resend in ${secondsLeft}s` : t`Resend verification email`}
      </Button>
      {resend.phase === "sent" && (
        <p role="status" className="basis-full text-sm text-green-700">
          <Trans>Verification email sent.</Trans>
        </p>
      )}
      {resend.error && <p role="alert" className="basis-full text-sm text-red-700">{resend.error}</p>}
    </Explain>
  );
}

function Explain({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <div className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
      <h2 className="font-semibold">{title}</h2>
      <p className="mt-1">{text}</p>
      <div className="mt-3 flex flex-wrap items-center gap-3">{children}</div>
    </div>
  );
}
