import { Select, Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, Lock } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { loadErrorText } from "@/components/errors/classify";
import { Button } from "@/components/ui/button";
import { isNotFound } from "@/lib/api/client";
import { useSession } from "@/lib/auth/session";
import { myChurchQuery } from "@/lib/my-church";
import { usePageTitle } from "@/lib/page-title";
import { opportunityQuery, quotaQuery } from "../api/opportunities-api";
import { OpportunityEditor } from "../components/opportunity-editor";

/**
 * /opportunities/new and /opportunities/:id/edit, inside the church-only guard. The server decides
 * who may write (admins and leaders); the page says so up front when the quota says they may not.
 */
export function OpportunityEditorPage() {
  const { t } = useLingui();
  const { id } = useParams();
  const session = useSession();
  const userId = session.status === "signed-in" ? session.user.id : "";
  const quota = useQuery(quotaQuery(userId));
  const church = useQuery({ ...myChurchQuery(userId), enabled: !id });
  const existing = useQuery({ ...opportunityQuery(id ?? "", userId), enabled: Boolean(id) });
  const opportunity = existing.data;
  const title = opportunity?.title;
  usePageTitle(id ? (title ? t`Edit ${title}` : t`Edit opportunity`) : t`Post an opportunity`);

  const back = id ? `/opportunities/${id}` : "/opportunities";
  let body: ReactNode;
  if (quota.isError || existing.isError) {
    const error = existing.error ?? quota.error;
    body = (
      <Notice title={isNotFound(error) ? t`Opportunity not found` : t`We couldn't load this page`}>
        {isNotFound(error) ? t`This opportunity doesn't exist or isn't your church's.` : loadErrorText(error)}
      </Notice>
    );
  } else if (!quota.data || (id && !opportunity)) {
    body = (
      <div role="status" aria-label={t`Loading the form…`} className="space-y-6">
        {[40, 32, 24, 56].map((rem) => (
          <div key={rem} className="animate-pulse rounded-xl border border-slate-200 bg-white" style={{ height: `${rem / 4}rem` }} />
        ))}
      </div>
    );
  } else if (!quota.data.can_post || (opportunity && !opportunity.viewer.can_manage)) {
    body = (
      <Notice title={t`You can't post opportunities`}>
        <Trans>Only church admins and leaders can manage opportunities. Ask one of them to change your role.</Trans>
      </Notice>
    );
  } else if (opportunity && opportunity.status !== "draft" && opportunity.status !== "open") {
    const status = opportunity.status;
    body = (
      <Notice title={t`This opportunity can't be edited`}>
        <Select
          value={status}
          _filled="A filled opportunity stays as it is. Duplicate it to post a new one like it."
          _cancelled="A cancelled opportunity stays as it is. Duplicate it to post a new one like it."
          other="A closed opportunity stays as it is. Duplicate it to post a new one like it."
        />
      </Notice>
    );
  } else {
    body = <OpportunityEditor opportunity={opportunity} quota={quota.data} timezone={opportunity?.timezone ?? church.data?.timezone} />;
  }

  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
        <Link to={back} className="inline-flex items-center gap-1 text-sm font-medium text-brand-800 hover:underline">
          <ArrowLeft className="h-4 w-4" aria-hidden />
          {id ? <Trans>Back to the opportunity</Trans> : <Trans>All opportunities</Trans>}
        </Link>
        <h1 className="mt-3 text-3xl font-bold text-slate-900">{id ? t`Edit opportunity` : t`Post an opportunity`}</h1>
        <p className="mt-2 mb-8 text-slate-600">
          {id
            ? t`Changes show at once on the opportunity's page.`
            : t`Save it as a draft, then publish it when it's ready: publishing uses one of your church's postings.`}
        </p>
        {body}
      </div>
    </div>
  );
}

function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div role="alert" className="rounded-xl border border-slate-200 bg-white p-6">
      <h2 className="flex items-center gap-2 font-semibold text-slate-900">
        <Lock className="h-4 w-4 text-slate-500" aria-hidden />
        {title}
      </h2>
      <p className="mt-2 text-slate-700">{children}</p>
      <Button asChild variant="secondary" className="mt-5">
        <Link to="/opportunities">
          <Trans>Browse opportunities</Trans>
        </Link>
      </Button>
    </div>
  );
}
