import { expect, test } from "@playwright/test";
test("debug vitals", async ({ page, request }) => {
  page.on("request", (r) => { if (r.url().includes("telemetry")) console.log("REQ", r.method(), r.url(), r.resourceType(), r.postData()); });
  page.on("requestfinished", async (r) => { if (r.url().includes("telemetry")) console.log("FIN", r.url(), (await r.response())?.status()); });
  page.on("requestfailed", (r) => { if (r.url().includes("telemetry")) console.log("FAIL", r.url(), r.failure()?.errorText); });
  page.on("console", (m) => console.log("CONSOLE", m.text()));
  await page.addInitScript(() => {
    const orig = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url: string | URL, data?: BodyInit | null) => { const ok = orig(url, data); console.log("sendBeacon", String(url), ok); return ok; };
  });
  await page.goto("/", { waitUntil: "load" });
  await page.getByText("The ministry-matching marketplace").click();
  await page.waitForTimeout(1000);
  console.log("entries", await page.evaluate(() => JSON.stringify(performance.getEntriesByType("paint").map(e => [e.name, e.startTime]))));
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
  });
  await page.waitForTimeout(2000);
  console.log("stored", await (await request.get("/api/testing/web-vitals")).text());
  await page.evaluate(() => window.dispatchEvent(new Event("pagehide")));
  await page.waitForTimeout(2000);
  console.log("stored2", await (await request.get("/api/testing/web-vitals")).text());
});
