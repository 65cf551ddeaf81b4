import { expect, test, type Request } from "@playwright/test";

interface SentVital {
  name: string;
  value: number;
  id: string;
  path: string;
  navigation_type?: string | null;
}

interface StoredVital {
  name: string;
  value: number;
  rating: string;
  path: string;
}

const RATINGS = ["good", "needs-improvement", "poor"];

function sentVitals(request: Request): SentVital[] {
  if (request.method() !== "POST" || new URL(request.url()).pathname !== "/api/telemetry/vitals") {
    return [];
  }
  const body = request.postDataJSON() as { metrics?: SentVital[] } | null;
  return body?.metrics ?? [];
}

test.describe("web vitals", () => {
  test("are sent when the page is hidden and stored with a rating", async ({ page, request }) => {
    // Everything this page sends, so that the check below ignores vitals from other journeys.
    const sent: SentVital[] = [];
    page.on("request", (req) => sent.push(...sentVitals(req)));

    await page.goto("/", { waitUntil: "load" });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // An input finalises LCP; a click on plain text changes nothing on the page.
    await page.getByText("The ministry-matching marketplace").click();
    // Let web-vitals report LCP (it waits for an idle callback after the input).
    await page.evaluate(
      () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 1000 })),
    );

    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
      document.dispatchEvent(new Event("visibilitychange"));
    });

    // The browser sent them...
    await expect
      .poll(() => sent.map((vital) => vital.name).sort(), { timeout: 10_000 })
      .toEqual(expect.arrayContaining(["FCP", "TTFB"]));
    expect(sent.every((vital) => vital.path === "/")).toBe(true);

    // ...and the server stored them, rated.
    const mine = (stored: StoredVital[]) =>
      stored.filter((vital) =>
        sent.some((s) => s.name === vital.name && s.value === vital.value && s.path === vital.path),
      );
    await expect
      .poll(
        async () => {
          const response = await request.get("/api/testing/web-vitals");
          expect(response.ok()).toBe(true);
          return mine((await response.json()) as StoredVital[])
            .map((vital) => vital.name)
            .sort();
        },
        { timeout: 10_000 },
      )
      .toEqual(expect.arrayContaining(["FCP", "TTFB"]));

    const stored = mine((await (await request.get("/api/testing/web-vitals")).json()) as StoredVital[]);
    for (const vital of stored) {
      expect(vital.path).toBe("/");
      expect(RATINGS).toContain(vital.rating);
    }
    test.info().annotations.push({
      type: "vitals",
      description: stored.map((v) => `${v.name}=${v.value.toFixed(1)} (${v.rating})`).join(", "),
    });
  });
});
