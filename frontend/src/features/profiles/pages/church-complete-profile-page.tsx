import { useSession } from "@/lib/auth/session";
import { usePageTitle } from "@/lib/page-title";
import { ChurchProfileForm } from "../components/church-profile-form";
import { MyProfileLoader, NoProfileYet } from "../components/my-profile-loader";

/** /church/complete-profile (inside RequireSession role="church"): the church's first full profile. */
export function ChurchCompleteProfilePage() {
  usePageTitle("Complete your church profile");
  const session = useSession();
  if (session.status !== "signed-in") return null;
  const { user } = session;
  return (
    <MyProfileLoader user={user}>
      {(mine) => (mine.church ? <ChurchProfileForm user={user} profile={mine.church} mode="complete" /> : <NoProfileYet />)}
    </MyProfileLoader>
  );
}
