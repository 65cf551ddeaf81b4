import { describe, expect, it } from "vitest";
import { bucketLabel, days, isEmpty, metricLabel, metricsOf, percent, tickLabel } from "./metrics";
import { analytics } from "./test-fixtures";

describe("analytics figures in words", () => {
  it("names a church's metrics as a church reads them", () => {
    expect(metricLabel("talent", "applications")).toBe("Applications");
    expect(metricLabel("church", "applications")).toBe("Applicants");
    expect(metricLabel("church", "profile_views")).toBe("Church page views");
  });

  it("labels days and months as calendar dates, wherever the reader is", () => {
    expect(tickLabel("2026-11-03", "30d")).toBe("Nov 3");
    expect(bucketLabel("2026-11-03", "7d")).toBe("Tue, Nov 3, 2026");
    expect(tickLabel("2026-11-01", "12m")).toBe("Nov");
    expect(bucketLabel("2026-11-01", "12m")).toBe("November 2026");
  });

  it("rounds rates and days", () => {
    expect(percent(0.667)).toBe("67%");
    expect(percent(null)).toBeNull();
    expect(days(1)).toBe("1 day");
    expect(days(4.46)).toBe("4.5 days");
  });

  it("keeps the server's order of metrics and knows an empty period", () => {
    expect(metricsOf(analytics("church"))).toEqual(["profile_views", "opportunity_views", "applications", "confirmed"]);
    expect(isEmpty(analytics("talent", "30d", 0))).toBe(true);
    expect(isEmpty(analytics("talent", "30d", 1))).toBe(false);
  });
});
