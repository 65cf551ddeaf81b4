import { Trans, useLingui } from "@lingui/react/macro";
import { Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { calendarDay } from "@/lib/format";
import { errorMessage } from "@/lib/form-errors";
import { notify } from "@/lib/toast";
import { useRemoveBlock, useRemoveRule, type Block, type Rule } from "../api/availability-api";
import { useRuleText } from "./rule-text";

function range(block: Block): string {
  return block.starts_on === block.ends_on
    ? calendarDay(block.starts_on)
    : `${calendarDay(block.starts_on)} – ${calendarDay(block.ends_on)}`;
}

/** One entry: what it is, its details, and a button to remove it. */
function Entry({ title, details, onRemove, busy }: { title: string; details: ReactNode[]; onRemove: () => void; busy: boolean }) {
  const { t } = useLingui();
  return (
    <li className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
      <span>
        <span className="font-medium text-slate-900">{title}</span>
        {details.map((detail, index) => (
          <span key={index} className="text-slate-600">
            {" · "}
            {detail}
          </span>
        ))}
      </span>
      <Button variant="ghost" size="sm" aria-label={t`Remove ${title}`} disabled={busy} onClick={onRemove}>
        <Trash2 className="h-4 w-4" aria-hidden />
      </Button>
    </li>
  );
}

/** What the talent has entered: blocked days and repeating rules, each removable. */
export function AwayList({ blocks, rules }: { blocks: Block[]; rules: Rule[] }) {
  const { t } = useLingui();
  const removeBlock = useRemoveBlock();
  const removeRule = useRemoveRule();
  const ruleText = useRuleText();
  const remove = (removal: Promise<void>) =>
    void removal.then(
      () => notify.success(t`Removed`),
      (error: unknown) => notify.error(errorMessage(error, t`We couldn't remove that. Please try again.`)),
    );
  const ruleDetails = (rule: Rule) => {
    const until = rule.until ? calendarDay(rule.until) : null;
    const except = rule.skipped.map(calendarDay).join(", ");
    return [until && t`until ${until}`, except && t`except ${except}`, rule.reason].filter(Boolean);
  };

  if (!blocks.length && !rules.length) {
    return (
      <p className="text-sm text-slate-600">
        <Trans>Nothing blocked yet: churches see you as available every day you are not booked.</Trans>
      </p>
    );
  }
  return (
    <div className="space-y-4">
      {blocks.length > 0 && (
        <ul className="divide-y divide-slate-100 rounded-md border border-slate-200" aria-label={t`Blocked days`}>
          {blocks.map((block) => (
            <Entry
              key={block.id}
              title={range(block)}
              details={block.reason ? [block.reason] : []}
              busy={removeBlock.isPending}
              onRemove={() => remove(removeBlock.mutateAsync(block.id))}
            />
          ))}
        </ul>
      )}
      {rules.length > 0 && (
        <ul className="divide-y divide-slate-100 rounded-md border border-slate-200" aria-label={t`Repeating rules`}>
          {rules.map((rule) => (
            <Entry
              key={rule.id}
              title={ruleText(rule)}
              details={ruleDetails(rule)}
              busy={removeRule.isPending}
              onRemove={() => remove(removeRule.mutateAsync(rule.id))}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
