/**
 * Spec 01 §2's exempt routes, matched by path prefix except `/`, which matches exactly. Ours
 * beside them: where the plan is bought, managed and paid for (/pricing, /subscription, /success,
 * /cancel, /test-payment), and the account pages a church reaches before it can have a plan
 * (/auth/callback, /password-reset, /verify-email, /check-email, /invitation) or when a link is
 * wrong (/404), and /settings: a free church's people still manage their password, two-factor
 * sign-in and data.
 */
const EXEMPT_PREFIXES = [
  "/login",
  "/signup",
  "/onboarding",
  "/payment/church",
  "/payment-success",
  "/payment-cancel",
  "/help-center",
  "/contact",
  "/terms-of-service",
  "/privacy-policy",
  "/community-guidelines",
  "/about",
  "/pricing",
  "/subscription",
  "/success",
  "/cancel",
  "/test-payment",
  "/auth/callback",
  "/password-reset",
  "/verify-email",
  "/check-email",
  "/invitation",
  "/settings",
  "/404",
];

/** Whether a church member without Church Premium may still see `pathname`. */
export function isGateExempt(pathname: string): boolean {
  return (
    pathname === "/" || EXEMPT_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))
  );
}
