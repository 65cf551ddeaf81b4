import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api/client";
import type { components } from "@/lib/api/schema";
import { formatPrice } from "@/lib/format";
import { pricePer } from "../format";
import { queryKeys } from "@/lib/query-keys";

export type Plan = components["schemas"]["Plan"];
export type Catalogue = components["schemas"]["Catalogue"];

/** The price catalogue: plans by role and interval, and the one-off purchases. */
export const plansQuery = queryOptions({
  queryKey: queryKeys.billing.plans,
  queryFn: async () => unwrap(await api.GET("/api/billing/plans")),
  staleTime: Infinity,
});

/** A catalogue item's price for people: "$19", "$49/month", "$490/year". */
export function priceText(plan: Pick<Plan, "price_cents" | "interval">): string {
  return pricePer(formatPrice(plan.price_cents), plan.interval);
}
