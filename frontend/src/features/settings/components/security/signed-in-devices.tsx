import { i18n } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Laptop, LogOut } from "lucide-react";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/profile/editor-parts";
import { relativeTime } from "@/lib/format";
import { failureText, sessionsQuery, signOutOtherDevices } from "./security-api";
import { queryKeys } from "@/lib/query-keys";

/** "Jan 5, 2026, 3:07 PM", as the language on screen writes it. */
function when(instant: string): string {
  return new Intl.DateTimeFormat(i18n.locale, { dateStyle: "medium", timeStyle: "short" }).format(new Date(instant));
}

/** The signed-in devices (one per sign-in; browsers are not recorded) and signing the others out. */
export function SignedInDevices() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const sessions = useQuery(sessionsQuery);
  const signOutOthers = useMutation({
    mutationFn: signOutOtherDevices,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.auth.sessions }),
  });

  // This device first, then the most recently used.
  const devices = [...(sessions.data ?? [])].sort(
    (a, b) => Number(b.current) - Number(a.current) || b.last_used_at.localeCompare(a.last_used_at),
  );
  const others = devices.filter((device) => !device.current).length;

  return (
    <div className="space-y-3">
      <h3 className="text-sm font-semibold text-slate-900">
        <Trans>Signed-in devices</Trans>
      </h3>
      {sessions.isPending ? (
        <p className="text-sm text-slate-500">
          <Trans>Loading your devices…</Trans>
        </p>
      ) : sessions.isError ? (
        <div className="space-y-2">
          <FormError>
            <Trans>We couldn't load your signed-in devices.</Trans>
          </FormError>
          <Button variant="secondary" size="sm" onClick={() => void sessions.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : (
        <>
          <ul aria-label={t`Signed-in devices`} className="divide-y divide-slate-200 rounded-md border border-slate-200">
            {devices.map((device) => {
              const signedIn = when(device.created_at);
              const lastUsed = relativeTime(device.last_used_at);
              const expires = when(device.expires_at);
              return (
                <li key={device.id} className="flex gap-3 px-3 py-2.5 text-sm">
                  <Laptop className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" aria-hidden />
                  <div className="min-w-0">
                    <p className="font-medium text-slate-900">
                      {device.current ? <Trans>This device</Trans> : <Trans>Another device</Trans>}
                    </p>
                    <p className="text-slate-600">
                      <Trans>
                        Signed in {signedIn} · Last used {lastUsed}
                      </Trans>
                    </p>
                    <p className="text-xs text-slate-500">
                      <Trans>Expires {expires}</Trans>
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
          {signOutOthers.isError && <FormError>{failureText(signOutOthers.error, t`Failed to sign out the other devices. Please try again.`)}</FormError>}
          <div aria-live="polite">
            {signOutOthers.isSuccess && others === 0 && (
              <p className="text-sm text-green-700">
                <Trans>Your other devices are signed out.</Trans>
              </p>
            )}
          </div>
          <Button
            variant="secondary"
            size="sm"
            disabled={others === 0 || signOutOthers.isPending}
            aria-busy={signOutOthers.isPending}
            onClick={() => signOutOthers.mutate()}
          >
            <LogOut className="h-4 w-4" aria-hidden />
            {signOutOthers.isPending ? <Trans>Signing out…</Trans> : <Trans>Sign out other devices</Trans>}
          </Button>
        </>
      )}
    </div>
  );
}
