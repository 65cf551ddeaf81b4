import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import {
  createMemoryRouter,
  RouterProvider,
  type InitialEntry,
  type RouteObject,
  type RouterProviderProps,
} from "react-router";
import { vi } from "vitest";
import type { SessionPayload, User } from "@/lib/auth/session";
import { drawAtOnce } from "@/lib/draw-at-once";
import type { TalentProfile } from "@/lib/my-profile";
import { WithI18n } from "./with-i18n";

/** Test helpers for rendering pages against a stand-in API (imported by tests only). */

export function json(status: number, body: unknown) {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

export function apiError(status: number, code: string, message: string, fields: Record<string, string> = {}) {
  return json(status, { error: { code, message, fields, request_id: "req-test" } });
}

export const TEST_USER: User = {
  id: "7d1f7c8e-2b7a-4c47-9a3e-0d6c2c3f4a11",
  email: "ruth@example.org",
  role: "speaker",
  full_name: "Ruth Baker",
  church_name: null,
  church: null,
  plan: "free",
  plan_name: "Free",
  premium: false,
  is_staff: false,
  profile_photo: null,
  needs_onboarding: true,
  email_verified: true,
  city: null,
  state: null,
  created_at: "2026-01-01T00:00:00Z",
};

export function sessionBody(user: Partial<User> = {}): SessionPayload {
  return { access_token: "access", token_type: "bearer", expires_in: 900, user: { ...TEST_USER, ...user } };
}

type Handler = (request: Request) => Response | Promise<Response>;

/**
 * Stands in for the HTTP API: `handlers` by path ("/api/auth/signin"); anything else is a 404,
 * and /api/auth/refresh a 204 (no session cookie) unless handled. Requests are recorded.
 */
export function stubApi(handlers: Record<string, Handler>) {
  const requests: Request[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: Request | string, init?: RequestInit) => {
      const request = typeof input === "string" ? new Request(new URL(input, window.location.origin), init) : input;
      requests.push(request.clone());
      const path = new URL(request.url).pathname;
      const handler = handlers[path];
      if (handler) return handler(request);
      if (path === "/api/auth/refresh") return json(204, null);
      return apiError(404, "not_found", "Not found");
    }),
  );
  const sent = (path: string) => requests.filter((request) => new URL(request.url).pathname === path);
  return { requests, sent };
}

/** Renders routes in a memory router (so tests can follow navigation) with a query client. */
export function renderRoutes(routes: RouteObject[], initialEntry: InitialEntry) {
  return renderRouter(createMemoryRouter(routes, { initialEntries: [initialEntry] }));
}

/**
 * Renders a router with a fresh query client that does not retry (a test's failure shows at once);
 * a query that asks for its own retries gets them without the second's wait between tries.
 */
export function renderRouter<R extends RouterProviderProps["router"]>(router: R) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, retryDelay: 0 } } });
  const result = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} flushSync={drawAtOnce} />
    </QueryClientProvider>,
    { wrapper: WithI18n },
  );
  return { ...result, router };
}

/**
 * Goes Back the moment the router reaches `search`, before React has drawn it: what a quick user
 * (or a loaded machine) does. Resolves once Back has landed.
 */
export function backAsSoonAs(router: RouterProviderProps["router"], search: string) {
  return new Promise<void>((landed) => {
    const stop = router.subscribe((state) => {
      if (state.location.search !== search) return;
      stop();
      void router.navigate(-1).then(landed);
    });
  });
}

/** A talent profile with nothing filled in. */
export const EMPTY_TALENT: TalentProfile = {
  display_name: null,
  headline: null,
  bio: null,
  travel_radius_miles: null,
  topics: [],
  instruments: [],
  genres: [],
  skills: [],
  denomination: null,
  worship_style: null,
  fee_min: null,
  fee_max: null,
  love_offering: false,
  video_url: null,
  audio_url: null,
  website_url: null,
  availability: null,
};

/**
 * Stands in for the browser leaving for the payment provider's page (window.location.assign),
 * which jsdom cannot do; answers the spy. Undo with vi.unstubAllGlobals().
 */
export function watchProviderPages() {
  const assign = vi.fn();
  vi.stubGlobal("location", { ...window.location, origin: window.location.origin, assign });
  return assign;
}

/** A signed-in member of a church ("Grace Chapel"), `role` there: for sessionBody(). */
export function churchMember(role: "admin" | "leader" | "member" | "volunteer") {
  return {
    role: "church" as const,
    needs_onboarding: false,
    church_name: "Grace Chapel",
    church: { church_id: "c0ffee00-0000-4000-8000-000000000001", church_name: "Grace Chapel", role },
  };
}
