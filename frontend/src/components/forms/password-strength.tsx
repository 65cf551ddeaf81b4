import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Check, Circle } from "lucide-react";
import { cn } from "@/lib/cn";
import {
  passwordChecks,
  passwordStrength,
  SPECIAL_CHARACTERS,
  type PasswordStrengthLabel,
} from "./password-rules";

const LABEL_STYLE: Record<PasswordStrengthLabel, { name: MessageDescriptor; text: string; bar: string; filled: number }> = {
  weak: { name: msg`Weak`, text: "text-red-700", bar: "bg-red-500", filled: 1 },
  fair: { name: msg`Fair`, text: "text-amber-700", bar: "bg-amber-500", filled: 2 },
  strong: { name: msg`Strong`, text: "text-green-700", bar: "bg-green-600", filled: 3 },
};

/**
 * The shared password strength meter (sign-up, password reset, settings). The pure rules,
 * `passwordStrength(password)` and friends, live in ./password-rules so this file exports only
 * components (React Fast Refresh).
 *
 * Spec 02 §5: a three-step bar with the label (Strong, Fair, Weak) and the checklist. The label
 * sits in a polite live region, so screen readers hear it when it changes, not on every key.
 */
export function PasswordStrengthMeter({ password, className }: { password: string; className?: string }) {
  const { t } = useLingui();
  const { label } = passwordStrength(password);
  const checks = passwordChecks(password);
  const style = LABEL_STYLE[label];
  const strength = t(style.name);
  const empty = password.length === 0;
  // Spelled out one by one, so screen readers name each character.
  const specials = SPECIAL_CHARACTERS.split("").join(" ");

  return (
    <div className={cn("space-y-2", className)} data-testid="password-strength">
      <div className="flex items-center gap-3">
        <div className="flex flex-1 gap-1" aria-hidden>
          {[1, 2, 3].map((step) => (
            <span
              key={step}
              className={cn(
                "h-1.5 flex-1 rounded-full transition-colors",
                !empty && step <= style.filled ? style.bar : "bg-slate-200",
              )}
            />
          ))}
        </div>
        <p aria-live="polite" className="min-w-28 text-right text-xs font-medium text-slate-600">
          {!empty && (
            <>
              <Trans>
                Strength: <span className={style.text}>{strength}</span>
              </Trans>
            </>
          )}
        </p>
      </div>
      <ul className="grid gap-1 text-xs sm:grid-cols-2" aria-label={t`Password requirements`}>
        {checks.map((check) => (
          <li
            key={check.id}
            className={cn("flex items-center gap-1.5", check.met ? "text-green-700" : "text-slate-500")}
          >
            {check.met ? (
              <Check className="h-3.5 w-3.5 shrink-0" aria-hidden />
            ) : (
              <Circle className="h-3.5 w-3.5 shrink-0" aria-hidden />
            )}
            <span title={check.id === "special" ? SPECIAL_CHARACTERS : undefined}>
              {check.label}
              {check.id === "special" && (
                <span className="sr-only"> {t`(one of ${specials})`}</span>
              )}
              <span className="sr-only">{check.met ? t`: done` : t`: missing`}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
