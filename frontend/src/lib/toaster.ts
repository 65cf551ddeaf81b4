import { useSyncExternalStore } from "react";

/**
 * Sonner's Toaster stays out of the first bundle: it mounts with the first toast (lib/toast calls
 * mountToaster; app/toaster-host renders it), and a Toaster that mounts late still shows the
 * toasts raised before it.
 */
let mounted = false;
const listeners = new Set<() => void>();

export function mountToaster() {
  if (mounted) return;
  mounted = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useToasterMounted(): boolean {
  return useSyncExternalStore(subscribe, () => mounted);
}
