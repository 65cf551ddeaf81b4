import { useCallback, useEffect, useState } from "react";

/** A note that clears itself `ms` after it is shown (a newer note restarts the clock). */
export function useTimedMessage(ms: number) {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (message === null) return;
    const timer = setTimeout(() => setMessage(null), ms);
    return () => clearTimeout(timer);
  }, [message, ms]);
  const clear = useCallback(() => setMessage(null), []);
  return { message, show: setMessage, clear };
}
