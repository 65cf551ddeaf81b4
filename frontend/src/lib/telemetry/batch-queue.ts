/** Spec 01 §9: telemetry goes out in batches of 10, every 30 s, and when the page is hidden. */
export const BATCH_SIZE = 10;
export const FLUSH_INTERVAL_MS = 30_000;

export type Transport = (url: string, body: string) => void;

/** sendBeacon survives the page being closed; keepalive fetch is the fallback where it refuses. */
export const beaconTransport: Transport = (url, body) => {
  const blob = new Blob([body], { type: "application/json" });
  if (navigator.sendBeacon?.(url, blob)) return;
  void fetch(url, {
    method: "POST",
    body,
    keepalive: true,
    headers: { "Content-Type": "application/json" },
  }).catch(() => undefined);
};

export interface BatchQueue<T> {
  add(item: T): void;
  flush(): void;
  /** Stops the timer and page-hide listener; used by tests. */
  stop(): void;
}

export function createBatchQueue<T>(options: {
  url: string;
  wrap: (items: T[]) => unknown;
  transport?: Transport;
}): BatchQueue<T> {
  const transport = options.transport ?? beaconTransport;
  let pending: T[] = [];

  const flush = () => {
    while (pending.length > 0) {
      const batch = pending.slice(0, BATCH_SIZE);
      pending = pending.slice(BATCH_SIZE);
      transport(options.url, JSON.stringify(options.wrap(batch)));
    }
  };
  const onHide = () => {
    if (document.visibilityState === "hidden") flush();
  };
  const timer = setInterval(flush, FLUSH_INTERVAL_MS);
  document.addEventListener("visibilitychange", onHide);
  window.addEventListener("pagehide", flush);

  return {
    add(item) {
      pending.push(item);
      if (pending.length >= BATCH_SIZE) flush();
    },
    flush,
    stop() {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onHide);
      window.removeEventListener("pagehide", flush);
    },
  };
}
