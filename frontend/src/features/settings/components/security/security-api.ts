import { queryOptions, type QueryClient } from "@tanstack/react-query";
import { api, ApiError, noContent, unwrap } from "@/lib/api/client";
import type { components } from "@/lib/api/schema";
import { queryKeys } from "@/lib/query-keys";

export type TwoFactorStatus = components["schemas"]["TwoFactorStatusOut"];
export type TwoFactorEnrollment = components["schemas"]["TwoFactorEnrollmentOut"];
export type DeviceSession = components["schemas"]["DeviceSessionOut"];

export const twoFactorQuery = queryOptions({
  queryKey: queryKeys.auth.twoFactor,
  queryFn: async () => unwrap(await api.GET("/api/auth/two-factor")),
});

export const sessionsQuery = queryOptions({
  queryKey: queryKeys.auth.sessions,
  queryFn: async () => unwrap(await api.GET("/api/auth/sessions")),
});

/** After 2FA is turned on or off: its status, and the settings that mirror it, are read again. */
export function refreshTwoFactor(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: queryKeys.auth.twoFactor });
  void queryClient.invalidateQueries({ queryKey: queryKeys.settings.all });
}

/** Starts (or restarts) setup: a new unverified factor with its secret and QR code. */
export async function enrollTwoFactor(): Promise<TwoFactorEnrollment> {
  return unwrap(await api.POST("/api/auth/two-factor/enroll"));
}

/** Confirms the factor with a first code; answers the 10 recovery codes, shown once. */
export async function verifyTwoFactor(code: string): Promise<string[]> {
  return unwrap(await api.POST("/api/auth/two-factor/verify", { body: { code } })).recovery_codes;
}

/** Takes a current code or a recovery code. */
export async function disableTwoFactor(code: string): Promise<void> {
  noContent(await api.POST("/api/auth/two-factor/disable", { body: { code } }));
}

/** Takes a current code; the old recovery codes stop working. */
export async function regenerateRecoveryCodes(code: string): Promise<string[]> {
  return unwrap(await api.POST("/api/auth/two-factor/recovery-codes", { body: { code } })).recovery_codes;
}

export async function signOutOtherDevices(): Promise<void> {
  noContent(await api.POST("/api/auth/sessions/sign-out-others"));
}

/**
 * What a failed action says: the server's own words for a refusal (a wrong code, a rate limit,
 * an unverified email), the spec's text for anything else (the network, a server fault).
 */
export function failureText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status < 500 && error.code !== "http_error" && error.message
    ? error.message
    : fallback;
}
