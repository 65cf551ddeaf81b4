import { Trans } from "@lingui/react/macro";
import { AlertCircle } from "lucide-react";
import { Link, useLocation } from "react-router";
import { needsSignIn } from "@/features/billing/errors";
import { cn } from "@/lib/cn";

/** A billing call's failure (billingErrorText), with a way to sign in when that is what it needs. */
export function BillingError({ error, text, className }: { error: unknown; text: string; className?: string }) {
  const { pathname, search } = useLocation();
  return (
    <div role="alert" className={cn("flex items-start gap-2 rounded-md border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-800", className)}>
      <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <p>
        {text}
        {needsSignIn(error) && (
          <>
            {" "}
            <Link to="/login" state={{ from: `${pathname}${search}` }} className="font-medium underline">
              <Trans>Sign in</Trans>
            </Link>
          </>
        )}
      </p>
    </div>
  );
}
