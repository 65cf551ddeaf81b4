import { createBrowserRouter, Navigate, Outlet, type RouteObject } from "react-router";
import { DashboardErrorBoundary, PaymentErrorBoundary } from "@/components/errors/boundaries";
import { ChurchEditorSkeleton, EditorSkeleton } from "@/components/profile/editor-skeleton";
import { PageLoading } from "@/components/ui/page-loading";
import { LandingPage } from "@/features/marketing/pages/landing-page";
import { DASHBOARD_BY_ROLE } from "@/lib/auth/actions";
import { AliasRedirect, DashboardRedirect, ProfileRedirect, RequireSession } from "./guards";
import { ProfileEditRoute } from "./profile-edit-route";
import { REDIRECTS } from "./redirects";
import { RootLayout } from "./root-layout";
import { RouteErrorScreen } from "./route-error";
import { SuggestedTalent } from "./suggested-talent-slot";
import { keyHistoryEntry } from "./scroll";
import { withMessages } from "@/lib/i18n/language";

type BillingPages = typeof import("@/features/billing/pages");

/** A billing page: they arrive together, through one import (see features/billing/pages). */
function billingPage(pick: (pages: BillingPages) => BillingPages[keyof BillingPages]) {
  return async () => ({ Component: pick(await withMessages("features/billing", import("@/features/billing/pages"))) });
}

/** The reviews feature's sections, passed into the pages that show them (lib/slots.ts). */
const reviewsFeature = () => withMessages("features/reviews", import("@/features/reviews/components/review-list"));
const hireReviewsFeature = () => withMessages("features/reviews", import("@/features/reviews/components/application-reviews"));
/** A talent's next months on their public page. */
const availabilityFeature = () =>
  withMessages("features/availability", import("@/features/availability/components/availability-section"));
/** Billing's pieces on other features' pages: dashboards, an opportunity, settings. */
const billingSlots = () => withMessages("features/billing", import("@/features/billing/slots"));

