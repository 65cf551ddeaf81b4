import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import { useSession } from "@/lib/auth/session";
import { usePageTitle } from "@/lib/page-title";
import {
  ProfileActions,
  ProfileLoadError,
  ProfileLoading,
  ProfileNotFound,
} from "@/components/profile/profile-states";
import { ReportButton } from "@/components/reports/report-dialog";
import { isNotFound, isRowId } from "@/lib/api/client";
import { excerpt, placeText } from "@/lib/format";
import type { ReviewsSlot } from "@/lib/slots";
import { publicTalentQuery, type TalentPublic, type TalentRole } from "../api/profiles-api";
import { TalentProfileView } from "../components/talent-profile-view";

const LABEL = { speaker: "Speaker", musician: "Musician" } as const;

function shareDescription(talent: TalentPublic): string {
  const place = placeText(talent.city, talent.state);
  const fallback = `${talent.name} is a ${LABEL[talent.role === "musician" ? "musician" : "speaker"].toLowerCase()}${place ? ` in ${place}` : ""} on Steeple.`;
  return excerpt(talent.profile.headline) ?? excerpt(talent.profile.bio) ?? fallback;
}

function TalentProfilePage({ role, reviews: ReviewsSection }: { role: TalentRole; reviews: ReviewsSlot }) {
  const { id = "" } = useParams();
  const session = useSession();
  // Wait for the session so the request carries the token: it decides the contact details.
  const viewerId = session.status === "signed-in" ? session.user.id : null;
  const query = useQuery({ ...publicTalentQuery(role, id, viewerId), enabled: session.status !== "loading" && isRowId(id) });
  const talent = query.data;
  const missing = !isRowId(id) || (query.isError && isNotFound(query.error));
  usePageTitle(
    talent ? `${talent.name}, ${LABEL[role]}` : missing ? "Profile not found" : `${LABEL[role]} profile`,
    talent ? shareDescription(talent) : undefined,
  );

  if (missing) return <ProfileNotFound />;
  if (query.isError) return <ProfileLoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (!talent) return <ProfileLoading />;
  const own = viewerId === talent.user_id;
  return (
    <TalentProfileView
      talent={talent}
      actions={
        <>
          <ProfileActions session={session} canEdit={own} recipientId={own ? null : talent.user_id} />
          {!own && <ReportButton itemType="profile" itemId={talent.user_id} variant="secondary" size="md" />}
        </>
      }
      reviews={<ReviewsSection subject={{ talent_id: talent.user_id }} reviewedName={talent.name} canReply={own} />}
    />
  );
}

/** /speakers/:id; the route table passes in the reviews section (features/reviews). */
export function SpeakerProfilePage({ reviews }: { reviews: ReviewsSlot }) {
  return <TalentProfilePage role="speaker" reviews={reviews} />;
}

/** /musicians/:id */
export function MusicianProfilePage({ reviews }: { reviews: ReviewsSlot }) {
  return <TalentProfilePage role="musician" reviews={reviews} />;
}
