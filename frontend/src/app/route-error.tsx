import { useState } from "react";
import { useLocation, useNavigate, useRouteError } from "react-router";
import { ErrorScreen } from "@/components/errors/error-screen";

/** Errors the router itself meets (a page's code failing to load, say) show the error screen. */
export function RouteErrorScreen() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  const [retries, setRetries] = useState(0);
  return (
    <ErrorScreen
      error={error}
      retries={retries}
      onRetry={() => {
        setRetries((count) => count + 1);
        void navigate(location, { replace: true });
      }}
    />
  );
}
