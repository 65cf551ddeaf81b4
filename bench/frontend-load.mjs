// Cold loads of one page of the production build in Chromium: the JavaScript it loads (its gzip
// size) and the LCP and CLS it reaches. Prints one JSON line.
import { gzipSync } from "node:zlib";
import { createRequire } from "node:module";

const require = createRequire(new URL("../e2e/package.json", import.meta.url));
const { chromium } = require("@playwright/test");

const [baseUrl, path = "/", runsArg = "5"] = process.argv.slice(2);
const runs = Number(runsArg);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--no-first-run"],
});

const samples = [];
for (let run = 0; run < runs; run++) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } }); // cold cache
  const page = await context.newPage();
  const scripts = new Map();
  page.on("response", async (response) => {
    if (response.request().resourceType() === "script") {
      scripts.set(response.url(), gzipSync(await response.body()).length);
    }
  });
  await page.goto(baseUrl + path, { waitUntil: "networkidle" });
  const vitals = await page.evaluate(
    () =>
      new Promise((resolve) => {
        let lcp = 0;
        let cls = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) lcp = entry.renderTime || entry.loadTime;
        }).observe({ type: "largest-contentful-paint", buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) if (!entry.hadRecentInput) cls += entry.value;
        }).observe({ type: "layout-shift", buffered: true });
        const [nav] = performance.getEntriesByType("navigation");
        setTimeout(() => resolve({ lcp, cls, ttfb: nav.responseStart }), 500);
      }),
  );
  samples.push({ ...vitals, jsGzipBytes: [...scripts.values()].reduce((a, b) => a + b, 0), scripts: scripts.size });
  await context.close();
}
await browser.close();

const sorted = (key) => samples.map((s) => s[key]).sort((a, b) => a - b);
const median = (key) => sorted(key)[Math.floor(runs / 2)];
console.log(JSON.stringify({
  path,
  runs,
  js_gzip_kb: +(median("jsGzipBytes") / 1024).toFixed(1),
  js_files: median("scripts"),
  lcp_ms_median: +median("lcp").toFixed(0),
  lcp_ms_max: +sorted("lcp").at(-1).toFixed(0),
  cls_max: +sorted("cls").at(-1).toFixed(3),
  ttfb_ms_median: +median("ttfb").toFixed(1),
}));
