import { api, unwrap } from "@/lib/api/client";
import { clearSession, updateUser, type User } from "./session";

export const DASHBOARD_BY_ROLE = {
  speaker: "/speaking-dashboard",
  musician: "/musician-dashboard",
  church: "/church-dashboard",
} as const;

type Account = Pick<User, "role" | "is_staff">;

/** Staff without a marketplace role: operators, who land on /admin and are offered no plan
 * (DECISIONS "Past the spec"). Staff with a role keep their side's pages and add /admin. */
export function isOperator(user: Account): boolean {
  return user.role === null && user.is_staff;
}

/** Spec 01 §2: speaker and musician have their own dashboards; an operator's home is /admin;
 * anything else is a church's. */
export function dashboardPath(user: Account): string {
  if (isOperator(user)) return "/admin";
  const { role } = user;
  return role === "speaker" || role === "musician" ? DASHBOARD_BY_ROLE[role] : DASHBOARD_BY_ROLE.church;
}

/** Where a freshly signed-in user goes: onboarding first, then back where they were going. */
export function landingPath(user: User, from?: string | null): string {
  const back = from && from.startsWith("/") && !from.startsWith("//") ? from : null;
  // Someone invited to a church team joins it instead of onboarding (/invitation/{token}).
  if (back?.startsWith("/invitation/")) return back;
  if (user.needs_onboarding) return "/onboarding";
  return back ?? dashboardPath(user);
}

/** Spec 01 §4: sign-out revokes the session on the server, then the app goes home. */
export async function signOut(): Promise<void> {
  try {
    await api.POST("/api/auth/signout");
  } finally {
    clearSession({ leaving: true });
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
