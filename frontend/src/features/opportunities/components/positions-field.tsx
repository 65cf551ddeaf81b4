import { Trans, useLingui } from "@lingui/react/macro";
import { Plus, Trash2 } from "lucide-react";
import { useFieldArray, type UseFormReturn } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input, Select } from "@/components/ui/input";
import { ROLE_LABELS } from "../format";
import { MAX_POSITIONS, newPosition, type OpportunityFormValues } from "../opportunity-form";

/** The positions sought, one row each; an existing row keeps its id (applicants applied to it). */
export function PositionsField({ form }: { form: UseFormReturn<OpportunityFormValues> }) {
  const { t } = useLingui();
  // Rows have an `id` of their own (the position's): the array's keys go under another name.
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "positions", keyName: "key" });
  const errors = form.formState.errors.positions;
  const listError = errors?.message ?? errors?.root?.message;

  return (
    <div className="space-y-4">
      <ol className="space-y-4">
        {fields.map((row, index) => {
          const number = index + 1;
          return (
            <li key={row.key} className="rounded-lg border border-slate-200 p-4">
              <div className="grid grid-cols-2 gap-4 sm:grid-cols-[2fr_1fr_6rem_auto] sm:items-start">
                <div className="col-span-2 sm:col-span-1">
                  <FormField label={t`Position ${number}`} error={errors?.[index]?.title?.message}>
                    <Input placeholder={t`e.g. Guest speaker, Keyboardist`} {...form.register(`positions.${index}.title`)} />
                  </FormField>
                </div>
                <FormField label={t`Role`} error={errors?.[index]?.role?.message}>
                  <Select {...form.register(`positions.${index}.role`)}>
                    {(["speaker", "musician"] as const).map((role) => (
                      <option key={role} value={role}>
                        {t(ROLE_LABELS[role])}
                      </option>
                    ))}
                  </Select>
                </FormField>
                <FormField label={t`Openings`} error={errors?.[index]?.openings?.message}>
                  <Input inputMode="numeric" {...form.register(`positions.${index}.openings`)} />
                </FormField>
                <Button
                  variant="ghost"
                  className="col-span-2 sm:col-span-1 sm:mt-7"
                  onClick={() => remove(index)}
                  disabled={fields.length === 1}
                  aria-label={t`Remove position ${number}`}
                >
                  <Trash2 className="h-4 w-4" aria-hidden />
                  <span className="sm:sr-only">
                    <Trans>Remove</Trans>
                  </span>
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      {listError && (
        <p role="alert" className="text-sm text-red-600">
          {listError}
        </p>
      )}
      <Button variant="secondary" onClick={() => append(newPosition())} disabled={fields.length >= MAX_POSITIONS}>
        <Plus className="h-4 w-4" aria-hidden />
        <Trans>Add a position</Trans>
      </Button>
    </div>
  );
}
