import { lazy, Suspense, useState } from "react";
import { useSession } from "@/lib/auth/session";

const DISMISSED_KEY = "steeple:verify-banner-dismissed";

// Most visitors never see the banner: its code stays out of the first page's JavaScript.
const Banner = lazy(() => import("./verification-banner-body"));

/** Spec 02 §2.3 and §4: signed in, email not verified, onboarding done, not dismissed. */
export function VerificationBanner() {
  const session = useSession();
  const [dismissed, setDismissed] = useState(() => sessionStorage.getItem(DISMISSED_KEY) === "1");
  if (session.status !== "signed-in" || dismissed) return null;
  const { user } = session;
  if (user.email_verified || user.needs_onboarding) return null;
  return (
    <Suspense fallback={null}>
      <Banner
        user={user}
        onDismiss={() => {
          sessionStorage.setItem(DISMISSED_KEY, "1");
          setDismissed(true);
        }}
      />
    </Suspense>
  );
}
