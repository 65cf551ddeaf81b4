import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from "web-vitals";
import type { components } from "@/lib/api/schema";
import { createBatchQueue } from "./batch-queue";

type VitalIn = components["schemas"]["VitalIn"];

/** Collects LCP, CLS, INP, FCP and TTFB and sends them to the API; the server rates them. */
export function startVitalsReporting() {
  const queue = createBatchQueue<VitalIn>({
    url: "/api/telemetry/vitals",
    wrap: (metrics) => ({ metrics }),
  });
  const record = (metric: Metric) =>
    queue.add({
      name: metric.name,
      value: metric.value,
      id: metric.id,
      path: window.location.pathname,
      navigation_type: metric.navigationType,
    });
  onLCP(record);
  onCLS(record);
  onINP(record);
  onFCP(record);
  onTTFB(record);
}
