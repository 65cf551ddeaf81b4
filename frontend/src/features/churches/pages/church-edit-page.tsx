import { useLingui } from "@lingui/react/macro";
import { useSession } from "@/lib/auth/session";
import { usePageTitle } from "@/lib/page-title";
import { ChurchEditor } from "../components/church-editor";
import { ChurchReadOnly } from "../components/church-read-only";
import { MyChurchLoader } from "../components/my-church-loader";
import type { EditorMode } from "../editor-copy";

/**
 * The church's editor (inside RequireSession): /profile/edit for church accounts, and
 * /church-profile-completion with `mode="complete"`. Admins edit; other members read.
 */
export function ChurchEditPage({ mode = "edit" }: { mode?: EditorMode }) {
  const { t } = useLingui();
  usePageTitle(mode === "complete" ? t`Complete your church profile` : t`Edit Profile`);
  const session = useSession();
  // The route's guard renders this page only for a signed-in user.
  if (session.status !== "signed-in") return null;
  const { user } = session;
  return (
    <MyChurchLoader user={user}>
      {(church) =>
        church.can_edit ? <ChurchEditor user={user} church={church} mode={mode} /> : <ChurchReadOnly church={church} />
      }
    </MyChurchLoader>
  );
}
