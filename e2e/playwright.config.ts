import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 8123);

const BROWSER = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    // Debian's headless shell, the build Playwright itself runs headless: the same engine without
    // the desktop browser's windowing. On a 2-core runner the whole run took 273 s with the full
    // `chromium` and 210 s with this (both without trace screenshots, below).
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
    // No background traffic: this machine reaches nothing but its own services.
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  },
};

// Journeys that count or change what the demo church sees run one at a time: handoff's guest
// acknowledging the plan notifies the demo church, which notifications.spec counts.
const DEMO_FIGURES = /\/(analytics|churches|handoff|hiring|messages|notifications|profiles|reviews)\.spec\.ts$/;
const OWN_SERVER = /\/public-url\.spec\.ts$/;

/** Journeys run in Debian's Chromium against the real server on a fresh SQLite database. */
export default defineConfig({
  testDir: "./tests",
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // The short summary last: CI shows the end of the log (e2e/failure-summary.ts).
  reporter: [["list"], ["./failure-summary.ts"]],
  // How long a journey and a look for what a page shows may wait. These runners are two cores
  // shared by two browsers and the server, and some machines are two to three times slower than
  // others: there a directory's 50 cards took 5.4 s to appear once, and two journeys took 28-29 s
  // of the 30 allowed. The assertions stay the same; page speed is measured by `make bench`
  // (bench/frontend-load.mjs), not here.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A failed journey keeps its trace: every action with the page's DOM before and after, its
    // network and console. Not the trace's filmstrip: recording it screencast every frame of every
    // journey, a fifth of the run's time (266 s with it, 210 s without), for the many that pass;
    // a failure's own screenshot is still kept.
    trace: { mode: "retain-on-failure", screenshots: false, snapshots: true, sources: true },
    screenshot: "only-on-failure",
  },
  projects: [
    // Journeys that count or change what the demo accounts have (the demo church's unread
    // messages, its bell, its postings, its page and its reviews; the demo speaker's figures):
    // one at a time, beside the others, which leave those alone. Listed first so that this one
    // long line of journeys starts at once rather than last.
    { name: "demo accounts", testMatch: DEMO_FIGURES, workers: 1, use: BROWSER },
    // Journeys that start `make run` of their own (one a worker), whose seeding keeps one core
    // busy for 20 s or so: in one worker, listed early, so that it happens once and beside other
    // journeys rather than alone at the end of the run.
    { name: "own server", testMatch: OWN_SERVER, use: BROWSER },
    // Journeys with accounts of their own, or reading demo data that none of them changes: any
    // two at once.
    { name: "journeys", testIgnore: [DEMO_FIGURES, OWN_SERVER], fullyParallel: true, use: BROWSER },
  ],
  webServer: {
    command: `bash ./start-server.sh ${PORT}`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
