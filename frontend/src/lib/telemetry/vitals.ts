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
  // The metrics describe this page load, so they belong to the path it loaded, not to wherever
  // client-side navigation has moved on to by the time each one is reported.
  const path = window.location.pathname;
  const record = (metric: Metric) =>
    queue.add({
      name: metric.name,
      value: metric.value,
      id: metric.id,
      path,
      navigation_type: metric.navigationType,
    });
  onLCP(record);
  onCLS(record);
  onINP(record);
  onFCP(record);
  onTTFB(record);
}
