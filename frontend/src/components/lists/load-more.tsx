import { useLingui } from "@lingui/react/macro";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

/** What LoadMore needs of an infinite query (react-query's useInfiniteQuery result). */
interface NextPages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * "Load more" under a cursor-paged list, and a note when the next page could not be loaded.
 * `what` names the items in that note, in the language on screen: "We couldn't load more {what}. Try again."
 */
export function LoadMore({ query, what, className }: { query: NextPages; what: string; className?: string }) {
  const { t } = useLingui();
  return (
    <>
      {query.hasNextPage && (
        <div className={cn("flex justify-center", className)}>
          <Button
            variant="secondary"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
            aria-busy={query.isFetchingNextPage}
          >
            {query.isFetchingNextPage && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
            {query.isFetchingNextPage ? t`Loading…` : t`Load more`}
          </Button>
        </div>
      )}
      {query.isFetchNextPageError && (
        <p role="alert" className="mt-3 px-4 text-center text-sm text-red-700">
          {t`We couldn't load more ${what}. Try again.`}
        </p>
      )}
    </>
  );
}
