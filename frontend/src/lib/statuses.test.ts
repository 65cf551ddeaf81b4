import { describe, expect, it } from "vitest";
import {
  APPLICATION_STATUSES,
  applicationStatusLabels,
  CHURCH_STATUS_LABELS,
  parseApplicationStatus,
  TALENT_STATUS_LABELS,
  talentStatusLabel,
} from "./statuses";

describe("application statuses", () => {
  it("run in the order the loop does, named for the speaker or musician as the server names them", () => {
    expect(APPLICATION_STATUSES.map((status) => TALENT_STATUS_LABELS[status])).toEqual([
      "Submitted",
      "Shortlisted",
      "Offer received",
      "Confirmed",
      "Offer declined",
      "Not selected",
      "Withdrawn",
      "Offer expired",
    ]);
  });

  it("are named for the church from its own side where that differs", () => {
    expect(APPLICATION_STATUSES.map((status) => CHURCH_STATUS_LABELS[status])).toEqual([
      "New",
      "Shortlisted",
      "Offered",
      "Confirmed",
      "Offer declined",
      "Not selected",
      "Withdrawn",
      "Offer expired",
    ]);
  });

  it("are chosen by who reads them", () => {
    expect(applicationStatusLabels("talent").offered).toBe("Offer received");
    expect(applicationStatusLabels("church").offered).toBe("Offered");
  });

  it("label a loosely typed status, and show an unknown one as it came", () => {
    expect(talentStatusLabel("hire_confirmed")).toBe("Confirmed");
    expect(talentStatusLabel("archived")).toBe("archived");
  });

  it("read a status from the address, and anything else as all of them", () => {
    expect(parseApplicationStatus("hire_confirmed")).toBe("hire_confirmed");
    expect(parseApplicationStatus("Confirmed")).toBeUndefined();
    expect(parseApplicationStatus("")).toBeUndefined();
    expect(parseApplicationStatus(null)).toBeUndefined();
  });
});
