import { api, unwrap } from "@/lib/api/client";
import type { components } from "@/lib/api/schema";
import { clearSession, setSession, updateUser, type SessionPayload, type User } from "./session";

export type TwoFactorChallenge = components["schemas"]["TwoFactorChallengeOut"];

/** What a right password leads to: a session, or with two-factor on, a code still to give. */
export type SignInOutcome =
  | { status: "signed-in"; user: User }
  | { status: "two-factor"; challenge: TwoFactorChallenge };

export const DASHBOARD_BY_ROLE = {
  speaker: "/speaking-dashboard",
  musician: "/musician-dashboard",
  church: "/church-dashboard",
} as const;

/** Spec 01 §2: speaker and musician have their own dashboards; anything else is a church's. */
export function dashboardPath(role: User["role"] | undefined): string {
  return role === "speaker" || role === "musician" ? DASHBOARD_BY_ROLE[role] : DASHBOARD_BY_ROLE.church;
}

/** Where a freshly signed-in user goes: onboarding first, then back where they were going. */
export function landingPath(user: User, from?: string | null): string {
  const back = from && from.startsWith("/") && !from.startsWith("//") ? from : null;
  // Someone invited to a church team joins it instead of onboarding (/invitation/{token}).
  if (back?.startsWith("/invitation/")) return back;
  if (user.needs_onboarding) return "/onboarding";
  return back ?? dashboardPath(user.role);
}

/** Adopts the session sign-in or a password reset answered, unless it asks for a second factor first. */
export function adoptSignIn(answer: SessionPayload | TwoFactorChallenge): SignInOutcome {
  if ("two_factor_required" in answer) return { status: "two-factor", challenge: answer };
  setSession(answer);
  return { status: "signed-in", user: answer.user };
}

export async function signIn(email: string, password: string): Promise<SignInOutcome> {
  return adoptSignIn(unwrap(await api.POST("/api/auth/signin", { body: { email, password } })));
}

/** The second step: a code from the authenticator app, or a recovery code, for the challenge. */
export async function signInWithCode(challengeToken: string, code: string): Promise<User> {
  const session = unwrap(
    await api.POST("/api/auth/signin/two-factor", { body: { challenge_token: challengeToken, code } }),
  );
  setSession(session);
  return session.user;
}

/** Spec 01 §4: sign-out revokes the session on the server, then the app goes home. */
export async function signOut(): Promise<void> {
  try {
    await api.POST("/api/auth/signout");
  } finally {
    clearSession();
  }
}

/** The signed-in account as the server has it now (GET /api/users/me). */
export async function fetchMe(): Promise<User> {
  return unwrap(await api.GET("/api/users/me"));
}

/** Reads the account again into the session, after a change made through another endpoint. */
export async function reloadUser(): Promise<User> {
  const user = await fetchMe();
  updateUser(user);
  return user;
}
