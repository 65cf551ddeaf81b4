import { useId, type ComponentProps } from "react";

/** A checkbox with its label beside it, and the error under it wired for screen readers. */
export function CheckboxField({
  label,
  error,
  ...input
}: Omit<ComponentProps<"input">, "type"> & { label: string; error?: string }) {
  const generatedId = useId();
  const id = input.id ?? generatedId;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="flex items-start gap-3 text-sm text-slate-800">
        <input
          type="checkbox"
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5 h-4 w-4 shrink-0 rounded border-slate-300 text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          {...input}
        />
        {label}
      </label>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
