import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { usePageTitle } from "@/lib/page-title";
import { aboutContent } from "../content/about";

export function AboutPage() {
  const { t } = useLingui();
  usePageTitle(t`About`, t(aboutContent.lead));
  return (
    <div className="mx-auto max-w-4xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-bold tracking-tight text-slate-900">{t(aboutContent.headline)}</h1>
      <p className="mt-4 text-lg text-slate-600">{t(aboutContent.lead)}</p>
      <div className="mt-10 space-y-5 text-slate-700">
        {aboutContent.story.map((paragraph) => (
          <p key={paragraph.id}>{t(paragraph)}</p>
        ))}
      </div>
      <section aria-labelledby="mission" className="mt-12 rounded-xl bg-brand-50 p-8">
        <h2 id="mission" className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
          <Trans>Our mission</Trans>
        </h2>
        <p className="mt-3 text-xl font-medium text-slate-900">{t(aboutContent.mission)}</p>
      </section>
      <section aria-labelledby="values" className="mt-12">
        <h2 id="values" className="text-2xl font-bold text-slate-900">
          <Trans>What we value</Trans>
        </h2>
        <dl className="mt-6 grid gap-6 sm:grid-cols-2">
          {aboutContent.values.map((value) => (
            <div key={value.title.id} className="rounded-xl border border-slate-200 p-6">
              <dt className="font-semibold text-slate-900">{t(value.title)}</dt>
              <dd className="mt-2 text-slate-600">{t(value.text)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <p className="mt-12 text-sm text-slate-500">
        <Trans>
          Places and time zones come from the{" "}
          <a href="https://github.com/seanpianka/zipcodes" className="underline underline-offset-2 hover:text-slate-700">
            zipcodes
          </a>{" "}
          data by Sean Pianka (MIT licence).
        </Trans>
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button asChild>
          <Link to="/signup">
            <Trans>Join Steeple</Trans>
          </Link>
        </Button>
        <Button variant="secondary" asChild>
          <Link to="/contact">
            <Trans>Contact us</Trans>
          </Link>
        </Button>
      </div>
    </div>
  );
}
