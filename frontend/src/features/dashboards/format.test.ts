import { afterEach, describe, expect, it } from "vitest";
import { needMessages, switchLanguage } from "@/lib/i18n/language";
import { applicantCountsText, eventWhen } from "./format";
import { managedOpportunity } from "./test-fixtures";

// Intl puts thin and narrow no-break spaces around dashes and before AM/PM.
const plain = (text: string) => text.replace(/\s/g, " ");

describe("eventWhen", () => {
  it("shows a one-day event in its own timezone, with its times", () => {
    // 00:00 UTC on the 12th is 7 PM on the 11th in New York.
    expect(plain(eventWhen("2026-12-12T00:00:00Z", "2026-12-12T02:00:00Z", "America/New_York"))).toBe(
      "Fri, Dec 11, 2026, 7:00 – 9:00 PM EST",
    );
    expect(plain(eventWhen("2026-12-12T00:00:00Z", "2026-12-12T02:00:00Z", "America/Los_Angeles"))).toBe(
      "Fri, Dec 11, 2026, 4:00 – 6:00 PM PST",
    );
  });

  it("shows the days of an event over several", () => {
    expect(plain(eventWhen("2026-12-12T00:00:00Z", "2026-12-14T02:00:00Z", "America/New_York"))).toBe(
      "Fri, Dec 11 – Sun, Dec 13, 2026",
    );
  });
});

describe("applicantCountsText", () => {
  it("names each status with applicants, in the order applications move, and leaves out the rest", () => {
    const { applicants } = managedOpportunity({}, { hire_confirmed: 1, submitted: 3, offered: 1, shortlisted: 1 });
    expect(applicantCountsText(applicants)).toBe("3 new · 1 shortlisted · 1 offered · 1 confirmed");
  });

  it("reads the ends of the road in lower case", () => {
    const { applicants } = managedOpportunity({}, { rejected: 1, not_selected: 2, withdrawn: 1, expired: 1 });
    expect(applicantCountsText(applicants)).toBe("1 offer declined · 2 not selected · 1 withdrawn · 1 offer expired");
  });

  it("is empty when nobody applied", () => {
    expect(applicantCountsText(managedOpportunity().applicants)).toBe("");
  });
});

describe("in Spanish", () => {
  afterEach(() => switchLanguage("en"));

  it("agrees each status with its count, and writes dates as Spanish does", async () => {
    await needMessages("features/dashboards");
    await switchLanguage("es");
    const { applicants } = managedOpportunity({}, { submitted: 3, shortlisted: 1, rejected: 2 });
    expect(applicantCountsText(applicants)).toBe("3 nuevas · 1 preseleccionada · 2 ofertas rechazadas");
    expect(plain(eventWhen("2026-12-12T00:00:00Z", "2026-12-14T02:00:00Z", "America/New_York"))).toBe("vie, 11 dic – dom, 13 dic 2026");
  });
});
