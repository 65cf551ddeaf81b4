import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api/client";
import type { components } from "@/lib/api/schema";

export type Plan = components["schemas"]["Plan"];

export const plansQuery = queryOptions({
  queryKey: ["billing", "plans"],
  queryFn: async () => unwrap(await api.GET("/api/billing/plans")),
  staleTime: Infinity,
});
