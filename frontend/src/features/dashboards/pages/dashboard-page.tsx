import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { CalendarDays, ChartColumn } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useSession, type User } from "@/lib/auth/session";
import { myChurchQuery } from "@/lib/my-church";
import { myProfileQuery } from "@/lib/my-profile";
import { usePageTitle } from "@/lib/page-title";
import type { DashboardBillingSlots, FeatureBoostSlot } from "@/lib/slots";
import { ChurchOpportunities, PostingsLeft, RecentApplications } from "../components/church-sections";
import { LatestUpdates } from "../components/latest-updates";
import { PlanStatus } from "../components/plan-status";
import { ProfileCompleteness, VerifyEmailReminder } from "../components/profile-completeness";
import { EmptyState, Section } from "../components/section";
import { UpcomingHires } from "../components/upcoming-hires";
import {
  ApplicationsLeft,
  ApplicationsOverview,
  OffersWaiting,
  RecommendedOpportunities,
} from "../components/talent-sections";
import { UnreadMessages } from "../components/unread-messages";

const TITLES: Record<"speaker" | "musician" | "church", MessageDescriptor> = {
  speaker: msg`Speaking Dashboard`,
  musician: msg`Musician Dashboard`,
  church: msg`Church Dashboard`,
};

/** Featured boosts and posting packs: a premium church's admins buy them. */
function canBuy(user: User): boolean {
  return user.premium && user.church?.role === "admin";
}

/** The dashboards; the route table passes in billing's pieces (features/billing). */
export function DashboardPage({ billing }: { billing: DashboardBillingSlots }) {
  const session = useSession();
  // The route's guard only renders this page for a signed-in user with a role.
  if (session.status !== "signed-in" || !session.user.role) return null;
  return <Dashboard user={session.user} role={session.user.role} billing={billing} />;
}

function Dashboard({ user, role, billing }: { user: User; role: keyof typeof TITLES; billing: DashboardBillingSlots }) {
  const { t } = useLingui();
  const { PaymentBanner, GoPro } = billing;
  const buys = canBuy(user);
  const title = t(TITLES[role]);
  usePageTitle(title);
  const firstName = (user.full_name || "").split(" ")[0];
  const churchName = user.church_name;
  // A church greets as the church; a person by first name, or "there" without one.
  const greeting =
    churchName && role === "church" ? t`Welcome, ${churchName}!` : firstName ? t`Welcome, ${firstName}!` : t`Welcome, there!`;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <p className="text-sm font-medium text-brand-700">{title}</p>
          <h1 className="mt-1 text-3xl font-bold break-words text-slate-900">{greeting}</h1>
        </div>
        <div className="flex flex-wrap gap-2">
          {role !== "church" && (
            <Button asChild variant="secondary">
              <Link to="/availability">
                <CalendarDays className="h-4 w-4" aria-hidden />
                <Trans>Availability</Trans>
              </Link>
            </Button>
          )}
          <Button asChild variant="secondary">
            <Link to="/analytics">
              <ChartColumn className="h-4 w-4" aria-hidden />
              <Trans>Analytics</Trans>
            </Link>
          </Button>
        </div>
      </div>
      <PaymentBanner userId={user.id} />
      {/* The lists in the wide column; the profile, this month's allowance and the plan beside. */}
      <div className="mt-8 grid items-start gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          {role === "church" ? <ChurchLists user={user} featureBoost={buys ? billing.FeatureBoost : undefined} /> : <TalentLists userId={user.id} />}
        </div>
        <aside aria-label={t`Your profile and plan`} className="space-y-6">
          {role === "church" ? <ChurchCompleteness user={user} /> : <TalentCompleteness user={user} />}
          {role !== "church" && <UnreadMessages />}
          {role !== "church" && <ApplicationsLeft userId={user.id} />}
          {role === "church" && user.church !== null && (
            <PostingsLeft userId={user.id} buyPostingPack={buys ? billing.BuyPostingPack : undefined} />
          )}
          {role !== "church" && !user.premium && <GoPro role={role} />}
          <PlanStatus user={user} />
        </aside>
      </div>
    </div>
  );
}

function TalentLists({ userId }: { userId: string }) {
  return (
    <>
      <ApplicationsOverview userId={userId} />
      <OffersWaiting userId={userId} />
      <UpcomingHires userId={userId} />
      <RecommendedOpportunities userId={userId} />
    </>
  );
}

/** Without a church there are no opportunities or applicants to show, only the account's news. */
function ChurchLists({ user, featureBoost }: { user: User; featureBoost?: FeatureBoostSlot }) {
  const { t } = useLingui();
  return (
    <>
      {user.church === null ? (
        <Section id="your-opportunities" title={t`Your opportunities`}>
          <EmptyState
            title={t`No church yet.`}
            hint={t`Once your account belongs to a church, its opportunities and applicants appear here.`}
          />
        </Section>
      ) : (
        <>
          <ChurchOpportunities userId={user.id} featureBoost={featureBoost} />
          <UpcomingHires userId={user.id} />
          <RecentApplications userId={user.id} />
        </>
      )}
      <LatestUpdates userId={user.id} />
    </>
  );
}

/** A speaker's or musician's completeness, from GET /api/profiles/me. */
function TalentCompleteness({ user }: { user: User }) {
  const profile = useQuery(myProfileQuery(user.id));
  return (
    <ProfileCompleteness
      completeness={profile.data?.completeness}
      pending={profile.isPending}
      failed={profile.isError}
      onRetry={() => void profile.refetch()}
      retrying={profile.isFetching}
    >
      {!user.email_verified && <VerifyEmailReminder />}
    </ProfileCompleteness>
  );
}

/** The church's completeness, from GET /api/churches/mine; only its admins can complete it. */
function ChurchCompleteness({ user }: { user: User }) {
  const { t } = useLingui();
  const church = useQuery({ ...myChurchQuery(user.id), enabled: user.church !== null });
  const canEdit = church.data?.can_edit ?? false;
  const unfinished = church.data ? church.data.completeness.percent < 100 : false;
  return (
    <ProfileCompleteness
      title={t`Church profile completeness`}
      completeness={church.data?.completeness}
      pending={user.church !== null && church.isPending}
      failed={church.isError}
      onRetry={() => void church.refetch()}
      retrying={church.isFetching}
      linked={canEdit}
      note={
        user.church === null
          ? t`Your account isn't part of a church yet.`
          : church.data && !canEdit && t`Only church admins can change church information.`
      }
    >
      {!user.email_verified && <VerifyEmailReminder />}
      {canEdit && unfinished && (
        <Button asChild className="mt-5">
          <Link to="/church-profile-completion">
            <Trans>Complete your church profile</Trans>
          </Link>
        </Button>
      )}
    </ProfileCompleteness>
  );
}
