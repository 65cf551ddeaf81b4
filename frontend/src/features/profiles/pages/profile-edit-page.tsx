import { useSession } from "@/lib/auth/session";
import { usePageTitle } from "@/lib/page-title";
import { ChurchProfileForm } from "../components/church-profile-form";
import { MyProfileLoader, NoProfileYet } from "../components/my-profile-loader";
import { TalentProfileForm } from "../components/talent-profile-form";

/** /profile/edit (inside RequireSession): the editor for the account's role. */
export function ProfileEditPage() {
  usePageTitle("Edit Profile");
  const session = useSession();
  // The route's guard renders this page only for a signed-in user.
  if (session.status !== "signed-in") return null;
  const { user } = session;
  const role = user.role;
  if (!role) return <NoProfileYet />;
  return (
    <MyProfileLoader user={user}>
      {(mine) => {
        if (role === "church" && mine.church) return <ChurchProfileForm user={user} profile={mine.church} />;
        if (role !== "church" && mine.talent) return <TalentProfileForm user={user} role={role} profile={mine.talent} />;
        return <NoProfileYet />;
      }}
    </MyProfileLoader>
  );
}
