import { useMutation } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api/client";
import type { paths } from "@/lib/api/schema";

export type ReportIn = paths["/api/reports"]["post"]["requestBody"]["content"]["application/json"];
export type ReportItemType = ReportIn["item_type"];
export type ReportReason = ReportIn["reason"];

/** POST /api/reports: something for Steeple's team to look at. */
export function useSendReport() {
  return useMutation({
    mutationFn: async (report: ReportIn) => unwrap(await api.POST("/api/reports", { body: report })),
  });
}
