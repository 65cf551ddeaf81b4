import type { components } from "@/lib/api/schema";
import { createBatchQueue } from "./batch-queue";

type ClientErrorIn = components["schemas"]["ClientErrorIn"];

let queue: ReturnType<typeof createBatchQueue<ClientErrorIn>> | null = null;
const reported = new WeakSet<object>();

/** Errors shown on an error screen are reported once each, batched like the vitals. */
export function reportClientError(error: unknown, errorId: string, kind: ClientErrorIn["kind"]) {
  if (typeof error === "object" && error !== null) {
    if (reported.has(error)) return;
    reported.add(error);
  }
  queue ??= createBatchQueue<ClientErrorIn>({
    url: "/api/telemetry/errors",
    wrap: (errors) => ({ errors }),
  });
  const asError = error instanceof Error ? error : new Error(String(error));
  queue.add({
    error_id: errorId,
    kind,
    message: asError.message.slice(0, 1000) || asError.name,
    stack: asError.stack?.slice(0, 10_000) ?? null,
    path: window.location.pathname,
  });
}
