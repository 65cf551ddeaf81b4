import { api, unwrap } from "@/lib/api/client";
import type { components } from "@/lib/api/schema";
import { setSession, type SessionPayload, type User } from "./session";

// Apart from lib/auth/actions, which the first bundle holds: only the sign-in pages need these.

export type TwoFactorChallenge = components["schemas"]["TwoFactorChallengeOut"];

/** What a right password leads to: a session, or with two-factor on, a code still to give. */
export type SignInOutcome =
  | { status: "signed-in"; user: User }
  | { status: "two-factor"; challenge: TwoFactorChallenge };

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
