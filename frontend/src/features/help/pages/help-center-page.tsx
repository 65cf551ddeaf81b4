import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { ChevronDown, Search } from "lucide-react";
import { useMemo } from "react";
import { Link, useSearchParams } from "react-router";
import { Input } from "@/components/ui/input";
import { usePageTitle } from "@/lib/page-title";
import { answerParts, FAQ_CATEGORIES, faqTexts } from "../faq";
import { searchFaq } from "../search-faq";

export function HelpCenterPage() {
  const { t } = useLingui();
  usePageTitle(t`Help Center`, t`Answers to common questions about Steeple for churches, speakers and musicians.`);
  const [params, setParams] = useSearchParams();
  const query = params.get("q") ?? "";
  // Searched as it reads on screen, so a reader finds answers by the words of their language.
  const faq = useMemo(() => faqTexts(t), [t]);
  const results = searchFaq(faq, query);

  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-bold tracking-tight text-slate-900">
        <Trans>Help Center</Trans>
      </h1>
      <p className="mt-3 text-lg text-slate-600">
        <Trans>Answers to the questions churches, speakers and musicians ask most.</Trans>
      </p>
      <div role="search" className="relative mt-8">
        <Search className="pointer-events-none absolute top-3 left-3 h-4 w-4 text-slate-400" aria-hidden />
        <label htmlFor="faq-search" className="sr-only">
          <Trans>Search the help center</Trans>
        </label>
        <Input
          id="faq-search"
          type="search"
          placeholder={t`Search for answers, e.g. refund, invitation, password`}
          className="pl-9"
          value={query}
          onChange={(event) =>
            setParams(event.target.value ? { q: event.target.value } : {}, { replace: true })
          }
        />
      </div>
      <p className="mt-4 text-sm text-slate-500" aria-live="polite">
        {query ? (
          <Plural value={results.length} one="# answer found" other="# answers found" />
        ) : (
          <Plural value={faq.length} one="# answer" other="# answers" />
        )}
      </p>

      {results.length === 0 ? (
        <div className="mt-8 rounded-xl border border-dashed border-slate-300 p-8 text-center">
          <p className="font-medium text-slate-900">
            <Trans>No answers match “{query}”.</Trans>
          </p>
          <p className="mt-2 text-slate-600">
            <Trans>
              Try other words, or{" "}
              <Link to="/contact" className="text-brand-800 underline">
                contact us
              </Link>{" "}
              and we'll help.
            </Trans>
          </p>
        </div>
      ) : (
        FAQ_CATEGORIES.map((category) => {
          const entries = results.filter((entry) => entry.category === category);
          if (entries.length === 0) return null;
          const name = entries[0]!.categoryName;
          return (
            <section key={category} aria-label={name} className="mt-10">
              <h2 className="text-xl font-semibold text-slate-900">{name}</h2>
              <div className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200">
                {entries.map((entry) => (
                  <details key={entry.id} id={entry.id} className="group px-5 py-4" open={Boolean(query)}>
                    <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-medium text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600">
                      {entry.question}
                      <ChevronDown className="h-4 w-4 shrink-0 transition group-open:rotate-180" aria-hidden />
                    </summary>
                    <p className="mt-3 text-slate-600">
                      {answerParts(entry.answer).map((part, index) =>
                        typeof part === "string" ? (
                          part
                        ) : (
                          <Link key={index} to={part.to} className="font-medium text-brand-800 underline">
                            {part.text}
                          </Link>
                        ),
                      )}
                    </p>
                  </details>
                ))}
              </div>
            </section>
          );
        })
      )}

      <div className="mt-12 rounded-xl bg-brand-50 p-6">
        <h2 className="font-semibold text-slate-900">
          <Trans>Still need help?</Trans>
        </h2>
        <p className="mt-1 text-slate-600">
          <Trans>
            Our team answers every message.{" "}
            <Link to="/contact" className="font-medium text-brand-800 underline">
              Contact support
            </Link>
            .
          </Trans>
        </p>
      </div>
    </div>
  );
}
