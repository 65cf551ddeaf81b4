import { CheckCircle2 } from "lucide-react";
import { FormError } from "@/components/profile/editor-parts";
import type { Flash } from "../hooks/use-flash";

/**
 * A useFlash note, for a row beside its button (flex-wrap): errors as an alert on a line of their
 * own; successes in a status region that stays on the page, so screen readers announce them.
 */
export function FlashMessage({ flash }: { flash: Flash | null }) {
  if (flash?.kind === "error") {
    return (
      <div className="basis-full">
        <FormError>{flash.text}</FormError>
      </div>
    );
  }
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-green-700">
      {flash && (
        <>
          <CheckCircle2 className="h-4 w-4 shrink-0" aria-hidden />
          {flash.text}
        </>
      )}
    </p>
  );
}
