import { cloneElement, useId, type ReactElement } from "react";

interface FieldControlProps {
  id?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
}

/** A labelled control with its hint and error, wired for screen readers. */
export function FormField({
  id: givenId,
  label,
  error,
  hint,
  children,
}: {
  /** The control's id, for links to it (`/profile/edit#bio`); generated when not given. */
  id?: string;
  label: string;
  error?: string;
  hint?: string;
  children: ReactElement<FieldControlProps>;
}) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {cloneElement(children, {
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
      })}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
