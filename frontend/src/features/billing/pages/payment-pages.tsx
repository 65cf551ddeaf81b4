import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link, useLocation } from "react-router";
import { BillingError } from "@/features/billing/components/billing-error";
import { LoadProblem } from "@/components/errors/load-problem";
import { Button } from "@/components/ui/button";
import { useSession, type User } from "@/lib/auth/session";
import type { PlanRole } from "@/features/billing/api/checkout";
import { subscriptionQuery } from "@/features/billing/api/subscription";
import { usePageTitle } from "@/lib/page-title";
import { ChurchExtras } from "../components/church-extras";
import { Notice, PageFrame } from "../components/page-frame";
import { PlanOffer } from "../components/plan-offer";

// eslint-disable-next-line lingui/no-unlocalized-strings -- plan names are the same in every language
const PLAN_NAMES: Record<PlanRole, string> = { church: "Church Premium", speaker: "Speaker Pro", musician: "Musician Pro" };

/** The signed-in user; the routes' guards render these pages for them only (null meanwhile, as
 * when signing out). */
function useUser(): User | null {
  const session = useSession();
  return session.status === "signed-in" ? session.user : null;
}

/** Only a church's admins buy for it (the server says the same). */
function isChurchAdmin(user: User): boolean {
  return user.church?.role === "admin";
}

function AdminsOnly() {
  const { t } = useLingui();
  return (
    <Notice title={t`Your church's admins manage its billing`}>
      <p>
        <Trans>
          Ask one of your church's admins to change its plan or buy extras. You can see the plan your church has on
          your subscription page.
        </Trans>
      </p>
      <Button variant="secondary" asChild>
        <Link to="/subscription">
          <Trans>See your church's plan</Trans>
        </Link>
      </Button>
    </Notice>
  );
}

function NoChurchYet() {
  const { t } = useLingui();
  return (
    <Notice title={t`Set up your church first`}>
      <p>
        <Trans>Your account isn't part of a church yet. Finish setting up your church, then choose its plan here.</Trans>
      </p>
      <Button asChild>
        <Link to="/onboarding">
          <Trans>Finish setting up</Trans>
        </Link>
      </Button>
    </Notice>
  );
}

/** A church member's way to Church Premium: the offer for admins, otherwise who can act. */
function ChurchOffer({ user }: { user: User }) {
  if (!user.church) return <NoChurchYet />;
  if (!isChurchAdmin(user)) return <AdminsOnly />;
  return <PlanOrCurrent user={user} role="church" />;
}

function HasPlan({ name }: { name: string }) {
  const { t } = useLingui();
  return (
    <Notice title={t`You have ${name}`}>
      <p>
        <Trans>Change your plan, your card or cancel from your subscription page.</Trans>
      </p>
      <Button asChild>
        <Link to="/subscription">
          <Trans>Manage your subscription</Trans>
        </Link>
      </Button>
    </Notice>
  );
}

/**
 * The plan for `role`, unless the account has it already. Waits for the subscription (the server's
 * word on the plan), with its error state.
 */
function PlanOrCurrent({ user, role }: { user: User; role: PlanRole }) {
  const { t } = useLingui();
  const subscription = useQuery(subscriptionQuery(user.id));
  if (subscription.isError) {
    return (
      <LoadProblem
        title={t`We couldn't check your current plan.`}
        error={subscription.error}
        onRetry={() => void subscription.refetch()}
        retrying={subscription.isFetching}
      />
    );
  }
  if (!subscription.data) {
    return <div role="status" aria-label={t`Checking your plan`} className="h-[30rem] animate-pulse rounded-2xl bg-slate-100" />;
  }
  if (subscription.data.premium) {
    return role === "church" ? <ChurchExtras subscription={subscription.data} /> : <HasPlan name={PLAN_NAMES[role]} />;
  }
  return <PlanOffer role={role} />;
}

/**
 * /payment/church: a free church's admins choose Church Premium; a premium church's admins buy
 * featured boosts and posting packs. The premium gate sends failed checkouts here with their error.
 */
export function ChurchPaymentPage() {
  const { t } = useLingui();
  usePageTitle(t`Church billing`);
  const user = useUser();
  const state = useLocation().state as { checkoutError?: string } | null;
  if (!user) return null;
  return (
    <PageFrame
      title={PLAN_NAMES.church}
      intro={t`Find, message and book speakers and musicians, and post your opportunities.`}
    >
      {/* Why the premium gate's checkout failed, above whichever way on there is. */}
      {state?.checkoutError && <BillingError error={null} text={state.checkoutError} />}
      <ChurchOffer user={user} />
    </PageFrame>
  );
}

/** /payment/church/premium: the Church Premium offer, for a church's admins. */
export function ChurchPremiumPage() {
  const { t } = useLingui();
  usePageTitle(PLAN_NAMES.church);
  const user = useUser();
  if (!user) return null;
  let body;
  if (user.role !== "church") {
    body = (
      <Notice title={t`Church Premium is for church accounts`}>
        <p>
          <Trans>Speakers and musicians have Pro plans of their own.</Trans>
        </p>
        <Button asChild>
          <Link to="/pricing">
            <Trans>See Pro plans</Trans>
          </Link>
        </Button>
      </Notice>
    );
  } else {
    body = <ChurchOffer user={user} />;
  }
  return (
    <PageFrame title={PLAN_NAMES.church} intro={t`Everything your church needs to find and book speakers and musicians.`}>
      {body}
    </PageFrame>
  );
}

/** /payment/speaker and /payment/musician: Pro, monthly or yearly. */
export function TalentPaymentPage({ role }: { role: "speaker" | "musician" }) {
  const { t } = useLingui();
  usePageTitle(PLAN_NAMES[role]);
  const user = useUser();
  if (!user) return null;
  return (
    <PageFrame title={PLAN_NAMES[role]} intro={t`Unlimited applications, a Pro badge and a place near the top of the directory.`}>
      <PlanOrCurrent user={user} role={role} />
    </PageFrame>
  );
}

export function SpeakerPaymentPage() {
  return <TalentPaymentPage role="speaker" />;
}

export function MusicianPaymentPage() {
  return <TalentPaymentPage role="musician" />;
}
