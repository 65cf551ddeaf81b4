import { i18n } from "@lingui/core";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import "./index.css";
import { refreshSession } from "./lib/auth/session";
import { needMessages, startingLanguage, switchLanguage } from "./lib/i18n/language";
import { startVitalsReporting } from "./lib/telemetry/vitals";

startVitalsReporting();
// A message whose catalogue was not loaded shows as its id: say so where the browser journeys
// (which fail on console errors) and developers see it.
i18n.on("missing", ({ id, locale }) => console.error(`No ${locale} message ${id} is loaded`));
// Restore the session from the refresh cookie while the app's code starts.
void refreshSession();

// The first words on screen are in the visitor's language: the shell's catalogues come first,
// with the landing page's (the one feature the shell shows itself, app/router.tsx).
// (A promise rather than a top-level await, which made the bundler split the first route's code
// into five times as many files.)
void needMessages("features/marketing");
void switchLanguage(startingLanguage()).then(() =>
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
