import type { I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Languages } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { PageLoading } from "@/components/ui/page-loading";
import { usePageTitle } from "@/lib/page-title";
import { useEnglishOriginal } from "../english-original";
import type { LegalDocument } from "../legal-document";

// `?lang=en` shows the English text, the binding one, to a reader of a translation.
const ORIGINAL_PARAM = "lang";
const ORIGINAL_VALUE = "en";

export function LegalPage({ document }: { document: LegalDocument }) {
  const { i18n } = useLingui();
  const [params] = useSearchParams();
  const translated = i18n.locale !== ORIGINAL_VALUE;
  const wantsOriginal = translated && params.get(ORIGINAL_PARAM) === ORIGINAL_VALUE;
  const english = useEnglishOriginal(wantsOriginal);

  if (!translated) return <LegalText document={document} />;
  let text = <LegalText document={document} />;
  if (wantsOriginal) text = english ? <EnglishText document={document} english={english} /> : <PageLoading />;
  return (
    <>
      <TranslationNotice showingOriginal={wantsOriginal} />
      {text}
    </>
  );
}

/** Tells a reader of a translation that the English text is the one that binds, and where to read it. */
function TranslationNotice({ showingOriginal }: { showingOriginal: boolean }) {
  return (
    <div className="mx-auto max-w-3xl px-4 pt-10 sm:px-6">
      <div role="note" className="flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-slate-800">
        <Languages className="mt-0.5 h-5 w-5 shrink-0 text-amber-700" aria-hidden />
        {showingOriginal ? (
          <p>
            <Trans>
              You are reading the English original, the binding version of this document.{" "}
              <Link to={{ search: "" }} className="font-medium text-brand-800 underline">
                Back to the translation
              </Link>
            </Trans>
          </p>
        ) : (
          <p>
            <Trans>
              This page is a translation, provided for your convenience. The English text is the binding version
              and prevails if the two differ.{" "}
              <Link to={{ search: `?${ORIGINAL_PARAM}=${ORIGINAL_VALUE}` }} className="font-medium text-brand-800 underline">
                Read the English original
              </Link>
            </Trans>
          </p>
        )}
      </div>
    </div>
  );
}

/** The document in English, marked as English for screen readers and translation tools. */
function EnglishText({ document, english }: { document: LegalDocument; english: I18n }) {
  return (
    <I18nProvider i18n={english}>
      <div lang="en">
        <LegalText document={document} />
      </div>
    </I18nProvider>
  );
}

function LegalText({ document }: { document: LegalDocument }) {
  const { t, i18n } = useLingui();
  usePageTitle(t(document.title), t(document.intro));
  const updated = new Intl.DateTimeFormat(i18n.locale, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${document.updated}T00:00:00Z`),
  );
  return (
    <article className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-bold tracking-tight text-slate-900">{t(document.title)}</h1>
      <p className="mt-2 text-sm text-slate-500">
        <Trans>Last updated {updated}</Trans>
      </p>
      <p className="mt-6 text-lg text-slate-700">{t(document.intro)}</p>
      <nav aria-label={t`Contents`} className="mt-8 rounded-xl bg-slate-50 p-6">
        <h2 className="text-sm font-semibold text-slate-900">
          <Trans>Contents</Trans>
        </h2>
        <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm">
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-brand-800 hover:underline">
                {t(section.heading)}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((section, index) => (
        <section key={section.id} id={section.id} className="mt-10">
          <h2 className="text-xl font-semibold text-slate-900">
            {index + 1}. {t(section.heading)}
          </h2>
          <div className="mt-3 space-y-3 text-slate-700">
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph.id}>{t(paragraph)}</p>
            ))}
          </div>
        </section>
      ))}
      <p className="mt-12 text-sm text-slate-500">
        <Trans>
          Questions? Visit the{" "}
          <Link to="/help-center" className="text-brand-800 underline">
            Help Center
          </Link>{" "}
          or{" "}
          <Link to="/contact" className="text-brand-800 underline">
            contact us
          </Link>
          .
        </Trans>
      </p>
    </article>
  );
}
