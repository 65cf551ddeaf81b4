import { i18n } from "@lingui/core";
import { t } from "@lingui/core/macro";
import createClient from "openapi-fetch";
import { getAccessToken, refreshSession } from "@/lib/auth/session";
import type { components, paths } from "./schema";

/**
 * Sends the access token and the language on screen (the API's messages follow it), and on a 401
 * refreshes the session once and repeats the request.
 * fetch is looked up per request rather than captured once, so tests can stand in for the network.
 */
async function authorisedFetch(request: Request): Promise<Response> {
  const token = getAccessToken();
  request.headers.set("Accept-Language", i18n.locale || "en");
  const retry = request.clone();
  if (token) request.headers.set("Authorization", `Bearer ${token}`);
  const response = await globalThis.fetch(request);
  // A 401 from signing in or refreshing is the answer itself, not an expired access token.
  const path = new URL(request.url).pathname;
  const answersItself = path === "/api/auth/signin" || path === "/api/auth/refresh";
  if (response.status !== 401 || !token || answersItself || !(await refreshSession())) {
    return response;
  }
  retry.headers.set("Authorization", `Bearer ${getAccessToken()}`);
  return globalThis.fetch(retry);
}

// Same origin, spelled out because Request() needs an absolute URL outside browsers (tests).
export const api = createClient<paths>({ baseUrl: window.location.origin, fetch: authorisedFetch });

type ErrorBody = components["schemas"]["ErrorBody"];

/** An error the API answered with: its code, a message for people and per-field messages. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;
  readonly requestId: string | null;

  constructor(status: number, body: ErrorBody) {
    super(body.message);
    this.name = "ApiError";
    this.status = status;
    this.code = body.code;
    this.fields = body.fields;
    this.requestId = body.request_id ?? null;
  }
}

function isErrorResponse(value: unknown): value is { error: ErrorBody } {
  return typeof value === "object" && value !== null && "error" in value;
}

/** When the server answered without an error of ours (a proxy's page, say). */
function requestFailed(status: number): string {
  return t`Request failed (${status})`;
}

/** Returns the data of an openapi-fetch result, or throws ApiError with the server's message. */
export function unwrap<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.error !== undefined || result.data === undefined) {
    const body = isErrorResponse(result.error)
      ? result.error.error
      : { code: "http_error", message: requestFailed(result.response.status), fields: {} };
    throw new ApiError(result.response.status, body);
  }
  return result.data;
}

/** For the answers without a body (204): nothing to return, but a refusal still throws ApiError. */
export function noContent(result: { data?: unknown; error?: unknown; response: Response }): void {
  if (!result.response.ok) unwrap(result);
}

/** For TanStack Query's `retry`: a 4xx stays a 4xx, so only server and network failures get one
 * more try. */
export function retryUnlessClientError(failures: number, error: Error): boolean {
  return failures < 1 && !(error instanceof ApiError && error.status < 500);
}

/** The API says there is no such thing (404; an id that cannot be one too). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether an id from the address can name a row (every id is a UUID): a page shows "not found"
 * for one that cannot, without asking the API for it. */
export function isRowId(value: string): boolean {
  return UUID.test(value);
}
