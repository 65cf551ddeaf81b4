import { useEffect, type ReactNode } from "react";
import { Navigate, useLocation, useNavigate } from "react-router";
import { dashboardPath } from "@/lib/auth/actions";
import { useSession, type User } from "@/lib/auth/session";
import { PageLoading } from "@/components/ui/page-loading";

const AUTH_PARAMS = ["code", "error", "error_description", "token", "token_hash", "type"];
const FORWARDED_FLAG = "steeple:auth-forwarded";
const FORWARD_RESET_MS = 5000;
// Recovery links carry token_hash too, but belong to the password-reset page.
const HANDLES_ITS_OWN_LINKS = ["/auth/callback", "/password-reset"];

/** Spec 01 §2 "Auth URL handling": auth parameters anywhere else go to /auth/callback, once. */
export function AuthUrlForwarder() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (HANDLES_ITS_OWN_LINKS.includes(location.pathname)) return;
    const params = new URLSearchParams(location.search);
    const hasAuthParams =
      AUTH_PARAMS.some((name) => params.has(name)) || location.hash.includes("access_token");
    if (!hasAuthParams || sessionStorage.getItem(FORWARDED_FLAG)) return;
    sessionStorage.setItem(FORWARDED_FLAG, "1");
    setTimeout(() => sessionStorage.removeItem(FORWARDED_FLAG), FORWARD_RESET_MS);
    void navigate(`/auth/callback${location.search}${location.hash}`, { replace: true });
  }, [location, navigate]);
  return null;
}

// Spec 01 §2: onboarding does not interrupt these (by path prefix). /church/complete-profile
// only redirects to /church-profile-completion.
const ONBOARDING_EXEMPT = ["/onboarding", "/payment", "/church-profile-completion"];

/**
 * Signed-in pages: waits for the session, sends visitors to /login (remembering where they were
 * going), unfinished accounts to /onboarding, and the wrong role to its own dashboard.
 */
export function RequireSession({
  role,
  loadingText = "Checking your session…",
  fallback,
  children,
}: {
  role?: NonNullable<User["role"]>;
  loadingText?: string;
  /** Shown while the session loads instead of the spinner: a page's skeleton keeps its layout. */
  fallback?: ReactNode;
  children: ReactNode;
}) {
  const session = useSession();
  const location = useLocation();
  if (session.status === "loading") return fallback ?? <PageLoading label={loadingText} />;
  if (session.status === "signed-out") {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/login" replace state={{ from }} />;
  }
  const { user } = session;
  const exempt = ONBOARDING_EXEMPT.some((path) => location.pathname.startsWith(path));
  if (user.needs_onboarding && !exempt) return <Navigate to="/onboarding" replace />;
  if (role && user.role !== role) return <Navigate to={dashboardPath(user.role)} replace />;
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
  const session = useSession();
  const { search } = useLocation();
  if (session.status === "loading") return <PageLoading label="Checking your session…" />;
  if (session.status === "signed-out") return <Navigate to="/login" replace />;
  return <Navigate to={{ pathname: dashboardPath(session.user.role), search }} replace />;
}

/** /profile: the profile editor when signed in, otherwise /login. */
export function ProfileRedirect() {
  const session = useSession();
  if (session.status === "loading") return <PageLoading label="Checking your session…" />;
  return <Navigate to={session.status === "signed-in" ? "/profile/edit" : "/login"} replace />;
}
