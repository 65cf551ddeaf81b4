import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
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
import type { AvailabilitySlot, ReviewsSlot } from "@/lib/slots";
import { publicTalentQuery, type TalentPublic, type TalentRole } from "../api/profiles-api";
import { TalentProfileView } from "../components/talent-profile-view";
import { ROLE_LABEL, ROLE_PROFILE } from "../roles";

/** "Ana Ruiz is a speaker in Dayton, OH on Steeple.", when the profile has no headline or bio. */
function fallbackDescription(talent: TalentPublic): string {
  const { name } = talent;
  const place = placeText(talent.city, talent.state);
  if (talent.role === "musician") {
    return place ? t`${name} is a musician in ${place} on Steeple.` : t`${name} is a musician on Steeple.`;
  }
  return place ? t`${name} is a speaker in ${place} on Steeple.` : t`${name} is a speaker on Steeple.`;
}

function shareDescription(talent: TalentPublic): string {
  return excerpt(talent.profile.headline) ?? excerpt(talent.profile.bio) ?? fallbackDescription(talent);
}

interface Slots {
  reviews: ReviewsSlot;
  availability: AvailabilitySlot;
}

function TalentProfilePage({
  role,
  reviews: ReviewsSection,
  availability: AvailabilitySection,
}: Slots & { role: TalentRole }) {
  const { t: translate } = useLingui();
  const { id = "" } = useParams();
  const session = useSession();
  // Wait for the session so the request carries the token: it decides the contact details.
  const viewerId = session.status === "signed-in" ? session.user.id : null;
  const query = useQuery({ ...publicTalentQuery(role, id, viewerId), enabled: session.status !== "loading" && isRowId(id) });
  const talent = query.data;
  const missing = !isRowId(id) || (query.isError && isNotFound(query.error));
  usePageTitle(
    talent
      ? `${talent.name}, ${translate(ROLE_LABEL[role])}`
      : missing
        ? translate`Profile not found`
        : translate(ROLE_PROFILE[role]),
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
      availability={<AvailabilitySection talentId={talent.user_id} />}
    />
  );
}

/** /speakers/:id; the route table passes in the reviews (features/reviews) and availability
 * (features/availability) sections. */
export function SpeakerProfilePage(slots: Slots) {
  return <TalentProfilePage role="speaker" {...slots} />;
}

/** /musicians/:id */
export function MusicianProfilePage(slots: Slots) {
  return <TalentProfilePage role="musician" {...slots} />;
}
