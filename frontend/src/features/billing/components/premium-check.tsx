import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { CheckingAccess } from "@/components/ui/page-loading";
import { PaymentErrorBoundary } from "@/components/errors/boundaries";
import { useSubscription } from "@/features/billing/api/subscription";
import { PremiumGateScreen } from "./premium-gate-screen";

/**
 * Spec 01 §2 and §4: a church member sees the page with Church Premium, otherwise the gate; a
 * failed lookup is a refusal. Back from a checkout (?session_id=), it keeps checking for up to
 * 20 s while the provider's word arrives.
 */
export default function PremiumCheck({ userId, children }: { userId: string; children: ReactNode }) {
  const [params] = useSearchParams();
  const { query, waiting } = useSubscription(userId, params.has("session_id"));
  if (query.data?.premium) return children;
  if (query.isPending || waiting) return <CheckingAccess />;
  return (
    <PaymentErrorBoundary>
      <PremiumGateScreen />
    </PaymentErrorBoundary>
  );
}
