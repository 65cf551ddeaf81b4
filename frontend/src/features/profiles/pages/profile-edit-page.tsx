import { useLingui } from "@lingui/react/macro";
import { useSession } from "@/lib/auth/session";
import { usePageTitle } from "@/lib/page-title";
import type { CredentialsSlot } from "@/lib/slots";
import { MyProfileLoader, NoProfileYet } from "../components/my-profile-loader";
import { TalentProfileForm } from "../components/talent-profile-form";

/**
 * /profile/edit for speakers and musicians (inside RequireSession). Church accounts edit their
 * church there instead: the route table picks features/churches' editor for them.
 */
export function ProfileEditPage({ credentials: Credentials }: { credentials: CredentialsSlot }) {
  const { t } = useLingui();
  usePageTitle(t`Edit Profile`);
  const session = useSession();
  // The route's guard renders this page only for a signed-in user.
  if (session.status !== "signed-in") return null;
  const { user } = session;
  const role = user.role;
  if (role !== "speaker" && role !== "musician") return <NoProfileYet />;
  return (
    <MyProfileLoader user={user}>
      {(mine) =>
        mine.talent ? <TalentProfileForm user={user} role={role} profile={mine.talent} after={<Credentials />} /> : <NoProfileYet />
      }
    </MyProfileLoader>
  );
}
