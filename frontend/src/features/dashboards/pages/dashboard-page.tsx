import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useSession, type User } from "@/lib/auth/session";
import { myChurchQuery } from "@/lib/my-church";
import { myProfileQuery } from "@/lib/my-profile";
import { usePageTitle } from "@/lib/page-title";
import { PlanStatus } from "../components/plan-status";
import { ProfileCompleteness, VerifyEmailReminder } from "../components/profile-completeness";

const NEXT_STEPS = {
  speaker: [
    "Finish your profile so churches can find you in the speaker directory.",
    "Browse opportunities and apply to the ones that fit your calling.",
  ],
  musician: [
    "Finish your profile so churches can find you in the musician directory.",
    "Browse opportunities and apply to the ones that fit your ministry.",
  ],
  church: [
    "Complete your church profile so speakers and musicians know who you are.",
    "Post an opportunity, or search for speakers and musicians.",
  ],
} as const;

const TITLES = { speaker: "Speaking Dashboard", musician: "Musician Dashboard", church: "Church Dashboard" };

export function DashboardPage() {
  const session = useSession();
  // The route's guard only renders this page for a signed-in user with a role.
  if (session.status !== "signed-in" || !session.user.role) return null;
  return <Dashboard user={session.user} role={session.user.role} />;
}

function Dashboard({ user, role }: { user: User; role: keyof typeof NEXT_STEPS }) {
  usePageTitle(TITLES[role]);
  const firstName = (user.full_name || "").split(" ")[0] || "there";

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <p className="text-sm font-medium text-brand-700">{TITLES[role]}</p>
      <h1 className="mt-1 text-3xl font-bold text-slate-900">
        Welcome{user.church_name && role === "church" ? `, ${user.church_name}` : `, ${firstName}`}!
      </h1>
      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        {role === "church" ? <ChurchCompleteness user={user} /> : <TalentCompleteness user={user} />}
        <div className="space-y-6 lg:col-span-2">
          <section aria-labelledby="next-steps" className="rounded-xl border border-slate-200 p-6">
            <h2 id="next-steps" className="font-semibold text-slate-900">
              Next steps
            </h2>
            <ol className="mt-4 list-decimal space-y-3 pl-5 text-slate-700">
              {NEXT_STEPS[role].map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </section>
          <PlanStatus user={user} />
        </div>
      </div>
    </div>
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
  const church = useQuery({ ...myChurchQuery(user.id), enabled: user.church !== null });
  const canEdit = church.data?.can_edit ?? false;
  const unfinished = church.data ? church.data.completeness.percent < 100 : false;
  return (
    <ProfileCompleteness
      title="Church profile completeness"
      completeness={church.data?.completeness}
      pending={user.church !== null && church.isPending}
      failed={church.isError}
      onRetry={() => void church.refetch()}
      retrying={church.isFetching}
      linked={canEdit}
      note={
        user.church === null
          ? "Your account isn't part of a church yet."
          : church.data && !canEdit && "Only church admins can change church information."
      }
    >
      {!user.email_verified && <VerifyEmailReminder />}
      {canEdit && unfinished && (
        <Button asChild className="mt-5">
          <Link to="/church-profile-completion">Complete your church profile</Link>
        </Button>
      )}
    </ProfileCompleteness>
  );
}
