import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowRight, Church, LayoutDashboard, Mic, Music, Quote, Search, UserPen } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { dashboardPath } from "@/lib/auth/actions";
import { useSession, type User } from "@/lib/auth/session";
import { usePageTitle } from "@/lib/page-title";
import { howItWorksSteps, testimonials } from "../content/landing";

export function LandingPage() {
  const { t } = useLingui();
  const session = useSession();
  // Visitors (and everyone while the session is still being restored) are invited to sign up.
  const user = session.status === "signed-in" ? session.user : null;
  const name = user ? greetingName(user) : null;
  usePageTitle(
    t`Churches, speakers and musicians, connected`,
    t`Steeple connects churches with speakers and musicians: post opportunities, find talent, apply and book.`,
  );
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6 md:py-28">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            <Trans>The ministry-matching marketplace</Trans>
          </p>
          <h1 className="mt-4 max-w-3xl text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl md:text-6xl">
            <Trans>Find the right voice for every Sunday, conference and worship night.</Trans>
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-slate-600">
            <Trans>
              Steeple connects churches with gifted speakers and musicians. Churches post
              opportunities and find talent; speakers and musicians share their calling, apply and
              get booked.
            </Trans>
          </p>
          {/* The same two cards' space either way, so a signed-in visitor's page does not shift. */}
          <div className="mt-10 grid gap-4 sm:max-w-2xl sm:grid-cols-2">
            {user ? (
              <>
                <CallToAction
                  to={dashboardPath(user)}
                  icon={<LayoutDashboard className="h-6 w-6" aria-hidden />}
                  title={name ? t`Welcome back, ${name}` : t`Welcome back`}
                  text={t`Pick up where you left off.`}
                  label={t`Go to your dashboard`}
                />
                {user.role === "church" ? (
                  <CallToAction
                    to="/talent"
                    icon={<Search className="h-6 w-6" aria-hidden />}
                    title={t`Find speakers and musicians`}
                    text={t`Browse profiles and reach out to the right people.`}
                    label={t`Browse talent`}
                  />
                ) : (
                  <CallToAction
                    to="/profile/edit"
                    icon={<UserPen className="h-6 w-6" aria-hidden />}
                    title={t`Your profile`}
                    text={t`Keep it current so churches find you.`}
                    label={t`Edit your profile`}
                  />
                )}
              </>
            ) : (
              <>
                <CallToAction
                  to="/signup?role=church"
                  icon={<Church className="h-6 w-6" aria-hidden />}
                  title={t`I'm a church`}
                  text={t`Post opportunities and find speakers and musicians.`}
                  label={t`Sign up as a church`}
                />
                <CallToAction
                  to="/signup?role=speaker"
                  icon={
                    <span className="flex gap-1">
                      <Mic className="h-6 w-6" aria-hidden />
                      <Music className="h-6 w-6" aria-hidden />
                    </span>
                  }
                  title={t`I'm a speaker or musician`}
                  text={t`Build your profile, get discovered and apply.`}
                  label={t`Sign up as talent`}
                />
              </>
            )}
          </div>
        </div>
      </section>

      <section id="how-it-works" aria-labelledby="how-it-works-title" className="py-20">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2 id="how-it-works-title" className="text-3xl font-bold text-slate-900">
            <Trans>How It Works</Trans>
          </h2>
          <p className="mt-3 max-w-2xl text-slate-600">
            <Trans>Three steps from first hello to booked.</Trans>
          </p>
          <ol className="mt-10 grid gap-6 md:grid-cols-3">
            {howItWorksSteps.map((step, index) => (
              <li key={step.title.id} className="rounded-xl border border-slate-200 p-6">
                <span className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-800 font-semibold text-white">
                  {index + 1}
                </span>
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(step.title)}</h3>
                <p className="mt-2 text-slate-600">{t(step.text)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section
        id="testimonials"
        aria-labelledby="testimonials-title"
        className="bg-slate-50 py-20"
      >
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2 id="testimonials-title" className="text-3xl font-bold text-slate-900">
            <Trans>Success Stories</Trans>
          </h2>
          <div className="mt-10 grid gap-6 md:grid-cols-3">
            {testimonials.map((testimonial) => (
              <figure key={testimonial.name} className="rounded-xl bg-white p-6 shadow-sm">
                <Quote className="h-6 w-6 text-brand-500" aria-hidden />
                <blockquote className="mt-4 text-slate-700">{t(testimonial.quote)}</blockquote>
                <figcaption className="mt-6 text-sm">
                  <span className="block font-semibold text-slate-900">{testimonial.name}</span>
                  <span className="text-slate-500">
                    {t(testimonial.role)} · {t(testimonial.place)}
                  </span>
                </figcaption>
              </figure>
            ))}
          </div>
        </div>
      </section>

      <section className="py-20">
        <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 sm:px-6 md:flex-row md:items-center md:justify-between">
          {user ? (
            <>
              <div>
                <h2 className="text-2xl font-bold text-slate-900">
                  <Trans>Good to see you again</Trans>
                </h2>
                <p className="mt-2 text-slate-600">
                  <Trans>Your applications, messages and plans are on your dashboard.</Trans>
                </p>
              </div>
              <Button size="lg" asChild>
                <Link to={dashboardPath(user)}>
                  <Trans>Go to dashboard</Trans> <ArrowRight className="h-4 w-4" aria-hidden />
                </Link>
              </Button>
            </>
          ) : (
            <>
              <div>
                <h2 className="text-2xl font-bold text-slate-900">
                  <Trans>Ready to get started?</Trans>
                </h2>
                <p className="mt-2 text-slate-600">
                  <Trans>Creating a profile is free for speakers and musicians.</Trans>
                </p>
              </div>
              <Button size="lg" asChild>
                <Link to="/signup">
                  <Trans>Create your account</Trans> <ArrowRight className="h-4 w-4" aria-hidden />
                </Link>
              </Button>
            </>
          )}
        </div>
      </section>
    </>
  );
}

/** How the hero greets a signed-in visitor: the church's name, or a person's first name. */
function greetingName(user: User): string | null {
  if (user.role === "church" && user.church_name) return user.church_name;
  return user.full_name?.trim().split(/\s+/)[0] || null;
}

function CallToAction({
  to,
  icon,
  title,
  text,
  label,
}: {
  to: string;
  icon: ReactNode;
  title: string;
  text: string;
  label: string;
}) {
  return (
    <Link
      to={to}
      aria-label={label}
      className="group flex flex-col rounded-xl border border-brand-100 bg-white p-5 shadow-sm transition hover:border-brand-500 hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <span className="text-brand-800">{icon}</span>
      <span className="mt-3 font-semibold text-slate-900">{title}</span>
      <span className="mt-1 text-sm text-slate-600">{text}</span>
      <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-800">
        {label}
        <ArrowRight className="h-4 w-4 transition group-hover:translate-x-0.5" aria-hidden />
      </span>
    </Link>
  );
}
