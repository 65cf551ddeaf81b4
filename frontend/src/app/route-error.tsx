import { useState } from "react";
import { useLocation, useNavigate, useRouteError } from "react-router";
import { isChunkLoadError } from "@/components/errors/classify";
import { ErrorScreen } from "@/components/errors/error-screen";

// A failed page download can only be retried by reloading the document, so the retry count is
// kept in session storage (per path, for ten minutes) to survive that reload.
const RETRIES_KEY = "steeple:route-retries";
const RETRIES_TTL_MS = 10 * 60_000;

function storedRetries(path: string): number {
  try {
    const saved = JSON.parse(sessionStorage.getItem(RETRIES_KEY) ?? "null") as {
      path: string;
      count: number;
      at: number;
    } | null;
    return saved && saved.path === path && Date.now() - saved.at < RETRIES_TTL_MS ? saved.count : 0;
  } catch {
    return 0;
  }
}

/** Errors the router meets (a page's code failing to load, say) show the error screen. */
export function RouteErrorScreen() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  const [retries, setRetries] = useState(() => storedRetries(location.pathname));

  const retry = () => {
    const count = retries + 1;
    setRetries(count);
    sessionStorage.setItem(
      RETRIES_KEY,
      JSON.stringify({ path: location.pathname, count, at: Date.now() }),
    );
    if (isChunkLoadError(error)) window.location.reload();
    else void navigate(location, { replace: true });
  };

  return <ErrorScreen error={error} retries={retries} onRetry={retry} />;
}
