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

const MANAGERS_ONLY = "Only church admins and leaders can manage opportunities.";

/**
 * /opportunities/new and /opportunities/:id/edit, inside the church-only guard. The server decides
 * who may write (admins and leaders); the page says so up front when the quota says they may not.
 */
export function OpportunityEditorPage() {
  const { id } = useParams();
  const session = useSession();
  const userId = session.status === "signed-in" ? session.user.id : "";
  const quota = useQuery(quotaQuery(userId));
  const church = useQuery({ ...myChurchQuery(userId), enabled: !id });
  const existing = useQuery({ ...opportunityQuery(id ?? "", userId), enabled: Boolean(id) });
  const opportunity = existing.data;
  usePageTitle(id ? `Edit ${opportunity?.title ?? "opportunity"}` : "Post an opportunity");

  const back = id ? `/opportunities/${id}` : "/opportunities";
  let body: ReactNode;
  if (quota.isError || existing.isError) {
    const error = existing.error ?? quota.error;
    body = (
      <Notice title={isNotFound(error) ? "Opportunity not found" : "We couldn't load this page"}>
        {isNotFound(error) ? "This opportunity doesn't exist or isn't your church's." : loadErrorText(error)}
      </Notice>
    );
  } else if (!quota.data || (id && !opportunity)) {
    body = (
      <div role="status" aria-label="Loading the form…" className="space-y-6">
        {[40, 32, 24, 56].map((rem) => (
          <div key={rem} className="animate-pulse rounded-xl border border-slate-200 bg-white" style={{ height: `${rem / 4}rem` }} />
        ))}
      </div>
    );
  } else if (!quota.data.can_post || (opportunity && !opportunity.viewer.can_manage)) {
    body = <Notice title="You can't post opportunities">{MANAGERS_ONLY} Ask one of them to change your role.</Notice>;
  } else if (opportunity && opportunity.status !== "draft" && opportunity.status !== "open") {
    body = <Notice title="This opportunity can't be edited">A {opportunity.status} opportunity stays as it is. Duplicate it to post a new one like it.</Notice>;
  } else {
    body = <OpportunityEditor opportunity={opportunity} quota={quota.data} timezone={opportunity?.timezone ?? church.data?.timezone} />;
  }

  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
        <Link to={back} className="inline-flex items-center gap-1 text-sm font-medium text-brand-800 hover:underline">
          <ArrowLeft className="h-4 w-4" aria-hidden />
          {id ? "Back to the opportunity" : "All opportunities"}
        </Link>
        <h1 className="mt-3 text-3xl font-bold text-slate-900">{id ? "Edit opportunity" : "Post an opportunity"}</h1>
        <p className="mt-2 mb-8 text-slate-600">
          {id
            ? "Changes show at once on the opportunity's page."
            : "Save it as a draft, then publish it when it's ready: publishing uses one of your church's postings."}
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
        <Link to="/opportunities">Browse opportunities</Link>
      </Button>
    </div>
  );
}
