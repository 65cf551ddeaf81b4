import "@testing-library/jest-dom/vitest";
import { i18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";

/*
 * Test files share a worker and its jsdom (vite.config.ts: isolate: false), so each file starts
 * here from what a fresh worker would give it: our own modules evaluated anew (module-level state
 * such as the session starts over; libraries stay loaded), real timers, no stubbed globals, and
 * an empty document at "/" with empty storage. The body element itself is kept, because Testing
 * Library's `screen` holds on to it. (build-config.test.ts runs in node, without a document.)
 */
vi.resetModules();
vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
if (typeof document !== "undefined") {
  for (const element of [document.documentElement, document.head, document.body]) {
    for (const name of element.getAttributeNames()) element.removeAttribute(name);
  }
  document.head.replaceChildren();
  document.body.replaceChildren();
  window.history.replaceState(null, "", "/");
  localStorage.clear();
  sessionStorage.clear();
}

// English on screen, its words straight from the code (tests build without the catalogues: the
// macros keep each message's source text outside production builds).
i18n.setMessagesCompiler(compileMessage);
i18n.loadAndActivate({ locale: "en", messages: {} });

afterEach(() => cleanup());

// cn() joins classes without settling Tailwind conflicts (tailwind-merge stays out of the bundle):
// no element a test draws may carry two classes that set the same thing.
vi.mock("@/lib/cn", async (importOriginal) => {
  const { cn } = await importOriginal<typeof import("@/lib/cn")>();
  const { twMerge } = await import("tailwind-merge");
  return {
    cn: (...inputs: Parameters<typeof cn>) => {
      const joined = cn(...inputs);
      const settled = twMerge(joined);
      if (settled !== joined) {
        throw new Error(`Conflicting Tailwind classes: "${joined}" (the later ones win: "${settled}")`);
      }
      return joined;
    },
  };
});
