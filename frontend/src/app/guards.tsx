import { useLingui } from "@lingui/react/macro";
import { useEffect, type ReactNode } from "react";
import { Navigate, useLocation, useNavigate } from "react-router";
import { dashboardPath, isOperator } from "@/lib/auth/actions";
import { useSession, type User } from "@/lib/auth/session";
import { PageLoading } from "@/components/ui/page-loading";

const AUTH_PARAMS = ["code", "error", "error_description", "token", "token_hash", "type"];
// When the last forward happened (ms since the epoch): a timer that clears a flag dies with a
// full page load and would leave the flag set for the rest of the tab's life.
const FORWARDED_AT = "steeple:auth-forwarded";
const FORWARD_ONCE_WITHIN_MS = 5000;
// Recovery links carry token_hash too, but belong to the password-reset page.
const HANDLES_ITS_OWN_LINKS = ["/auth/callback", "/password-reset"];

/** Spec 01 §2 "Auth URL handling": auth parameters anywhere else go to /auth/callback, once
 * within five seconds. */
export function AuthUrlForwarder() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (HANDLES_ITS_OWN_LINKS.includes(location.pathname)) return;
    const params = new URLSearchParams(location.search);
    const hasAuthParams =
      AUTH_PARAMS.some((name) => params.has(name)) || location.hash.includes("access_token");
    const forwardedAt = Number(sessionStorage.getItem(FORWARDED_AT)) || 0;
    if (!hasAuthParams || Date.now() - forwardedAt < FORWARD_ONCE_WITHIN_MS) return;
    sessionStorage.setItem(FORWARDED_AT, String(Date.now()));
    void navigate(`/auth/callback${location.search}${location.hash}`, { replace: true });
  }, [location, navigate]);
  return null;
}

// Spec 01 §2: onboarding does not interrupt these (by path prefix). /church/complete-profile
// only redirects to /church-profile-completion.
const ONBOARDING_EXEMPT = ["/onboarding", "/payment", "/church-profile-completion"];

/**
 * Signed-in pages: waits for the session, sends visitors to /login (remembering where they were
 * going), unfinished accounts to /onboarding, and the wrong role to its own dashboard. Operators
 * (staff without a marketplace role) see only the pages marked `forOperators`, and go to /admin
 * from the marketplace's pages (profiles, plans, analytics, hiring, messages).
 */
export function RequireSession({
  role,
  forOperators = false,
  loadingText,
  fallback,
  children,
}: {
  /** Who may see the page: one role, or several. */
  role?: NonNullable<User["role"]> | ReadonlyArray<NonNullable<User["role"]>>;
  forOperators?: boolean;
  /** Said while the session loads; "Checking your session…" unless given. */
  loadingText?: string;
  /** Shown while the session loads instead of the spinner: a page's skeleton keeps its layout. */
  fallback?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const session = useSession();
  const location = useLocation();
  if (session.status === "loading") return fallback ?? <PageLoading label={loadingText ?? t`Checking your session…`} />;
  if (session.status === "signed-out") {
    // Signing out here: the sign-out takes the user home, so no detour through /login (which,
    // arriving after it on a slow load, once left them there).
    if (session.leaving) return null;
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/login" replace state={{ from }} />;
  }
  const { user } = session;
  const exempt = ONBOARDING_EXEMPT.some((path) => location.pathname.startsWith(path));
  if (user.needs_onboarding && !exempt) return <Navigate to="/onboarding" replace />;
  const roles: ReadonlyArray<User["role"]> | null = role === undefined ? null : [role].flat();
  if ((roles && !roles.includes(user.role)) || (isOperator(user) && !forOperators)) {
    return <Navigate to={dashboardPath(user)} replace />;
  }
  return children;
}

/** An alias path: sends the visitor on to `to`, keeping the query and hash (a checkout's session_id). */
export function AliasRedirect({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: to, search, hash }} replace />;
}

/** /dashboard: the signed-in user's own dashboard, otherwise /login. The query goes along: a
 * checkout returns to /dashboard?payment=success, which the dashboard announces. */
export function DashboardRedirect() {
  const { t } = useLingui();
  const session = useSession();
  const { search } = useLocation();
  if (session.status === "loading") return <PageLoading label={t`Checking your session…`} />;
  if (session.status === "signed-out") return <Navigate to="/login" replace />;
  return <Navigate to={{ pathname: dashboardPath(session.user), search }} replace />;
}

/** /profile: the profile editor when signed in, otherwise /login. */
export function ProfileRedirect() {
  const { t } = useLingui();
  const session = useSession();
  if (session.status === "loading") return <PageLoading label={t`Checking your session…`} />;
  return <Navigate to={session.status === "signed-in" ? "/profile/edit" : "/login"} replace />;
}
