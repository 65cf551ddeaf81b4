import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { RefreshCw, SearchX, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { loadErrorText } from "@/components/errors/classify";
import { ProfileLoading } from "@/components/profile/profile-states";
import { Button } from "@/components/ui/button";
import { isNotFound, isRowId } from "@/lib/api/client";
import { useSession } from "@/lib/auth/session";
import { usePageTitle } from "@/lib/page-title";
import type { FeatureBoostSlot, SuggestedTalentSlot } from "@/lib/slots";
import { opportunityQuery } from "../api/opportunities-api";
import { OpportunityView } from "../components/opportunity-view";

/** /opportunities/:id, public; what the caller may do there comes with it (`viewer`). The route
 * table passes in billing's featured boost (features/billing). */
export function OpportunityPage({
  featureBoost,
  suggestedTalent,
}: {
  featureBoost: FeatureBoostSlot;
  suggestedTalent: SuggestedTalentSlot;
}) {
  const { t } = useLingui();
  const { id = "" } = useParams();
  const session = useSession();
  const viewerId = session.status === "signed-in" ? session.user.id : null;
  // Wait for the session: the answer (what the viewer may do) depends on who asks.
  const query = useQuery({ ...opportunityQuery(id, viewerId), enabled: session.status !== "loading" && isRowId(id) });
  const opportunity = query.data;
  const missing = !isRowId(id) || (query.isError && isNotFound(query.error));
  usePageTitle(
    opportunity ? opportunity.share_title : missing ? t`Opportunity not found` : t`Opportunity`,
    opportunity?.share_description,
  );

  if (missing) {
    return (
      <Dead icon={<SearchX className="mb-4 h-12 w-12 text-brand-600" aria-hidden />} title={t`Opportunity not found`}>
        <Trans>This opportunity doesn't exist or isn't published.</Trans>
      </Dead>
    );
  }
  if (query.isError) {
    return (
      <Dead icon={<TriangleAlert className="mb-4 h-12 w-12 text-amber-500" aria-hidden />} title={t`We couldn't load this opportunity`} alert>
        {loadErrorText(query.error)}
        <Button className="mt-6" onClick={() => void query.refetch()} disabled={query.isFetching}>
          <RefreshCw className={query.isFetching ? "h-4 w-4 animate-spin" : "h-4 w-4"} aria-hidden />
          <Trans>Try again</Trans>
        </Button>
      </Dead>
    );
  }
  if (!opportunity) return <ProfileLoading label={t`Loading opportunity…`} />;
  return <OpportunityView opportunity={opportunity} featureBoost={featureBoost} suggestedTalent={suggestedTalent} />;
}

function Dead({ icon, title, alert = false, children }: { icon: ReactNode; title: string; alert?: boolean; children: ReactNode }) {
  return (
    <div role={alert ? "alert" : undefined} className="mx-auto flex max-w-lg flex-col items-center px-6 py-24 text-center">
      {icon}
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <div className="mt-3 flex flex-col items-center text-slate-600">{children}</div>
      <Link to="/opportunities" className="mt-6 font-medium text-brand-800 underline">
        <Trans>Browse opportunities</Trans>
      </Link>
    </div>
  );
}
