import { api, unwrap } from "@/lib/api/client";
import type { components } from "@/lib/api/schema";

export type SignUpIn = components["schemas"]["SignUpIn"];
export type OnboardingIn = components["schemas"]["OnboardingIn"];
export type LinkPurpose = components["schemas"]["LinkPurpose"];
export type VerifyOut = components["schemas"]["VerifyOut"];

/** 202: the server never says whether the address already had an account. */
export async function signUp(body: SignUpIn) {
  return unwrap(await api.POST("/api/auth/signup", { body }));
}

/** signup: confirms the email and returns a session; recovery: only checks the link. */
export async function verifyLink(tokenHash: string, type: LinkPurpose): Promise<VerifyOut> {
  return unwrap(await api.POST("/api/auth/verify", { body: { token_hash: tokenHash, type } }));
}

export async function requestPasswordReset(email: string) {
  return unwrap(await api.POST("/api/auth/password-reset", { body: { email } }));
}

/** Sets the new password and signs in: returns a session to adopt. */
export async function confirmPasswordReset(tokenHash: string, password: string) {
  return unwrap(
    await api.POST("/api/auth/password-reset/confirm", { body: { token_hash: tokenHash, password } }),
  );
}

export async function completeOnboarding(body: OnboardingIn) {
  return unwrap(await api.POST("/api/users/me/onboarding", { body }));
}
