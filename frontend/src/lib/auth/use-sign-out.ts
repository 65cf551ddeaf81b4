import { t } from "@lingui/core/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { signOut } from "@/lib/auth/actions";
import { notify } from "@/lib/toast";

/** Signs out, forgets cached data and goes home after 100 ms (spec 01 §4), or to `destination`
 * (the premium gate's Sign Out & Sign In Again goes to /login). */
export function useSignOut(destination = "/") {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [signingOut, setSigningOut] = useState(false);
  const run = async () => {
    setSigningOut(true);
    try {
      await signOut();
    } catch {
      notify.error(t`Sign out failed`, t`Your session was cleared on this device.`);
    }
    queryClient.clear();
    setTimeout(() => {
      setSigningOut(false);
      void navigate(destination);
    }, 100);
  };
  return { signingOut, signOut: run };
}
