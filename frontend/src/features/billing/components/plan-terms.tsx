import { Trans } from "@lingui/react/macro";
import { Check, ShieldCheck } from "lucide-react";
import { priceText, type Plan } from "@/features/billing/api/plans";
import { cn } from "@/lib/cn";

/** A plan's price, its money-back guarantee (church plans: `guaranteeDays`) and its features,
 * as the pricing page and the one-plan offer both show them. */
export function PlanTerms({
  plan,
  guaranteeDays,
  featuresClassName,
}: {
  plan: Plan;
  guaranteeDays?: number;
  /** How the feature list is laid out where it stands (a column, or two on wide screens). */
  featuresClassName: string;
}) {
  return (
    <>
      <p className="mt-6 text-4xl font-bold text-slate-900">{priceText(plan)}</p>
      {guaranteeDays !== undefined && (
        <p className="mt-3 inline-flex items-center gap-1.5 text-sm font-medium text-green-700">
          <ShieldCheck className="h-4 w-4" aria-hidden />
          <Trans>{guaranteeDays}-day money-back guarantee</Trans>
        </p>
      )}
      <ul className={cn("mt-6 text-sm text-slate-700", featuresClassName)}>
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check className="h-4 w-4 shrink-0 text-brand-700" aria-hidden />
            {feature}
          </li>
        ))}
      </ul>
    </>
  );
}
