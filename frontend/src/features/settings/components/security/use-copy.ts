import { useCallback, useEffect, useRef, useState } from "react";

/** Spec 02 §9: a copy confirmation clears after 2 s. */
export const COPIED_FOR_MS = 2000;

/**
 * Copies text to the clipboard; `copied` says so for 2 s, `failed` when the browser refused
 * (then the text is still on screen to select by hand).
 */
export function useCopy() {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string) => {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(text);
      setState("copied");
    } catch {
      setState("failed");
    }
    timer.current = setTimeout(() => setState("idle"), COPIED_FOR_MS);
  }, []);

  return { copied: state === "copied", failed: state === "failed", copy };
}
