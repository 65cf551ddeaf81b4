import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { landingPath } from "@/lib/auth/actions";
import { getSessionState, refreshSession, setSession, type User } from "@/lib/auth/session";
import { rememberedInvitation } from "@/lib/invitation-return";
import { verifyLink } from "../api/auth-api";
import {
  callbackMessages,
  CALLBACK_START_DELAY_MS,
  CALLBACK_TIMEOUT_MS,
  planCallback,
  sessionOutcome,
  successRedirectDelay,
  verifyFailureOutcome,
  type CallbackDebug,
  type CallbackOutcome,
  type CallbackStatus,
} from "../callback-steps";

export interface AuthCallbackState {
  status: CallbackStatus;
  message: string;
  debug: CallbackDebug;
  /** Where success leads (onboarding, or the dashboard when onboarding is already done). */
  target: string | null;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The signed-in user, once the session the app restores at start-up has settled. */
async function settledUser(): Promise<User | null> {
  // Verifying while the start-up refresh is still in flight would race its cookie handling.
  if (getSessionState().status === "loading") await refreshSession();
  return getSessionState().user;
}

/**
 * Runs the callback once per page load (a ref guards against React StrictMode's second effect
 * run): reads the URL, cleans it so tokens do not linger, waits 250 ms, then tries the steps of
 * planCallback in order. A 20 s timeout ends a run that is still loading.
 */
export function useAuthCallback(): AuthCallbackState {
  const navigate = useNavigate();
  const location = useLocation();
  const [state, setState] = useState<AuthCallbackState>({
    status: "loading",
    message: "",
    debug: { step: null },
    target: null,
  });
  const started = useRef(false);
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    if (!started.current) {
      started.current = true;
      const { pathname, search, hash } = location;
      const plan = planCallback(search, hash);
      if (search || hash) void navigate(pathname, { replace: true });

      let settled = false;
      const finish = (outcome: CallbackOutcome, user: User | null = null, wasAuthenticated = false) => {
        if (settled || !alive.current) return;
        settled = true;
        clearTimeout(timeout);
        if (outcome.status === "success" && user) {
          // Someone who signed up from a church invitation goes back to it to join.
          const target = landingPath(user, rememberedInvitation());
          setState({ status: "success", message: "", debug: outcome.debug, target });
          setTimeout(() => {
            if (alive.current) void navigate(target, { replace: true });
          }, successRedirectDelay(wasAuthenticated));
        } else {
          setState({ status: outcome.status, message: outcome.message, debug: outcome.debug, target: null });
        }
      };

      const timeout = setTimeout(() => {
        if (settled || !alive.current) return;
        const session = getSessionState();
        if (session.status === "signed-in") {
          settled = true;
          void navigate(landingPath(session.user, rememberedInvitation()), { replace: true });
        } else {
          finish(sessionOutcome(false, "timeout"));
        }
      }, CALLBACK_TIMEOUT_MS);

      const run = async () => {
        await sleep(CALLBACK_START_DELAY_MS);
        if (!alive.current) return;
        switch (plan.kind) {
          case "fail":
            finish({ status: "error", message: plan.message, debug: { step: plan.step, detail: plan.detail } });
            return;
          case "redirect":
            settled = true;
            clearTimeout(timeout);
            void navigate(plan.to, { replace: true });
            return;
          case "verify": {
            const before = await settledUser();
            try {
              const verified = await verifyLink(plan.tokenHash, "signup");
              if (!verified.session) {
                finish({ status: "error", message: callbackMessages().noSession, debug: { step: plan.step } });
                return;
              }
              setSession(verified.session);
              finish(sessionOutcome(true), verified.session.user, before !== null);
            } catch (error) {
              finish(verifyFailureOutcome(error));
            }
            return;
          }
          case "session": {
            const user = (await settledUser()) ?? ((await refreshSession()) ? getSessionState().user : null);
            finish(sessionOutcome(user !== null), user, true);
            return;
          }
        }
      };
      run().catch((error: unknown) =>
        finish({
          status: "error",
          message: callbackMessages().unexpected,
          debug: { step: plan.step, detail: error instanceof Error ? error.message : undefined },
        }),
      );
    }
    return () => {
      alive.current = false;
    };
  }, [location, navigate]);

  return state;
}
