import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import "./index.css";
import { refreshSession } from "./lib/auth/session";
import { startVitalsReporting } from "./lib/telemetry/vitals";

startVitalsReporting();
// Restore the session from the refresh cookie while the app's code starts.
void refreshSession();

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
