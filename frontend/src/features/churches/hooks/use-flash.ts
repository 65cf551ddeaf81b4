import { useCallback, useEffect, useState } from "react";
import { ApiError } from "@/lib/api/client";

export interface Flash {
  kind: "success" | "error";
  text: string;
}

/** Spec 02 §4: church information and theme messages clear after 5 s. */
export const FLASH_MS = 5000;

/**
 * A success or error note that clears itself after FLASH_MS; each new note (even the same words)
 * restarts the clock.
 */
export function useFlash(ms = FLASH_MS) {
  const [flash, setFlash] = useState<Flash | null>(null);
  useEffect(() => {
    if (flash === null) return;
    const timer = setTimeout(() => setFlash(null), ms);
    return () => clearTimeout(timer);
  }, [flash, ms]);
  const success = useCallback((text: string) => setFlash({ kind: "success", text }), []);
  const error = useCallback((text: string) => setFlash({ kind: "error", text }), []);
  const clear = useCallback(() => setFlash(null), []);
  return { flash, success, error, clear };
}

/**
 * The server's message when it sent one (spec 02 §8), otherwise the spec's failure text: a
 * failure with no error body (a proxy's 502, say) says only "Request failed (502)".
 */
export function failureText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.code !== "http_error" ? error.message : fallback;
}
