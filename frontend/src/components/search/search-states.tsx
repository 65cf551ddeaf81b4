import { Trans, useLingui } from "@lingui/react/macro";
import { ChevronLeft, ChevronRight, SearchX } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { withPage } from "./search-url";

/** No results: what was searched, a hint, and a way on (clear the filters, say). */
export function SearchEmptyState({ title, hint, children }: { title: string; hint?: string; children?: ReactNode }) {
  return (
    <div className="mt-8 rounded-xl border border-dashed border-slate-300 px-6 py-12 text-center">
      <SearchX className="mx-auto h-8 w-8 text-slate-400" aria-hidden />
      <p role="status" className="mt-3 font-medium break-words text-slate-900">
        {title}
      </p>
      {hint && <p className="mt-1 text-sm text-slate-600">{hint}</p>}
      {children && <div className="mt-5 flex justify-center">{children}</div>}
    </div>
  );
}

/** A page past the last one (an old link, or results that went away): back to the first page. */
export function SearchPageEmpty({ noun, page, params }: { noun: string; page: number; params: URLSearchParams }) {
  const { t } = useLingui();
  return (
    <SearchEmptyState title={t`There are no more ${noun} on page ${page}.`}>
      <Button variant="secondary" asChild>
        <Link to={{ search: withPage(params, 1).toString() }}>
          <Trans>Go to the first page</Trans>
        </Link>
      </Button>
    </SearchEmptyState>
  );
}

/**
 * Previous / Next: the API says whether there is a next page, not how many there are. It serves
 * pages up to `maxPage` only, so there is no Next from there.
 */
export function SearchPagination({
  params,
  page,
  hasMore,
  maxPage,
}: {
  params: URLSearchParams;
  page: number;
  hasMore: boolean;
  maxPage: number;
}) {
  const { t } = useLingui();
  const hasNext = hasMore && page < maxPage;
  if (page === 1 && !hasNext) return null;
  return (
    <nav aria-label={t`Pagination`} className="mt-10 flex items-center justify-between gap-4">
      <PageButton params={params} page={page > 1 ? page - 1 : null}>
        <ChevronLeft className="h-4 w-4" aria-hidden />
        <Trans context="pagination">Previous</Trans>
      </PageButton>
      <span className="text-sm text-slate-600">
        <Trans>Page {page}</Trans>
      </span>
      <PageButton params={params} page={hasNext ? page + 1 : null}>
        <Trans context="pagination">Next</Trans>
        <ChevronRight className="h-4 w-4" aria-hidden />
      </PageButton>
    </nav>
  );
}

/** A link to `page`, or a disabled button when there is none that way. */
function PageButton({ params, page, children }: { params: URLSearchParams; page: number | null; children: ReactNode }) {
  if (page === null) {
    return (
      <Button variant="secondary" disabled>
        {children}
      </Button>
    );
  }
  return (
    <Button variant="secondary" asChild>
      <Link to={{ search: withPage(params, page).toString() }}>{children}</Link>
    </Button>
  );
}
