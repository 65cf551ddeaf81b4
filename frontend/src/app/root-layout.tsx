import { Trans } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { lazy, useEffect } from "react";
import { Outlet, ScrollRestoration, useLocation } from "react-router";
import { PageErrorBoundary } from "@/components/errors/boundaries";
import { OfferTermsSlot } from "@/features/notifications/offer-terms-slot";
import { startRealtimeWhenSignedIn } from "@/lib/realtime/load";
import { Footer } from "./footer";
import { AuthUrlForwarder } from "./guards";
import { showsNavigation } from "./navigation";
import { InstantScrollBetweenPages } from "./instant-scroll";
import { PremiumGate } from "./premium-gate";
import { TopNav } from "./top-nav";
import { VerificationBanner } from "./verification-banner";
import { withMessages } from "@/lib/i18n/language";

// The bell's offer dialog shows the terms as the applications feature draws them (loaded when an
// offer is opened).
const OfferTerms = lazy(async () => ({
  default: (await withMessages("features/applications", import("@/features/applications/components/offer-terms"))).OfferTerms,
}));
const offerTerms = (applicationId: string) => <OfferTerms applicationId={applicationId} />;

export function RootLayout() {
  const { pathname } = useLocation();
  // Live badges and lists in every open tab: the realtime socket follows the session.
  const queryClient = useQueryClient();
  useEffect(() => startRealtimeWhenSignedIn(queryClient), [queryClient]);
  return (
    <OfferTermsSlot value={offerTerms}>
      <div className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
        >
          <Trans>Skip to content</Trans>
        </a>
        <AuthUrlForwarder />
        {showsNavigation(pathname) && (
          <>
            <TopNav />
            <VerificationBanner />
          </>
        )}
        <main id="main" className="flex-1">
          <PageErrorBoundary>
            <PremiumGate>
              <Outlet />
            </PremiumGate>
          </PageErrorBoundary>
        </main>
        <Footer />
        {/* A new page starts at the top, back/forward and reloads restore where the page was left,
            and #anchors such as #how-it-works scroll into view (keys: see keyHistoryEntry). */}
        <InstantScrollBetweenPages />
        <ScrollRestoration />
      </div>
    </OfferTermsSlot>
  );
}
