import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Laptop, LogOut } from "lucide-react";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/profile/editor-parts";
import { relativeTime } from "@/lib/format";
import { failureText, sessionsQuery, SIGN_OUT_OTHERS_FAILED, signOutOtherDevices } from "./security-api";
import { queryKeys } from "@/lib/query-keys";

const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/** The signed-in devices (one per sign-in; browsers are not recorded) and signing the others out. */
export function SignedInDevices() {
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
      <h3 className="text-sm font-semibold text-slate-900">Signed-in devices</h3>
      {sessions.isPending ? (
        <p className="text-sm text-slate-500">Loading your devices…</p>
      ) : sessions.isError ? (
        <div className="space-y-2">
          <FormError>We couldn't load your signed-in devices.</FormError>
          <Button variant="secondary" size="sm" onClick={() => void sessions.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <ul aria-label="Signed-in devices" className="divide-y divide-slate-200 rounded-md border border-slate-200">
            {devices.map((device) => (
              <li key={device.id} className="flex gap-3 px-3 py-2.5 text-sm">
                <Laptop className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" aria-hidden />
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">
                    {device.current ? "This device" : "Another device"}
                  </p>
                  <p className="text-slate-600">
                    Signed in {when.format(new Date(device.created_at))} · Last used{" "}
                    {relativeTime(device.last_used_at)}
                  </p>
                  <p className="text-xs text-slate-500">Expires {when.format(new Date(device.expires_at))}</p>
                </div>
              </li>
            ))}
          </ul>
          {signOutOthers.isError && <FormError>{failureText(signOutOthers.error, SIGN_OUT_OTHERS_FAILED)}</FormError>}
          <div aria-live="polite">
            {signOutOthers.isSuccess && others === 0 && (
              <p className="text-sm text-green-700">Your other devices are signed out.</p>
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
            {signOutOthers.isPending ? "Signing out…" : "Sign out other devices"}
          </Button>
        </>
      )}
    </div>
  );
}
