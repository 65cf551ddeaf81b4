import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Loader2 } from "lucide-react";
import { LoadProblem } from "@/components/errors/load-problem";
import { useSession, type User } from "@/lib/auth/session";
import { myChurchQuery } from "@/lib/my-church";
import { adminsOnly } from "../editor-copy";
import { ChurchInfoPanel } from "./church-info-panel";
import { TeamPanel } from "./team-panel";

/**
 * The Church Settings tab's two panels (spec 02 §2.5), Church Information and User Management,
 * side by side from the lg breakpoint like My Settings' panels. The settings page shows the tab
 * to church admins only; the server refuses everyone else anyway.
 */
export function ChurchSettingsTab() {
  const session = useSession();
  if (session.status !== "signed-in") return null;
  return (
    <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
      <ChurchSettings user={session.user} />
    </div>
  );
}

function ChurchSettings({ user }: { user: User }) {
  const { t } = useLingui();
  const query = useQuery({ ...myChurchQuery(user.id), enabled: user.church !== null });
  const church = query.data;
  if (user.church === null) return <Note>{t`Your account isn't part of a church yet.`}</Note>;
  if (church) {
    if (church.my_role !== "admin") return <Note>{adminsOnly()}</Note>;
    return (
      <>
        <ChurchInfoPanel user={user} church={church} />
        <TeamPanel user={user} church={church} />
      </>
    );
  }
  if (query.isError) {
    return (
      <div className="lg:col-span-2">
        <LoadProblem
          title={t`We couldn't load your church`}
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </div>
    );
  }
  return (
    <div role="status" className="flex items-center justify-center gap-2 py-16 text-sm text-slate-600 lg:col-span-2">
      <Loader2 className="h-5 w-5 animate-spin text-brand-700" aria-hidden />
      <Trans>Loading your church…</Trans>
    </div>
  );
}

function Note({ children }: { children: string }) {
  return <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700 lg:col-span-2">{children}</p>;
}
