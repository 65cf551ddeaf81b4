import { describe, expect, it } from "vitest";
import { managedOpportunity } from "./test-fixtures";
import { APPLICATION_STATUSES, applicantCountsText, CHURCH_STATUS_LABELS, TALENT_STATUS_LABELS } from "./statuses";

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

describe("status labels", () => {
  it("label every status for both sides", () => {
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
    expect(Object.keys(CHURCH_STATUS_LABELS).sort()).toEqual([...APPLICATION_STATUSES].sort());
  });
});