/** The full route table. Only the landing page is in the first bundle; the rest load lazily. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    // Shown while a lazily loaded page's code arrives on a direct visit.
    hydrateFallbackElement: <PageLoading />,
    children: [
      {
        // Errors inside pages (a page's code failing to load, say) show within the layout.
        errorElement: <RouteErrorScreen />,
        children: [
          { index: true, element: <LandingPage /> },
          {
            path: "about",
            lazy: async () => ({
              Component: (await withMessages("features/marketing", import("@/features/marketing/pages/about-page"))).AboutPage,
            }),
          },
          {
            // Spec 02 §2.1: payment pages fail into "Payment System Error".
            element: (
              <PaymentErrorBoundary>
                <Outlet />
              </PaymentErrorBoundary>
            ),
            children: [
              { path: "pricing", lazy: billingPage((pages) => pages.PricingPage) },
              // The built-in test provider's checkout and portal: their ids are the key, as on Stripe's.
              { path: "test-payment", lazy: billingPage((pages) => pages.TestPaymentPage) },
              { path: "cancel", lazy: billingPage((pages) => pages.PaymentCancelledPage) },
              { path: "payment-cancel", lazy: billingPage((pages) => pages.PaymentCancelledPage) },
              {
                element: (
                  <RequireSession>
                    <Outlet />
                  </RequireSession>
                ),
                children: [
                  { path: "success", lazy: billingPage((pages) => pages.PaymentSuccessPage) },
                  { path: "payment-success", lazy: billingPage((pages) => pages.PaymentSuccessPage) },
                  { path: "subscription", lazy: billingPage((pages) => pages.SubscriptionPage) },
                  { path: "payment/church/premium", lazy: billingPage((pages) => pages.ChurchPremiumPage) },
                ],
              },
              ...(
                [
                  ["church", (pages: BillingPages) => pages.ChurchPaymentPage],
                  ["speaker", (pages: BillingPages) => pages.SpeakerPaymentPage],
                  ["musician", (pages: BillingPages) => pages.MusicianPaymentPage],
                ] as const
              ).map(([role, pick]) => ({
                // Spec 02 §6: each role's own payment page.
                element: (
                  <RequireSession role={role}>
                    <Outlet />
                  </RequireSession>
                ),
                children: [{ path: `payment/${role}`, lazy: billingPage(pick) }],
              })),
            ],
          },
          {
            path: "help-center",
            lazy: async () => ({
              Component: (await withMessages("features/help", import("@/features/help/pages/help-center-page"))).HelpCenterPage,
            }),
          },
          {
            path: "contact",
            lazy: async () => ({
              Component: (await withMessages("features/contact", import("@/features/contact/pages/contact-page"))).ContactPage,
            }),
          },
          {
            path: "terms-of-service",
            lazy: async () => ({
              Component: (await withMessages("features/legal", import("@/features/legal/pages/terms-of-service-page")))
                .TermsOfServicePage,
            }),
          },
          {
            path: "privacy-policy",
            lazy: async () => ({
              Component: (await withMessages("features/legal", import("@/features/legal/pages/privacy-policy-page"))).PrivacyPolicyPage,
            }),
          },
          {
            path: "community-guidelines",
            lazy: async () => ({
              Component: (await withMessages("features/legal", import("@/features/legal/pages/community-guidelines-page")))
                .CommunityGuidelinesPage,
            }),
          },
          {
            path: "speakers",
            lazy: async () => ({
              Component: (await withMessages("features/directory", import("@/features/directory/pages/speakers-page"))).SpeakersPage,
            }),
          },
          {
            path: "musicians",
            lazy: async () => ({
              Component: (await withMessages("features/directory", import("@/features/directory/pages/musicians-page"))).MusiciansPage,
            }),
          },
          {
            // Churches' "Speakers & Musicians"; public like the lists (the API is public too).
            path: "talent",
            lazy: async () => ({
              Component: (await withMessages("features/directory", import("@/features/directory/pages/talent-page"))).TalentPage,
            }),
          },
          {
            path: "login",
            lazy: async () => ({
              Component: (await withMessages("features/auth", import("@/features/auth/pages/login-page"))).LoginPage,
            }),
          },
          {
            path: "signup",
            lazy: async () => ({
              Component: (await withMessages("features/auth", import("@/features/auth/pages/signup-page"))).SignupPage,
            }),
          },
          {
            path: "check-email",
            lazy: async () => ({
              Component: (await withMessages("features/auth", import("@/features/auth/pages/check-email-page"))).CheckEmailPage,
            }),
          },
          {
            path: "verify-email",
            lazy: async () => ({
              Component: (await withMessages("features/auth", import("@/features/auth/pages/verify-email-page"))).VerifyEmailPage,
            }),
          },
          {
            path: "password-reset",
            lazy: async () => ({
              Component: (await withMessages("features/auth", import("@/features/auth/pages/password-reset-page")))
                .PasswordResetPage,
            }),
          },
          {
            path: "auth/callback",
            lazy: async () => ({
              Component: (await withMessages("features/auth", import("@/features/auth/pages/auth-callback-page")))
                .AuthCallbackPage,
            }),
          },
          {
            element: (
              <RequireSession>
                <Outlet />
              </RequireSession>
            ),
            children: [
              {
                path: "onboarding",
                lazy: async () => ({
                  Component: (await withMessages("features/auth", import("@/features/auth/pages/onboarding-page")))
                    .OnboardingPage,
                }),
              },
            ],
          },
          {
            // The hiring loop (applications feature): who sees what is the server's answer.
            element: (
              <RequireSession>
                <Outlet />
              </RequireSession>
            ),
            children: [
              {
                path: "applications",
                lazy: async () => ({
                  Component: (await withMessages("features/applications", import("@/features/applications/pages/applications-page")))
                    .ApplicationsPage,
                }),
              },
              {
                path: "application/:id",
                lazy: async () => {
                  const [{ ApplicationPage }, { ApplicationReviews }] = await Promise.all([
                    withMessages("features/applications", import("@/features/applications/pages/application-page")),
                    hireReviewsFeature(),
                  ]);
                  return { element: <ApplicationPage reviews={ApplicationReviews} /> };
                },
              },
              {
                // A confirmed hire's service plan (features/handoff): its two parties only.
                path: "hires/:id/pack",
                lazy: async () => ({
                  Component: (await withMessages("features/handoff", import("@/features/handoff/pages/pack-page"))).PackPage,
                }),
              },
              {
                path: "hires/:id/pack/print",
                lazy: async () => ({
                  Component: (await withMessages("features/handoff", import("@/features/handoff/pages/pack-print-page")))
                    .PackPrintPage,
                }),
              },
              {
                path: "opportunities/:id/applicants",
                lazy: async () => ({
                  Component: (await withMessages("features/applications", import("@/features/applications/pages/applicants-page")))
                    .ApplicantsPage,
                }),
              },
            ],
          },
          {
            // A speaker's or musician's own calendar (features/availability).
            element: (
              <RequireSession role={["speaker", "musician"]}>
                <Outlet />
              </RequireSession>
            ),
            children: [
              {
                path: "availability",
                lazy: async () => ({
                  Component: (await withMessages("features/availability", import("@/features/availability/pages/availability-page")))
                    .AvailabilityPage,
                }),
              },
            ],
          },
          {
            // Spec 02 §2.1: /messages is signed-in only (/inbox redirects here, query kept). One
            // route for the list and an open conversation, so the page stays mounted between them.
            element: (
              <RequireSession>
                <Outlet />
              </RequireSession>
            ),
            children: [
              {
                path: "messages/:conversationId?",
                lazy: async () => ({
                  Component: (await withMessages("features/messages", import("@/features/messages/pages/messages-page"))).MessagesPage,
                }),
              },
            ],
          },
          {
            // The editors' frame from the first paint to the loaded form: no layout shift.
            element: (
              <RequireSession fallback={<EditorSkeleton />}>
                <Outlet />
              </RequireSession>
            ),
            children: [
              {
                path: "profile/edit",
                hydrateFallbackElement: <EditorSkeleton />,
                lazy: async () => {
                  // Both editors' code arrives together: which one shows depends on the session.
                  const [{ ChurchEditPage }, { ProfileEditPage }, { CredentialsSection }] = await Promise.all([
                    withMessages("features/churches", import("@/features/churches/pages/church-edit-page")),
                    withMessages("features/profiles", import("@/features/profiles/pages/profile-edit-page")),
                    withMessages("features/credentials", import("@/features/credentials/components/credentials-section")),
                  ]);
                  const TalentEditor = () => <ProfileEditPage credentials={CredentialsSection} />;
                  return { element: <ProfileEditRoute church={ChurchEditPage} talent={TalentEditor} /> };
                },
              },
            ],
          },
          {
            element: (
              <RequireSession role="church" fallback={<ChurchEditorSkeleton />}>
                <Outlet />
              </RequireSession>
            ),
            children: [
              {
                // Spec 01 §2; /church/complete-profile (spec 02) redirects here.
                path: "church-profile-completion",
                hydrateFallbackElement: <ChurchEditorSkeleton />,
                lazy: async () => ({
                  Component: (await withMessages("features/churches", import("@/features/churches/pages/church-completion-page")))
                    .ChurchCompleteProfilePage,
                }),
              },
            ],
          },
          {
            // Spec 02 §2.5. Features never import each other: the church tab is passed in here.
            element: (
              <RequireSession forOperators>
                <Outlet />
              </RequireSession>
            ),
            children: [
              {
                path: "settings",
                lazy: async () => {
                  const [{ SettingsPage }, { ChurchSettingsTab }, { ManageBilling }] = await Promise.all([
                    withMessages("features/settings", import("@/features/settings/pages/settings-page")),
                    withMessages("features/churches", import("@/features/churches/components/church-settings-tab")),
                    billingSlots(),
                  ]);
                  return { element: <SettingsPage churchSettings={ChurchSettingsTab} manageBilling={ManageBilling} /> };
                },
              },
            ],
          },
          {
            element: (
              <RequireSession>
                <Outlet />
              </RequireSession>
            ),
            children: [
              {
                path: "analytics",
                lazy: async () => ({
                  Component: (await withMessages("features/analytics", import("@/features/analytics/pages/analytics-page"))).AnalyticsPage,
                }),
              },
            ],
          },
          {
            // The pages an operator (staff without a marketplace role) uses; everyone's too.
            element: (
              <RequireSession forOperators>
                <Outlet />
              </RequireSession>
            ),
            children: [
              {
                // Staff only: the page says so to others, and the API refuses them.
                path: "admin",
                lazy: async () => ({
                  Component: (await withMessages("features/admin", import("@/features/admin/pages/admin-page"))).AdminPage,
                }),
              },
              {
                path: "notifications",
                lazy: async () => ({
                  Component: (await withMessages("features/notifications", import("@/features/notifications/pages/notifications-page")))
                    .NotificationsPage,
                }),
              },
            ],
          },
          {
            // A referee's one-time link (features/credentials): no sign-in, the link is the key.
            path: "references/:token",
            lazy: async () => ({
              Component: (await withMessages("features/credentials", import("@/features/credentials/pages/reference-page"))).ReferencePage,
            }),
          },
          {
            // Signed out too: the page offers sign-up and sign-in, then joining.
            path: "invitation/:token",
            lazy: async () => ({
              Component: (await withMessages("features/churches", import("@/features/churches/pages/invitation-page"))).InvitationPage,
            }),
          },
          {
            path: "speakers/:id",
            lazy: async () => {
              const [{ SpeakerProfilePage }, { ReviewsSection }, { AvailabilitySection }] = await Promise.all([
                withMessages("features/profiles", import("@/features/profiles/pages/talent-profile-page")),
                reviewsFeature(),
                availabilityFeature(),
              ]);
              return { element: <SpeakerProfilePage reviews={ReviewsSection} availability={AvailabilitySection} /> };
            },
          },
          {
            path: "musicians/:id",
            lazy: async () => {
              const [{ MusicianProfilePage }, { ReviewsSection }, { AvailabilitySection }] = await Promise.all([
                withMessages("features/profiles", import("@/features/profiles/pages/talent-profile-page")),
                reviewsFeature(),
                availabilityFeature(),
              ]);
              return { element: <MusicianProfilePage reviews={ReviewsSection} availability={AvailabilitySection} /> };
            },
          },
          {
            path: "opportunities",
            lazy: async () => ({
              Component: (await withMessages("features/opportunities", import("@/features/opportunities/pages/opportunities-page"))).OpportunitiesPage,
            }),
          },
          {
            path: "opportunities/:id",
            lazy: async () => {
              const [{ OpportunityPage }, { FeatureBoost }] = await Promise.all([
                withMessages("features/opportunities", import("@/features/opportunities/pages/opportunity-page")),
                billingSlots(),
              ]);
              return { element: <OpportunityPage featureBoost={FeatureBoost} suggestedTalent={SuggestedTalent} /> };
            },
          },
          {
            // Church admins and leaders write opportunities (the server refuses other members).
            element: (
              <RequireSession role="church">
                <Outlet />
              </RequireSession>
            ),
            children: ["opportunities/new", "opportunities/:id/edit"].map((path) => ({
              path,
              lazy: async () => ({
                Component: (await withMessages("features/opportunities", import("@/features/opportunities/pages/opportunity-editor-page")))
                  .OpportunityEditorPage,
              }),
            })),
          },
          {
            path: "churches/:id",
            lazy: async () => {
              const [{ ChurchProfilePage }, { ReviewsSection }] = await Promise.all([
                withMessages("features/churches", import("@/features/churches/pages/church-page")),
                reviewsFeature(),
              ]);
              return { element: <ChurchProfilePage reviews={ReviewsSection} /> };
            },
          },
          ...(["speaker", "musician", "church"] as const).map((role) => ({
            element: (
              <RequireSession role={role}>
                <DashboardErrorBoundary>
                  <Outlet />
                </DashboardErrorBoundary>
              </RequireSession>
            ),
            children: [
              {
                path: DASHBOARD_BY_ROLE[role].slice(1),
                lazy: async () => {
                  const [{ DashboardPage }, { dashboardBilling }] = await Promise.all([
                    withMessages("features/dashboards", import("@/features/dashboards/pages/dashboard-page")),
                    billingSlots(),
                  ]);
                  return { element: <DashboardPage billing={dashboardBilling} /> };
                },
              },
            ],
          })),
          { path: "dashboard", element: <DashboardRedirect /> },
          { path: "profile", element: <ProfileRedirect /> },
          {
            path: "404",
            lazy: async () => ({ Component: (await import("./not-found-page")).NotFoundPage }),
          },
          ...REDIRECTS.map(({ from, to }) => ({ path: from, element: <AliasRedirect to={to} /> })),
          { path: "*", element: <Navigate to="/404" replace /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  keyHistoryEntry();
  return createBrowserRouter(routes);
}
