import { Trans, useLingui } from "@lingui/react/macro";
import { Check } from "lucide-react";
import { useId } from "react";
import { useFormState, useWatch, type UseFormReturn } from "react-hook-form";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import { isColour, pickCustomColour, pickPreset, THEME_NAMES, THEMES, type ThemeName } from "../themes";
import type { ChurchFormValues } from "../church-form";

const EDIT = { shouldDirty: true } as const;

/**
 * Theme & Branding (spec 02 §2.5, §4): four presets and a custom colour. Picking a preset sets the
 * colour to its primary; a custom colour selects the preset it matches, otherwise blue.
 */
export function ThemePicker({ form }: { form: UseFormReturn<ChurchFormValues> }) {
  const { t } = useLingui();
  const { control, register, setValue } = form;
  const theme = useWatch({ control, name: "theme" });
  const colour = useWatch({ control, name: "primary_color" });
  const { errors } = useFormState({ control, name: "primary_color" });
  const error = errors.primary_color?.message;
  const hintId = useId();
  const errorId = useId();

  function choosePreset(name: ThemeName) {
    const next = pickPreset(name);
    setValue("theme", next.theme, EDIT);
    setValue("primary_color", next.primary_color, { ...EDIT, shouldValidate: Boolean(error) });
  }

  /** A valid colour, typed or picked, selects its preset (or blue). */
  function followColour(text: string) {
    const value = text.trim();
    if (isColour(value)) setValue("theme", pickCustomColour(value).theme, EDIT);
  }

  const swatch = isColour(colour.trim()) ? colour.trim() : THEMES[theme].primary;

  return (
    <div className="space-y-5">
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">
          <Trans>Theme</Trans>
        </legend>
        <div className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {THEME_NAMES.map((name) => {
            const preset = THEMES[name];
            const checked = theme === name;
            return (
              <label
                key={name}
                className={cn(
                  "flex cursor-pointer items-center gap-2 rounded-lg border bg-white p-3 text-sm",
                  "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600",
                  checked ? "border-slate-900 ring-1 ring-slate-900" : "border-slate-200 hover:border-slate-400",
                )}
              >
                <input
                  type="radio"
                  name="theme"
                  value={name}
                  checked={checked}
                  onChange={() => choosePreset(name)}
                  className="sr-only"
                />
                <span
                  aria-hidden
                  className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full"
                  style={{ backgroundColor: preset.primary }}
                >
                  {checked && <Check className="h-4 w-4 text-white" />}
                </span>
                <span className="font-medium text-slate-800">{t(preset.label)}</span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <div className="space-y-1.5">
        <label htmlFor="primary_color" className="block text-sm font-medium text-slate-800">
          <Trans>Custom colour</Trans>
        </label>
        <div className="flex gap-3">
          <Input
            id="primary_color"
            placeholder={THEMES[theme].primary}
            maxLength={7}
            spellCheck={false}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : hintId}
            className="max-w-40 font-mono uppercase"
            {...register("primary_color", { onChange: (event) => followColour(event.target.value) })}
          />
          <input
            type="color"
            aria-label={t`Pick a custom colour`}
            value={swatch.toLowerCase()}
            onChange={(event) => {
              const picked = event.target.value.toUpperCase();
              setValue("primary_color", picked, { ...EDIT, shouldValidate: Boolean(error) });
              followColour(picked);
            }}
            className={cn(
              "h-10 w-12 shrink-0 cursor-pointer rounded-md border border-slate-300 bg-white p-1",
              "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
            )}
          />
        </div>
        {error ? (
          <p id={errorId} role="alert" className="text-sm text-red-600">
            {error}
          </p>
        ) : (
          <p id={hintId} className="text-xs text-slate-500">
            <Trans># followed by 6 hex digits, like #3B82F6. Leave empty to use the theme's colour.</Trans>
          </p>
        )}
      </div>
    </div>
  );
}
