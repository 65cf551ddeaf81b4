import { Loader2 } from "lucide-react";

export function PageLoading() {
  return (
    <div role="status" className="flex min-h-screen items-center justify-center">
      <Loader2 className="h-8 w-8 animate-spin text-brand-700" aria-hidden />
      <span className="sr-only">Loading…</span>
    </div>
  );
}
