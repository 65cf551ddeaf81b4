import { Trans, useLingui } from "@lingui/react/macro";
import { Loader2, MessageSquare, Pencil, RefreshCw, TriangleAlert, UserX } from "lucide-react";
import type { CSSProperties } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "@/components/ui/button";
import type { SessionState } from "@/lib/auth/session";
import { useNoIndex } from "@/lib/page-title";

export function ProfileLoading({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <div role="status" className="flex min-h-[60vh] flex-col items-center justify-center gap-3">
      <Loader2 className="h-8 w-8 animate-spin text-brand-700" aria-hidden />
      <span className="text-sm text-slate-600">{label ?? t`Loading profile…`}</span>
    </div>
  );
}

/** A friendly dead end with ways on: the directories. */
export function ProfileNotFound() {
  useNoIndex();
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-6 py-24 text-center">
      <UserX className="mb-4 h-12 w-12 text-brand-600" aria-hidden />
      <h1 className="text-3xl font-bold text-slate-900">
        <Trans>Profile not found</Trans>
      </h1>
      <p className="mt-3 text-slate-600">
        <Trans>
          This profile doesn't exist, isn't finished yet, or has been removed. Browse the directories to
          find speakers and musicians.
        </Trans>
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/speakers">
            <Trans>Browse speakers</Trans>
          </Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/musicians">
            <Trans>Browse musicians</Trans>
          </Link>
        </Button>
      </div>
    </div>
  );
}

export function ProfileLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div role="alert" className="mx-auto flex max-w-lg flex-col items-center px-6 py-24 text-center">
      <TriangleAlert className="mb-4 h-12 w-12 text-amber-500" aria-hidden />
      <h1 className="text-2xl font-bold text-slate-900">
        <Trans>We couldn't load this profile</Trans>
      </h1>
      <p className="mt-3 text-slate-600">
        <Trans>Check your connection and try again.</Trans>
      </p>
      <Button className="mt-8" onClick={onRetry} disabled={retrying}>
        <RefreshCw className={retrying ? "h-4 w-4 animate-spin" : "h-4 w-4"} aria-hidden />
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}

/**
 * What a visitor can do on a profile: those who may edit it get an Edit button; other signed-in
 * users message it (when there is someone to message); visitors are invited to sign in first.
 */
export function ProfileActions({
  session,
  canEdit,
  recipientId,
  buttonStyle,
}: {
  session: SessionState;
  /** The signed-in user edits this profile (their own, or their church's as its admin). */
  canEdit: boolean;
  /** Who a message goes to; null offers no Message button (a church's own members, say). */
  recipientId: string | null;
  /** A church's colours for the main button. */
  buttonStyle?: CSSProperties;
}) {
  const location = useLocation();
  if (session.status === "loading") return null;
  if (session.status === "signed-in" && canEdit) {
    return (
      <Button asChild variant="secondary">
        <Link to="/profile/edit">
          <Pencil className="h-4 w-4" aria-hidden />
          <Trans>Edit profile</Trans>
        </Link>
      </Button>
    );
  }
  if (recipientId === null) return null;
  if (session.status === "signed-in") {
    return (
      <Button asChild style={buttonStyle}>
        <Link to={`/messages?compose=1&recipient_id=${encodeURIComponent(recipientId)}`}>
          <MessageSquare className="h-4 w-4" aria-hidden />
          <Trans context="action">Message</Trans>
        </Link>
      </Button>
    );
  }
  return (
    <Button asChild variant="secondary">
      <Link to="/login" state={{ from: `${location.pathname}${location.search}` }}>
        <MessageSquare className="h-4 w-4" aria-hidden />
        <Trans>Sign in to message</Trans>
      </Link>
    </Button>
  );
}

