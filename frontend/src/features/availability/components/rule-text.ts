import { useLingui } from "@lingui/react/macro";
import type { Rule } from "../api/availability-api";
import { ORDINAL_LABELS, PART_LABELS } from "../states";
import { WEEKDAYS } from "./weekdays";

/** A rule in words: "Every week on Sunday, morning", "Every month, the first Saturday, Sunday,
 * all day". */
export function useRuleText() {
  const { t } = useLingui();
  return (rule: Rule) => {
    const days = WEEKDAYS.filter(({ day }) => rule.weekdays.includes(day))
      .map(({ name }) => name())
      .join(", ");
    const part = PART_LABELS[rule.part_of_day].toLowerCase();
    if (rule.frequency === "weekly") return t`Every week on ${days}, ${part}`;
    const which = ORDINAL_LABELS[`${rule.ordinal ?? 1}` as keyof typeof ORDINAL_LABELS].toLowerCase();
    return t`Every month, the ${which} ${days}, ${part}`;
  };
}
