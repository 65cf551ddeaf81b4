import { Trans, useLingui } from "@lingui/react/macro";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Download, Loader2, Lock, Table2 } from "lucide-react";
import { lazy, Suspense, useId, useState, type ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { LoadProblem } from "@/components/errors/load-problem";
import { FormError } from "@/components/profile/editor-parts";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api/client";
import { useSession, type User } from "@/lib/auth/session";
import { cn } from "@/lib/cn";
import { usePageTitle } from "@/lib/page-title";
import { analyticsQuery, downloadAnalyticsCsv, type Analytics, type Period } from "../api/analytics-api";
import { CHART_HEIGHT } from "../chart-size";
import { FiguresTables } from "../components/figures-tables";
import { KeyFigures } from "../components/key-figures";
import { PeriodChoice } from "../components/period-choice";
import { isEmpty } from "../metrics";
import { FREE_PERIOD, isLocked, lastPeriod, parsePeriod } from "../periods";

// The chart library arrives with the charts, after the figures: only this page loads it.
const AnalyticsCharts = lazy(async () => ({ default: (await import("../components/charts")).AnalyticsCharts }));

/** /analytics (issue 13): a talent's own figures, or their church's for its members. */
export function AnalyticsPage() {
  const session = useSession();
  // The route's guard renders this page only for a signed-in user.
  if (session.status !== "signed-in") return null;
  return <AnalyticsView user={session.user} />;
}

function AnalyticsView({ user }: { user: User }) {
  const { t } = useLingui();
  usePageTitle(t`Analytics`);
  const [params, setParams] = useSearchParams();
  // A locked period in the address (a shared link, a lapsed plan) falls back to the free one.
  const asked = parsePeriod(params.get("period")) ?? FREE_PERIOD;
  const period = isLocked(user, asked) ? FREE_PERIOD : asked;
  const setPeriod = (next: Period) => setParams({ period: next }, { replace: true });
  const church = user.role === "church";
  const withoutChurch = church && user.church === null;
  const churchName = user.church?.church_name;
  // The figures so far stay (dimmed) while another period loads.
  const query = useQuery({ ...analyticsQuery(user.id, period), enabled: !withoutChurch, placeholderData: keepPreviousData });

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">
        <Trans>Analytics</Trans>
      </h1>
      <p className="mt-1 text-slate-600">
        {!church
          ? t`How your profile is found and how your applications are doing.`
          : churchName
            ? t`How ${churchName}'s opportunities are found and filled.`
            : t`How your church's opportunities are found and filled.`}
      </p>
      <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <PeriodChoice value={period} onChange={setPeriod} locked={(option) => isLocked(user, option)} />
        {query.data && !query.isPlaceholderData && <DownloadCsv period={period} />}
      </div>

      {withoutChurch ? (
        <EmptyState title={t`No church yet.`} hint={t`Once your account belongs to a church, its analytics appear here.`} />
      ) : query.isPending ? (
        <Loading />
      ) : query.isError && isProRequired(query.error) ? (
        <ProRequired onFreePeriod={() => setPeriod(FREE_PERIOD)} />
      ) : query.isError ? (
        <LoadProblem
          title={t`We couldn't load your analytics.`}
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <div className={cn("transition-opacity", query.isPlaceholderData && "opacity-60")} aria-busy={query.isPlaceholderData}>
          {isEmpty(query.data) ? <NothingYet user={user} period={period} /> : <Figures analytics={query.data} />}
        </div>
      )}
    </div>
  );
}

function isProRequired(error: unknown): boolean {
  return error instanceof ApiError && error.code === "pro_required";
}

function Figures({ analytics }: { analytics: Analytics }) {
  const { t } = useLingui();
  const [tableShown, setTableShown] = useState(false);
  const last = lastPeriod(analytics.period);
  return (
    <>
      <section aria-labelledby="key-figures" className="mt-8">
        <h2 id="key-figures" className="sr-only">
          <Trans>Key figures, {last}</Trans>
        </h2>
        <KeyFigures analytics={analytics} />
      </section>
      <section aria-labelledby="charts" className="mt-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="charts" className="text-xl font-semibold text-slate-900">
            <Trans>Over {last}</Trans>
          </h2>
          {/* The tables are always there for screen readers; this shows them to everyone. */}
          <Button variant="secondary" size="sm" onClick={() => setTableShown((shown) => !shown)}>
            <Table2 className="h-4 w-4" aria-hidden />
            {tableShown ? t`Hide table` : t`Show as table`}
          </Button>
        </div>
        <div className="mt-4">
          <Suspense fallback={<ChartsLoading kind={analytics.kind} />}>
            <AnalyticsCharts analytics={analytics} />
          </Suspense>
        </div>
        <FiguresTables analytics={analytics} visible={tableShown} />
      </section>
    </>
  );
}

