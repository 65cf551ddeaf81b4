import { t } from "@lingui/core/macro";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useLocation, useNavigate, useParams } from "react-router";
import {
  ProfileActions,
  ProfileLoadError,
  ProfileLoading,
  ProfileNotFound,
} from "@/components/profile/profile-states";
import { isNotFound, isRowId } from "@/lib/api/client";
import { useSession } from "@/lib/auth/session";
import { excerpt, placeText } from "@/lib/format";
import type { ReviewsSlot } from "@/lib/slots";
import { usePageTitle } from "@/lib/page-title";
import { publicChurchQuery, type ChurchPublic } from "../api/churches-api";
import { ChurchView } from "../components/church-view";
import { churchPalette } from "../themes";

function shareDescription(church: ChurchPublic): string {
  const place = placeText(church.city, church.state);
  const name = church.church_name;
  return excerpt(church.about) ?? (place ? t`${name} in ${place} on Steeple.` : t`${name} on Steeple.`);
}

/**
 * /churches/:id, the church's public page. Older links carry a member's user id: the API answers
 * the same church, and the address is replaced with the church's own id. The route table passes in
 * the reviews section (features/reviews).
 */
export function ChurchProfilePage({ reviews: ReviewsSection }: { reviews: ReviewsSlot }) {
  const { id = "" } = useParams();
  const session = useSession();
  const viewerId = session.status === "signed-in" ? session.user.id : null;
  const query = useQuery({ ...publicChurchQuery(id, viewerId), enabled: session.status !== "loading" && isRowId(id) });
  const church = query.data;
  const missing = !isRowId(id) || (query.isError && isNotFound(query.error));
  usePageTitle(
    church ? church.church_name : missing ? t`Profile not found` : t`Church profile`,
    church ? shareDescription(church) : undefined,
  );

  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!church || church.id === id) return;
    queryClient.setQueryData(publicChurchQuery(church.id, viewerId).queryKey, church);
    void navigate({ pathname: `/churches/${church.id}`, search: location.search, hash: location.hash }, { replace: true });
  }, [church, id, viewerId, queryClient, navigate, location.search, location.hash]);

  if (missing) return <ProfileNotFound />;
  if (query.isError) return <ProfileLoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (!church) return <ProfileLoading />;
  const palette = churchPalette(church.primary_color);
  const membership = session.status === "signed-in" ? session.user.church : null;
  const member = membership?.church_id === church.id;
  return (
    <ChurchView
      church={church}
      actions={
        <ProfileActions
          session={session}
          canEdit={member && membership?.role === "admin"}
          // A message goes to the person who answers for the church (its first admin); its own
          // members have nobody there to message.
          recipientId={member ? null : church.message_user_id}
          buttonStyle={{ backgroundColor: palette.accent, color: "#FFFFFF" }}
        />
      }
      reviews={
        <ReviewsSection
          subject={{ church_id: church.id }}
          reviewedName={church.church_name}
          // The church answers its reviews through its admins and leaders.
          canReply={member && (membership?.role === "admin" || membership?.role === "leader")}
          accent={palette.primary}
        />
      }
    />
  );
}
