import { lazy, Suspense } from "react";
import { useToasterMounted } from "@/lib/toaster";

// lib/toast imports sonner before it raises a toast, so this code is already in the page.
const Toaster = lazy(async () => ({ default: (await import("sonner")).Toaster }));

/** The toasts' place on every page, from the first toast on (see lib/toaster). */
export function ToasterHost() {
  if (!useToasterMounted()) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="bottom-right" visibleToasts={3} closeButton richColors />
    </Suspense>
  );
}
