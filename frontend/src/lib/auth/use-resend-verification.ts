import { useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useRef, useState } from "react";
import { api, ApiError, unwrap } from "@/lib/api/client";

/** Spec 02 §9: resend verification cooldown. */
export const RESEND_COOLDOWN_SECONDS = 60;

export type ResendPhase = "idle" | "sending" | "sent";

export interface ResendVerification {
  /** idle → sending → sent; `secondsLeft` counts the cooldown down after a send. */
  phase: ResendPhase;
  secondsLeft: number;
  error: string | null;
  /** True while the button must stay disabled (sending or cooling down). */
  busy: boolean;
  resend: (email: string) => Promise<void>;
}

/**
 * The resend-verification state machine of spec 02 §4, shared by the banner, /check-email and
 * /verify-email: idle, then sending, then sent with a success message and a 60-second countdown
 * during which the button is disabled and shows the seconds. A 429 shows the server's message.
 * `failedText` is the failure's text (spec 02 §8: the settings page's ends with a full stop);
 * "Failed to send verification email" unless given.
 */
export function useResendVerification(givenFailedText?: string): ResendVerification {
  const { t } = useLingui();
  const failedText = givenFailedText ?? t`Failed to send verification email`;
  const [phase, setPhase] = useState<ResendPhase>("idle");
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const deadline = useRef(0);
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  // Counts from a deadline rather than by ticks, so a tab in the background stays accurate.
  const coolingDown = secondsLeft > 0;
  useEffect(() => {
    if (!coolingDown) return;
    const timer = setInterval(() => {
      setSecondsLeft(Math.max(0, Math.ceil((deadline.current - Date.now()) / 1000)));
    }, 1000);
    return () => clearInterval(timer);
  }, [coolingDown]);

  const resend = useCallback(async (email: string) => {
    setPhase("sending");
    setError(null);
    try {
      unwrap(await api.POST("/api/auth/resend-verification", { body: { email } }));
      if (!alive.current) return;
      deadline.current = Date.now() + RESEND_COOLDOWN_SECONDS * 1000;
      setSecondsLeft(RESEND_COOLDOWN_SECONDS);
      setPhase("sent");
    } catch (caught) {
      if (!alive.current) return;
      setPhase("idle");
      // The server's message when it sent one (a 429 says when to try again).
      setError(
        caught instanceof ApiError && caught.code !== "http_error" && caught.message
          ? caught.message
          : failedText,
      );
    }
  }, [failedText]);

  return { phase, secondsLeft, error, busy: phase === "sending" || secondsLeft > 0, resend };
}
