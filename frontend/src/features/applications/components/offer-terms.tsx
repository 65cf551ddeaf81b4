import { Trans } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { applicationQuery } from "../api/applications-api";
import { OfferDetails } from "./offer-details";

/**
 * An offer's terms by its application's id, for places outside this feature that let the talent
 * answer it (the bell's dialog; app/ passes this in, as features never import each other).
 */
export function OfferTerms({ applicationId }: { applicationId: string }) {
  const query = useQuery(applicationQuery(applicationId));
  if (query.isPending) {
    return (
      <p className="text-sm text-slate-600">
        <Trans>Loading the offer's terms…</Trans>
      </p>
    );
  }
  const offer = query.data?.offer;
  if (!offer) {
    return (
      <p role="alert" className="text-sm text-red-700">
        <Trans>We couldn't load the offer's terms. Open the application to read them before you answer.</Trans>
      </p>
    );
  }
  return <OfferDetails offer={offer} />;
}
