import type { Ref } from "react";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { MAX_LENGTH, type TextField } from "../search-params";

/** A labelled text filter bound to one of the search's drafts. */
export function TextFilter({
  field,
  label,
  value,
  onChange,
  placeholder,
  inputRef,
}: {
  field: TextField;
  label: string;
  value: string;
  onChange: (field: TextField, value: string) => void;
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  return (
    <FormField label={label}>
      <Input
        ref={inputRef}
        type="search"
        name={field}
        value={value}
        onChange={(event) => onChange(field, event.target.value)}
        maxLength={MAX_LENGTH[field]}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
      />
    </FormField>
  );
}
