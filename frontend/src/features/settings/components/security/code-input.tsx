import type { ComponentProps } from "react";
import { Input } from "@/components/ui/input";
import { normalizeCode } from "@/lib/auth/two-factor";

/** A 6-character code field (spec 02 §5): spaces and dashes dropped, letters uppercased, cut at 6. */
export function CodeInput({
  value,
  onValueChange,
  ...props
}: Omit<ComponentProps<"input">, "value" | "onChange"> & { value: string; onValueChange: (code: string) => void }) {
  return (
    <Input
      value={value}
      onChange={(event) => onValueChange(normalizeCode(event.target.value))}
      autoComplete="one-time-code"
      autoCapitalize="characters"
      spellCheck={false}
      className="max-w-48 font-mono text-base tracking-[0.3em]"
      {...props}
    />
  );
}
