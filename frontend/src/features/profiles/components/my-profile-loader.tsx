import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { User } from "@/lib/auth/session";
import { myProfileQuery, type MyProfile } from "@/lib/my-profile";
import { EditorSkeleton } from "@/components/profile/editor-skeleton";
import { ProfileLoadError } from "@/components/profile/profile-states";

/** Loads the signed-in user's own profile for an editor, with loading and error states. */
export function MyProfileLoader({ user, children }: { user: User; children: (profile: MyProfile) => ReactNode }) {
  const { t } = useLingui();
  const query = useQuery(myProfileQuery(user.id));
  if (query.isPending) return <EditorSkeleton label={t`Loading your profile…`} />;
  if (query.isError) return <ProfileLoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  return children(query.data);
}

/** An account without a role has nothing to edit yet: onboarding sets it. */
export function NoProfileYet() {
  return (
    <div className="mx-auto max-w-lg px-6 py-24 text-center">
      <h1 className="text-2xl font-bold text-slate-900">
        <Trans>Finish setting up first</Trans>
      </h1>
      <p className="mt-3 text-slate-600">
        <Trans>Choose how you'll use Steeple, then come back to edit your profile.</Trans>
      </p>
      <Link to="/onboarding" className="mt-6 inline-block font-medium text-brand-800 underline">
        <Trans>Continue setting up</Trans>
      </Link>
    </div>
  );
}
