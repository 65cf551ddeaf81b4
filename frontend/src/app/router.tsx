import { createBrowserRouter, Navigate, type RouteObject } from "react-router";
import { LandingPage } from "@/features/marketing/pages/landing-page";
import { PageLoading } from "./page-loading";
import { REDIRECTS } from "./redirects";
import { RootLayout } from "./root-layout";
import { RouteErrorScreen } from "./route-error";

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
              Component: (await import("@/features/marketing/pages/about-page")).AboutPage,
            }),
          },
          {
            path: "pricing",
            lazy: async () => ({
              Component: (await import("@/features/pricing/pages/pricing-page")).PricingPage,
            }),
          },
          {
            path: "help-center",
            lazy: async () => ({
              Component: (await import("@/features/help/pages/help-center-page")).HelpCenterPage,
            }),
          },
          {
            path: "contact",
            lazy: async () => ({
              Component: (await import("@/features/contact/pages/contact-page")).ContactPage,
            }),
          },
          {
            path: "terms-of-service",
            lazy: async () => ({
              Component: (await import("@/features/legal/pages/terms-of-service-page"))
                .TermsOfServicePage,
            }),
          },
          {
            path: "privacy-policy",
            lazy: async () => ({
              Component: (await import("@/features/legal/pages/privacy-policy-page")).PrivacyPolicyPage,
            }),
          },
          {
            path: "community-guidelines",
            lazy: async () => ({
              Component: (await import("@/features/legal/pages/community-guidelines-page"))
                .CommunityGuidelinesPage,
            }),
          },
          {
            path: "404",
            lazy: async () => ({ Component: (await import("./not-found-page")).NotFoundPage }),
          },
          ...REDIRECTS.map(({ from, to }) => ({ path: from, element: <Navigate to={to} replace /> })),
          { path: "*", element: <Navigate to="/404" replace /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
