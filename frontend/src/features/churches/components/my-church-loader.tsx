import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { EditorSkeleton } from "@/components/profile/editor-skeleton";
import { ProfileLoadError } from "@/components/profile/profile-states";
import { ApiError } from "@/lib/api/client";
import type { User } from "@/lib/auth/session";
import { myChurchQuery, type MyChurch } from "@/lib/my-church";

/**
 * Loads the signed-in member's church (GET /api/churches/mine), with loading and error states.
 * Once loaded it stays on the page through a failed background refresh, so no edits are lost.
 */
export function MyChurchLoader({ user, children }: { user: User; children: (church: MyChurch) => ReactNode }) {
  const { t } = useLingui();
  const query = useQuery({ ...myChurchQuery(user.id), enabled: user.church !== null });
  if (user.church === null) return <NoChurchYet />;
  if (query.data) return children(query.data);
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.code === "not_church_member") return <NoChurchYet />;
    return <ProfileLoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  return <EditorSkeleton label={t`Loading your church…`} />;
}

/** A church account that belongs to no church yet: onboarding creates one. */
function NoChurchYet() {
  return (
    <div className="mx-auto max-w-lg px-6 py-24 text-center">
      <h1 className="text-2xl font-bold text-slate-900">
        <Trans>Finish setting up first</Trans>
      </h1>
      <p className="mt-3 text-slate-600">
        <Trans>Your account isn't part of a church yet. Finish setting up to create your church's profile.</Trans>
      </p>
      <Link to="/onboarding" className="mt-6 inline-block font-medium text-brand-800 underline">
        <Trans>Continue setting up</Trans>
      </Link>
    </div>
  );
}
