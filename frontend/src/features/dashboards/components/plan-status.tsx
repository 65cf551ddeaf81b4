import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import type { User } from "@/lib/auth/session";

const WHAT_PREMIUM_GIVES: Record<"church" | "talent", MessageDescriptor> = {
  church: msg`Posting opportunities, full contact details and messaging with speakers and musicians.`,
  talent: msg`Unlimited applications, a Pro badge and a place near the top of the directory.`,
};
const WHAT_FREE_GIVES: Record<"church" | "talent", MessageDescriptor> = {
  church: msg`Browse speakers and musicians. Church Premium lets you post opportunities and contact them.`,
  talent: msg`A public profile, a directory listing and 5 applications a month.`,
};

/** The plan in force (the church's for its members), as the server's entitlements see it. */
export function PlanStatus({ user }: { user: User }) {
  const { t } = useLingui();
  const kind = user.role === "church" ? "church" : "talent";
  return (
    <section aria-labelledby="plan-status" className="rounded-xl border border-slate-200 p-6">
      <h2 id="plan-status" className="flex min-h-10 items-center font-semibold text-slate-900">
        <Trans>Your plan</Trans>
      </h2>
      <p className="mt-3 text-lg font-semibold text-slate-900">{user.plan_name}</p>
      <p className="mt-1 text-sm text-slate-600">{t(user.premium ? WHAT_PREMIUM_GIVES[kind] : WHAT_FREE_GIVES[kind])}</p>
      <Link
        to={user.premium ? "/subscription" : "/pricing"}
        className="mt-4 inline-block text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
      >
        {user.premium ? <Trans>Manage subscription</Trans> : <Trans>See plans and prices</Trans>}
      </Link>
    </section>
  );
}