/** Grey boxes as tall as the charts, so nothing moves when they draw. */
function ChartsLoading({ kind }: { kind: Analytics["kind"] }) {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading charts`} className="grid animate-pulse gap-4 lg:grid-cols-2">
      {Array.from({ length: kind === "talent" ? 4 : 2 }, (_, index) => (
        <div key={index} className="rounded-xl bg-slate-100" style={{ height: CHART_HEIGHT + 76 }} />
      ))}
    </div>
  );
}

function Loading() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading analytics`} className="mt-8 animate-pulse space-y-8">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, index) => (
          <div key={index} className="h-24 rounded-xl bg-slate-100" />
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        {Array.from({ length: 2 }, (_, index) => (
          <div key={index} className="rounded-xl bg-slate-100" style={{ height: CHART_HEIGHT + 76 }} />
        ))}
      </div>
    </div>
  );
}

/** The server refused a longer period (the plan changed since the page knew it). */
function ProRequired({ onFreePeriod }: { onFreePeriod: () => void }) {
  const freePeriod = lastPeriod(FREE_PERIOD);
  return (
    <div role="alert" className="mx-auto mt-10 max-w-lg rounded-xl border border-amber-200 bg-amber-50 p-6 text-center">
      <Lock className="mx-auto h-8 w-8 text-amber-600" aria-hidden />
      <p className="mt-3 font-medium text-slate-900">
        <Trans>Longer periods are part of Pro.</Trans>
      </p>
      <p className="mt-1 text-sm text-slate-700">
        <Trans>Free accounts see {freePeriod}; Pro shows every period.</Trans>
      </p>
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/pricing">
            <Trans>Upgrade to Pro</Trans>
          </Link>
        </Button>
        <Button variant="secondary" onClick={onFreePeriod}>
          <Trans>Show {freePeriod}</Trans>
        </Button>
      </div>
    </div>
  );
}

/** Nothing counted in the period: what would change that. */
function NothingYet({ user, period }: { user: User; period: Period }) {
  const { t } = useLingui();
  const last = lastPeriod(period);
  if (user.role !== "church") {
    return (
      <EmptyState
        title={t`No profile views yet — complete your profile and apply to opportunities to get noticed`}
        hint={t`Nothing was counted in ${last}. Churches find you through the directory and your applications.`}
      >
        <Button asChild>
          <Link to="/profile/edit">
            <Trans>Complete your profile</Trans>
          </Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/opportunities">
            <Trans>Browse opportunities</Trans>
          </Link>
        </Button>
      </EmptyState>
    );
  }
  const role = user.church?.role;
  const canPost = role === "admin" || role === "leader";
  return (
    <EmptyState
      title={t`No opportunity views yet — post an opportunity to hear from speakers and musicians`}
      hint={
        canPost
          ? t`Nothing was counted in ${last}. A complete church profile helps talent trust your postings.`
          : t`Nothing was counted in ${last}. Your church's admins and leaders post its opportunities.`
      }
    >
      {canPost && (
        <Button asChild>
          <Link to="/opportunities/new">
            <Trans>Post an opportunity</Trans>
          </Link>
        </Button>
      )}
      {role === "admin" && (
        <Button asChild variant="secondary">
          <Link to="/church-profile-completion">
            <Trans>Complete your church profile</Trans>
          </Link>
        </Button>
      )}
    </EmptyState>
  );
}

function EmptyState({ title, hint, children }: { title: string; hint: string; children?: ReactNode }) {
  return (
    <div className="mt-8 rounded-xl border border-dashed border-slate-300 px-6 py-12 text-center">
      <p className="font-medium text-slate-900">{title}</p>
      <p className="mx-auto mt-1 max-w-xl text-sm text-slate-600">{hint}</p>
      {children && <div className="mt-5 flex flex-wrap justify-center gap-3">{children}</div>}
    </div>
  );
}

/** Download CSV of the period shown (the server writes exactly these buckets and totals). */
function DownloadCsv({ period }: { period: Period }) {
  const { t } = useLingui();
  const [downloading, setDownloading] = useState(false);
  const [failed, setFailed] = useState(false);
  const errorId = useId();
  const download = async () => {
    setDownloading(true);
    setFailed(false);
    try {
      await downloadAnalyticsCsv(period);
    } catch {
      setFailed(true);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <div className="flex flex-col items-start gap-2 sm:items-end">
      <Button
        variant="secondary"
        onClick={() => void download()}
        disabled={downloading}
        aria-busy={downloading}
        aria-describedby={failed ? errorId : undefined}
      >
        {downloading ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : <Download className="h-4 w-4" aria-hidden />}
        {downloading ? t`Preparing CSV…` : t`Download CSV`}
      </Button>
      {failed && (
        <div id={errorId}>
          <FormError>
            <Trans>Failed to download the CSV. Please try again.</Trans>
          </FormError>
        </div>
      )}
    </div>
  );
}
