import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useInfiniteQuery } from "@tanstack/react-query";
import { Inbox, ScrollText, ShieldAlert } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { LoadProblem } from "@/components/errors/load-problem";
import { LoadMore } from "@/components/lists/load-more";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useSession } from "@/lib/auth/session";
import { dashboardPath } from "@/lib/auth/actions";
import { usePageTitle } from "@/lib/page-title";
import { decisionLogQuery, reportsQuery } from "../api/admin-api";
import { CredentialReviews } from "../components/credential-reviews";
import { ReportCard } from "../components/report-card";
import { TestEmailButton } from "../components/test-email-button";
import { decisionText, formatWhen, type ReportStatus } from "../moderation";

type AdminTab = "open" | "closed" | "log" | "credentials";
const TABS: AdminTab[] = ["open", "closed", "log", "credentials"];
const TAB_LABELS: Record<AdminTab, MessageDescriptor> = {
  open: msg`Open reports`,
  closed: msg`Closed reports`,
  log: msg`Decision log`,
  credentials: msg`Credentials`,
};

/** /admin (issue 13): the staff's moderation queue, closed reports and the log of decisions. */
export function AdminPage() {
  const session = useSession();
  // The route's guard renders this page only for a signed-in user.
  if (session.status !== "signed-in") return null;
  // The API refuses everyone else too (403 staff_required); this only says so plainly.
  if (!session.user.is_staff) return <StaffOnly home={dashboardPath(session.user)} />;
  return <Moderation />;
}

function StaffOnly({ home }: { home: string }) {
  const { t } = useLingui();
  usePageTitle(t`Staff only`);
  return (
    <div className="mx-auto max-w-lg px-4 py-16 text-center sm:px-6">
      <ShieldAlert className="mx-auto h-10 w-10 text-slate-400" aria-hidden />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">
        <Trans>Staff only</Trans>
      </h1>
      <p className="mt-2 text-slate-600">
        <Trans>This page is for Steeple's moderation team. Your account doesn't have access to it.</Trans>
      </p>
      <Button asChild className="mt-6">
        <Link to={home}>
          <Trans>Back to your dashboard</Trans>
        </Link>
      </Button>
    </div>
  );
}

