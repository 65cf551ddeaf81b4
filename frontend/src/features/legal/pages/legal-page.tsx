import { Link } from "react-router";
import { usePageTitle } from "@/lib/page-title";
import type { LegalDocument } from "../legal-document";

function sectionId(heading: string) {
  return heading.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
}

export function LegalPage({ document }: { document: LegalDocument }) {
  usePageTitle(document.title, document.intro);
  return (
    <article className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-bold tracking-tight text-slate-900">{document.title}</h1>
      <p className="mt-2 text-sm text-slate-500">Last updated {document.updated}</p>
      <p className="mt-6 text-lg text-slate-700">{document.intro}</p>
      <nav aria-label="Contents" className="mt-8 rounded-xl bg-slate-50 p-6">
        <h2 className="text-sm font-semibold text-slate-900">Contents</h2>
        <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm">
          {document.sections.map((section) => (
            <li key={section.heading}>
              <a href={`#${sectionId(section.heading)}`} className="text-brand-800 hover:underline">
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((section, index) => (
        <section key={section.heading} id={sectionId(section.heading)} className="mt-10">
          <h2 className="text-xl font-semibold text-slate-900">
            {index + 1}. {section.heading}
          </h2>
          <div className="mt-3 space-y-3 text-slate-700">
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 48)}>{paragraph}</p>
            ))}
          </div>
        </section>
      ))}
      <p className="mt-12 text-sm text-slate-500">
        Questions? Visit the <Link to="/help-center" className="text-brand-800 underline">Help Center</Link>{" "}
        or <Link to="/contact" className="text-brand-800 underline">contact us</Link>.
      </p>
    </article>
  );
}
