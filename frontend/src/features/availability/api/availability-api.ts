import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, noContent, unwrap } from "@/lib/api/client";
import type { components } from "@/lib/api/schema";
import { queryKeys } from "@/lib/query-keys";

export { myCalendarQuery, publicCalendarQuery, type CalendarDay, type DayState, type PublicDay } from "@/lib/availability";
export type Calendar = components["schemas"]["CalendarOut"];
export type PartOfDay = components["schemas"]["PartOfDay"];
export type Block = components["schemas"]["CalendarBlockOut"];
export type BlockInput = components["schemas"]["CalendarBlockIn"];
export type Rule = components["schemas"]["CalendarRuleOut"];
export type RuleInput = components["schemas"]["CalendarRuleIn"];

/** Every change refreshes every calendar on the page (the grid, the lists, the profile's). */
function useCalendarChange<Input, Output>(change: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.availability.all }),
  });
}

export function useAddBlock() {
  return useCalendarChange(async (body: BlockInput) => unwrap(await api.POST("/api/availability/blocks", { body })));
}

export function useRemoveBlock() {
  return useCalendarChange(async (blockId: string) =>
    noContent(await api.DELETE("/api/availability/blocks/{block_id}", { params: { path: { block_id: blockId } } })),
  );
}

export function useAddRule() {
  return useCalendarChange(async (body: RuleInput) => unwrap(await api.POST("/api/availability/rules", { body })));
}

export function useRemoveRule() {
  return useCalendarChange(async (ruleId: string) =>
    noContent(await api.DELETE("/api/availability/rules/{rule_id}", { params: { path: { rule_id: ruleId } } })),
  );
}

export function useSetTimeZone() {
  return useCalendarChange(async (timeZone: string) =>
    unwrap(await api.PUT("/api/availability/time-zone", { body: { time_zone: timeZone } })),
  );
}

/** A new feed link; the old one stops working at once. */
export function useResetFeed() {
  return useCalendarChange(async () => unwrap(await api.POST("/api/availability/feed/reset")));
}
