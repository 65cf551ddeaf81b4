import { ApiError } from "@/lib/api/client";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useRef } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useSession } from "@/lib/auth/session";
import { usePageTitle } from "@/lib/page-title";
import { quotaQuery } from "../api/opportunities-api";
import { OpportunityResults } from "../components/opportunity-results";
import { SearchFilters } from "../components/search-filters";
import { useOpportunitySearch } from "../hooks/use-opportunity-search";
import { hasFilters } from "../search-params";

/** /opportunities, for everyone: open opportunities still ahead, featured first, then soonest. */
export function OpportunitiesPage() {
  const { t } = useLingui();
  usePageTitle(
    t`Opportunities`,
    t`Find speaking and music opportunities at churches: Sunday services, revivals, conferences, retreats and more.`,
  );
  const { search, drafts, change, submit, clear, query, params } = useOpportunitySearch();
  const searchInput = useRef<HTMLInputElement>(null);
  const session = useSession();
  const talent = session.status === "signed-in" && (session.user.role === "speaker" || session.user.role === "musician");

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:py-14">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            <Trans>Opportunities</Trans>
          </h1>
          <p className="mt-2 max-w-2xl text-slate-600">
            <Trans>
              Churches looking for guest speakers, worship leaders and musicians. Featured opportunities come first,
              then the soonest.
            </Trans>
          </p>
        </div>
        <PostButton />
      </div>

      <SearchFilters
        drafts={drafts}
        active={search.filters}
        busy={query.isFetching}
        onChange={change}
        onSubmit={submit}
        searchRef={searchInput}
        refused={query.error instanceof ApiError && query.error.status === 422 ? query.error.fields : undefined}
        canSortByFit={talent}
      />

      <OpportunityResults
        query={query}
        params={params}
        filtered={hasFilters(search.filters)}
        onClear={() => {
          clear();
          searchInput.current?.focus();
        }}
      />
    </div>
  );
}

/** For a church's admins and leaders (the server says who may post). */
function PostButton() {
  const session = useSession();
  const userId = session.status === "signed-in" && session.user.role === "church" ? session.user.id : null;
  const quota = useQuery({ ...quotaQuery(userId ?? ""), enabled: userId !== null });
  if (!quota.data?.can_post) return null;
  return (
    <Button asChild className="shrink-0">
      <Link to="/opportunities/new">
        <Plus className="h-4 w-4" aria-hidden />
        <Trans>Post an opportunity</Trans>
      </Link>
    </Button>
  );
}
