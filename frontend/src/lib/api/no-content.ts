import { unwrap } from "./client";

/** For the answers without a body (204): nothing to return, but a refusal still throws ApiError. */
export function noContent(result: { data?: unknown; error?: unknown; response: Response }): void {
  if (!result.response.ok) unwrap(result);
}
