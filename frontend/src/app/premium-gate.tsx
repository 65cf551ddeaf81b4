import { lazy, Suspense, type ReactNode } from "react";
import { useLocation } from "react-router";
import { CheckingAccess } from "@/components/ui/page-loading";
import { useSession } from "@/lib/auth/session";
import { isGateExempt } from "./gate-exempt";
import { withMessages } from "@/lib/i18n/language";

// The gate's screen and its subscription check load only when a church member needs them: the
// first page's JavaScript stays within its budget.
const PremiumCheck = lazy(() => withMessages("features/billing", import("@/features/billing/components/premium-check")));

/** Church members need Church Premium outside the exempt routes (the server holds the same line). */
export function PremiumGate({ children }: { children: ReactNode }) {
  const session = useSession();
  const { pathname } = useLocation();
  if (session.status !== "signed-in" || session.user.role !== "church" || isGateExempt(pathname)) {
    return children;
  }
  return (
    <Suspense fallback={<CheckingAccess />}>
      <PremiumCheck userId={session.user.id}>{children}</PremiumCheck>
    </Suspense>
  );
}