function Moderation() {
  const { t } = useLingui();
  usePageTitle(t`Moderation`);
  const [params, setParams] = useSearchParams();
  const asked = params.get("tab") as AdminTab | null;
  const tab: AdminTab = asked && TABS.includes(asked) ? asked : "open";
  const select = (next: AdminTab) => setParams(next === "open" ? {} : { tab: next }, { replace: true });

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">
            <Trans>Moderation</Trans>
          </h1>
          <p className="mt-1 text-slate-600">
            <Trans>Reports from members, oldest first. Every decision is logged with your name.</Trans>
          </p>
        </div>
        <TestEmailButton />
      </div>
      <Tabs value={tab} onValueChange={(next) => select(next as AdminTab)}>
        <TabsList aria-label={t`Moderation`} className="mt-8">
          {TABS.map((name) => (
            <TabsTrigger key={name} value={name}>
              {t(TAB_LABELS[name])}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={tab} className="mt-6">
          {tab === "log" ? <DecisionLog /> : tab === "credentials" ? <CredentialReviews /> : <Reports status={tab} key={tab} />}
        </TabsContent>
      </Tabs>
    </div>
  );
}

function Reports({ status }: { status: ReportStatus }) {
  const { t } = useLingui();
  const query = useInfiniteQuery(reportsQuery(status));
  const reports = query.data?.pages.flatMap((page) => page.items) ?? [];
  const open = status === "open";
  const panel = useRef<HTMLDivElement>(null);
  // The keyboard goes on once a decided report has left the queue: to the report that took its
  // place, the one before it at the end, or the empty queue's note. The list may be drawn again
  // only after the decision is saved, so the move waits for that when the report is still shown.
  const focusAfter = useRef<number | null>(null);
  const moveFocus = (index: number) => {
    const cards = panel.current?.querySelectorAll<HTMLElement>("article");
    const next = cards?.length ? cards[Math.min(index, cards.length - 1)] : panel.current?.querySelector<HTMLElement>("[role=status]");
    next?.focus();
  };
  const onDecided = (index: number, id: string) => {
    if (panel.current?.querySelector(`[data-report="${id}"]`)) focusAfter.current = index;
    else moveFocus(index);
  };
  useEffect(() => {
    if (focusAfter.current === null) return;
    moveFocus(focusAfter.current);
    focusAfter.current = null;
  }, [reports.length]);

  if (query.isPending) return <Loading label={open ? t`Loading open reports` : t`Loading closed reports`} />;
  if (query.isError && reports.length === 0) {
    return (
      <LoadProblem
        title={open ? t`We couldn't load the open reports.` : t`We couldn't load the closed reports.`}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (reports.length === 0) {
    return (
      <div ref={panel}>
        <Empty icon={<Inbox className="mx-auto h-8 w-8 text-slate-400" aria-hidden />}>
          {open ? t`No open reports — nice and quiet.` : t`No closed reports yet.`}
        </Empty>
      </div>
    );
  }
  return (
    <div ref={panel}>
      <h2 className="sr-only">{t(TAB_LABELS[status])}</h2>
      <ul className="space-y-4">
        {reports.map((report, index) => (
          <li key={report.id} data-report={report.id}>
            <ReportCard report={report} onDecided={() => onDecided(index, report.id)} />
          </li>
        ))}
      </ul>
      <LoadMore query={query} what={open ? t`open reports` : t`closed reports`} className="mt-6" />
    </div>
  );
}

function DecisionLog() {
  const { t } = useLingui();
  const query = useInfiniteQuery(decisionLogQuery());
  const entries = query.data?.pages.flatMap((page) => page.items) ?? [];

  if (query.isPending) return <Loading label={t`Loading the decision log`} />;
  if (query.isError && entries.length === 0) {
    return (
      <LoadProblem
        title={t`We couldn't load the decision log.`}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (entries.length === 0) {
    return (
      <Empty icon={<ScrollText className="mx-auto h-8 w-8 text-slate-400" aria-hidden />}>{t`No decisions yet.`}</Empty>
    );
  }
  return (
    <>
      <h2 className="sr-only">
        <Trans>Decision log</Trans>
      </h2>
      <ol className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {entries.map((entry) => (
          <li key={entry.id} className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:gap-4">
            <time dateTime={entry.created_at} className="shrink-0 text-sm text-slate-500 sm:w-44">
              {formatWhen(entry.created_at)}
            </time>
            <div className="min-w-0 text-sm">
              <p className="text-slate-900">
                <span className="font-medium">{entry.staff?.name ?? t`A former staff member`}</span> ·{" "}
                {decisionText(entry)}
              </p>
              {entry.item_title && (
                <p className="mt-0.5 break-words text-slate-700">
                  {entry.item_path ? (
                    <Link to={entry.item_path} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                      {entry.item_title}
                    </Link>
                  ) : (
                    entry.item_title
                  )}
                </p>
              )}
              {entry.note && <p className="mt-0.5 break-words text-slate-600">{entry.note}</p>}
            </div>
          </li>
        ))}
      </ol>
      <LoadMore query={query} what={t`decisions`} className="mt-6" />
    </>
  );
}

function Loading({ label }: { label: string }) {
  return (
    <ul role="status" aria-label={label} className="space-y-4">
      {[0, 1, 2].map((row) => (
        <li key={row} className="animate-pulse space-y-3 rounded-xl border border-slate-200 bg-white p-5">
          <div className="h-4 w-1/3 rounded bg-slate-200" />
          <div className="h-16 rounded bg-slate-100" />
          <div className="h-3 w-1/2 rounded bg-slate-200" />
        </li>
      ))}
    </ul>
  );
}

function Empty({ icon, children }: { icon: ReactNode; children: string }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 px-6 py-12 text-center">
      {icon}
      <p role="status" tabIndex={-1} className="mt-3 font-medium text-slate-900 focus:outline-none">
        {children}
      </p>
    </div>
  );
}
