import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Check, Send } from "lucide-react";
import { Link } from "react-router";
import { LoadProblem } from "@/components/errors/load-problem";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/form-errors";
import { queryKeys } from "@/lib/query-keys";
import { notify } from "@/lib/toast";
import { inviteToApply, suggestedTalentQuery, type SuggestedTalent as Suggested } from "../api/directory-api";
import { cardName } from "../talent";
import { TalentCardSkeleton, TalentCardView } from "./talent-card";

/**
 * "Suggested talent" on a church's own open opportunity: who fits it best, each with the fit and
 * why, and a button that asks them to apply (once).
 */
export function SuggestedTalent({ opportunityId }: { opportunityId: string }) {
  const { t } = useLingui();
  const query = useQuery(suggestedTalentQuery(opportunityId));
  const headingId = `suggested-${opportunityId}`;
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id={headingId} className="text-xl font-semibold text-slate-900">
            <Trans>Suggested talent</Trans>
          </h2>
          <p className="text-sm text-slate-600">
            <Trans>
              Free on the day, within reach, and ranked by ministry fit. Open “Why this match” to see what counts.
            </Trans>
          </p>
        </div>
        <Link
          to={`/talent?fit_for=${opportunityId}&sort=fit`}
          className="text-sm font-medium text-brand-800 underline hover:text-brand-900"
        >
          <Trans>Search all talent for this opportunity</Trans>
        </Link>
      </div>
      {query.isPending ? (
        <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3" aria-hidden>
          {Array.from({ length: 3 }, (_, index) => (
            <TalentCardSkeleton key={index} />
          ))}
        </div>
      ) : query.isError ? (
        <LoadProblem
          title={t`We couldn't load suggested talent.`}
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">
          <Trans>No one fits yet: nobody free on the day is within reach. Try the full search.</Trans>
        </p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {query.data.map((card) => (
            <li key={card.user_id} className="flex">
              <TalentCardView
                card={card}
                showRole
                action={<InviteButton opportunityId={opportunityId} card={card} />}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function InviteButton({ opportunityId, card }: { opportunityId: string; card: Suggested }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const name = cardName(card);
  const invite = useMutation({
    mutationFn: () => inviteToApply(opportunityId, card.user_id),
    onSuccess: async () => {
      notify.success(t`Invitation sent`, t`${name} will get a notification and an email with the link.`);
      await queryClient.invalidateQueries({ queryKey: queryKeys.opportunities.suggested(opportunityId) });
    },
    onError: (error) => notify.error(t`The invitation was not sent`, errorMessage(error, t`Please try again.`)),
  });
  if (card.invited) {
    return (
      <span className="inline-flex items-center gap-1 text-sm font-medium text-emerald-800">
        <Check className="h-4 w-4" aria-hidden />
        <Trans>Invited to apply</Trans>
      </span>
    );
  }
  return (
    <Button
      size="sm"
      variant="secondary"
      onClick={() => invite.mutate()}
      disabled={invite.isPending}
      aria-busy={invite.isPending}
      aria-label={t`Invite to apply: ${name}`}
    >
      <Send className="h-4 w-4" aria-hidden />
      <Trans>Invite to apply</Trans>
    </Button>
  );
}
