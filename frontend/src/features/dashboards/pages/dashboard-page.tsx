import { useQuery } from "@tanstack/react-query";
import { CheckCircle2, Circle, Loader2 } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useSession } from "@/lib/auth/session";
import { myProfileQuery } from "@/lib/my-profile";
import { usePageTitle } from "@/lib/page-title";
import { completenessItems, completenessPercent } from "../profile-completeness";

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

function Dashboard({
  user,
  role,
}: {
  user: Parameters<typeof completenessItems>[0];
  role: keyof typeof NEXT_STEPS;
}) {
  usePageTitle(TITLES[role]);
  // The profile adds its own items; if it cannot be loaded, the account's items still show.
  const profile = useQuery(myProfileQuery(user.id));
  const items = completenessItems(user, profile.data);
  const percent = completenessPercent(items);
  const needsChurchProfile = role === "church" && profile.data?.church && !profile.data.church.about;
  const firstName = (user.full_name || "").split(" ")[0] || "there";

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <p className="text-sm font-medium text-brand-700">{TITLES[role]}</p>
      <h1 className="mt-1 text-3xl font-bold text-slate-900">
        Welcome{user.church_name && role === "church" ? `, ${user.church_name}` : `, ${firstName}`}!
      </h1>
      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <section aria-labelledby="completeness" className="rounded-xl border border-slate-200 p-6 lg:col-span-1">
          <h2 id="completeness" className="font-semibold text-slate-900">
            Profile completeness
          </h2>
          {profile.isPending ? (
            <div role="status" className="mt-6 flex items-center gap-2 text-sm text-slate-600">
              <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
              Checking your profile…
            </div>
          ) : (
            <>
              <div className="mt-4 flex items-center gap-3">
                <div
                  role="progressbar"
                  aria-valuenow={percent}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-label="Profile completeness"
                  className="h-2 flex-1 overflow-hidden rounded-full bg-slate-100"
                >
                  <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
                </div>
                <span className="text-sm font-semibold text-slate-700">{percent}%</span>
              </div>
              <ul className="mt-5 space-y-2 text-sm">
                {items.map((item) => (
                  <li key={item.label} className="flex items-center gap-2">
                    {item.done ? (
                      <CheckCircle2 className="h-4 w-4 text-green-600" aria-label="Done" />
                    ) : (
                      <Circle className="h-4 w-4 text-slate-400" aria-label="To do" />
                    )}
                    {item.done ? (
                      <span className="text-slate-500">{item.label}</span>
                    ) : (
                      <Link to={item.to} className="text-brand-800 hover:underline">
                        {item.label}
                      </Link>
                    )}
                  </li>
                ))}
              </ul>
              {needsChurchProfile && (
                <Button asChild className="mt-5">
                  <Link to="/church-profile-completion">Complete your church profile</Link>
                </Button>
              )}
            </>
          )}
        </section>
        <section aria-labelledby="next-steps" className="rounded-xl border border-slate-200 p-6 lg:col-span-2">
          <h2 id="next-steps" className="font-semibold text-slate-900">
            Next steps
          </h2>
          <ol className="mt-4 list-decimal space-y-3 pl-5 text-slate-700">
            {NEXT_STEPS[role].map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      </div>
    </div>
  );
}
