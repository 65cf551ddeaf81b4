import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import { useSession } from "@/lib/auth/session";
import { churchPalette } from "@/lib/church-themes";
import { usePageTitle } from "@/lib/page-title";
import { publicChurchQuery, type ChurchPublic } from "../api/profiles-api";
import { ChurchProfileView } from "../components/church-profile-view";
import { isMissing } from "../server-errors";
import {
  ProfileActions,
  ProfileLoadError,
  ProfileLoading,
  ProfileNotFound,
} from "../components/profile-states";
import { excerpt, placeText } from "../format";

function shareDescription(church: ChurchPublic): string {
  const place = placeText(church.city, church.state);
  return excerpt(church.about) ?? `${church.church_name}${place ? ` in ${place}` : ""} on Steeple.`;
}

/** /churches/:id (the church profile's id or the church user's id). */
export function ChurchProfilePage() {
  const { id = "" } = useParams();
  const session = useSession();
  const viewerId = session.status === "signed-in" ? session.user.id : null;
  const query = useQuery({ ...publicChurchQuery(id, viewerId), enabled: session.status !== "loading" });
  const church = query.data;
  const missing = query.isError && isMissing(query.error);
  usePageTitle(
    church ? church.church_name : missing ? "Profile not found" : "Church profile",
    church ? shareDescription(church) : undefined,
  );

  if (missing) return <ProfileNotFound />;
  if (query.isError) return <ProfileLoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (!church) return <ProfileLoading />;
  const palette = churchPalette(church.primary_color);
  return (
    <ChurchProfileView
      church={church}
      actions={
        <ProfileActions
          session={session}
          ownerId={church.user_id}
          buttonStyle={{ backgroundColor: palette.accent, color: "#FFFFFF" }}
        />
      }
    />
  );
}
