import { queryOptions } from "@tanstack/react-query";
import { api, retryUnlessClientError, unwrap } from "@/lib/api/client";
import type { components } from "@/lib/api/schema";
import { saveResponseFile } from "@/lib/save-file";
import { queryKeys } from "@/lib/query-keys";

export type Analytics = components["schemas"]["AnalyticsOut"];
export type Period = components["schemas"]["Period"];
export type Counts = components["schemas"]["Counts"];
export type Metric = keyof Counts;

/** GET /api/analytics for one period: a talent's own figures, or their church's for its members. */
export function analyticsQuery(userId: string, period: Period) {
  return queryOptions({
    queryKey: queryKeys.analytics.period(userId, period),
    queryFn: async ({ signal }) => unwrap(await api.GET("/api/analytics", { params: { query: { period } }, signal })),
    retry: retryUnlessClientError,
  });
}

/** GET /api/analytics/export: the period's figures as CSV, saved under the name the server gives. */
export async function downloadAnalyticsCsv(period: Period): Promise<void> {
  const result = await api.GET("/api/analytics/export", { params: { query: { period } }, parseAs: "blob" });
  saveResponseFile(unwrap(result) as Blob, result.response, `steeple-analytics-${period}.csv`);
}
